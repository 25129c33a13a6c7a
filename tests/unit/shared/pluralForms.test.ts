// Plural messages select the locale's form (Intl.PluralRules) in Docusaurus's order of forms.
import { describe, expect, it } from 'vitest';
import { localePluralForms, selectPluralMessage } from '../../../src/shared/pluralForms.js';

describe('plural messages', () => {
  it('orders a locale’s forms zero, one, two, few, many, other', () => {
    expect(localePluralForms('en').forms).toEqual(['one', 'other']);
    expect(localePluralForms('ar').forms).toEqual(['zero', 'one', 'two', 'few', 'many', 'other']);
    expect(localePluralForms('ja').forms).toEqual(['other']);
  });

  it('picks the count’s form in English, French and Arabic', () => {
    expect(selectPluralMessage('One post|3 posts', 1, 'en')).toBe('One post');
    expect(selectPluralMessage('One post|0 posts', 0, 'en')).toBe('0 posts');
    // French: 0 and 1 are "one"; a message with two forms takes the last for "other".
    expect(selectPluralMessage('Un article|0 articles', 0, 'fr')).toBe('Un article');
    expect(selectPluralMessage('Un article|5 articles', 5, 'fr')).toBe('5 articles');
    const ar = 'صفر|واحد|اثنان|قليل|كثير|آخر';
    expect([0, 1, 2, 3, 11, 100].map((n) => selectPluralMessage(ar, n, 'ar'))).toEqual(
      ar.split('|'),
    );
    // Fewer forms than the locale has: the last one.
    expect(selectPluralMessage('a|b', 11, 'ar')).toBe('b');
  });

  it('returns a message without forms as it is, and falls back to English for an unknown locale', () => {
    expect(selectPluralMessage('Posts', 3, 'fr')).toBe('Posts');
    expect(selectPluralMessage('One|Many', 1, 'not a locale!')).toBe('One');
    expect(selectPluralMessage('One|Many', 2, 'not a locale!')).toBe('Many');
  });
});
