// Plural messages as Docusaurus's theme writes them: the forms of a message separated by "|"
// ("One post|{count} posts"), in the order zero, one, two, few, many, other of the forms the
// locale has (Intl.PluralRules), the count's form chosen by the locale's rules, the last form when
// the message has fewer. A locale Intl does not know falls back to English's two forms.

const ORDERED_FORMS: Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

export interface LocalePluralForms {
  locale: string;
  forms: Intl.LDMLPluralRule[];
  select: (count: number) => Intl.LDMLPluralRule;
}

const ENGLISH: LocalePluralForms = {
  locale: 'en',
  forms: ['one', 'other'],
  select: (count) => (count === 1 ? 'one' : 'other'),
};

const cache = new Map<string, LocalePluralForms>();

/** The locale's plural forms in Docusaurus's order, and its rule. */
export function localePluralForms(locale: string): LocalePluralForms {
  let forms = cache.get(locale);
  if (!forms) {
    try {
      const rules = new Intl.PluralRules(locale);
      const own = rules.resolvedOptions().pluralCategories;
      forms = {
        locale,
        forms: ORDERED_FORMS.filter((f) => own.includes(f)),
        select: (count) => rules.select(count),
      };
    } catch {
      forms = ENGLISH;
    }
    cache.set(locale, forms);
  }
  return forms;
}

/** The form of `messages` ("a|b|c") for `count` in `locale`. */
export function selectPluralMessage(messages: string, count: number, locale: string): string {
  const parts = messages.split('|');
  if (parts.length === 1) return parts[0]!;
  const forms = localePluralForms(locale);
  const index = forms.forms.indexOf(forms.select(count));
  return parts[Math.min(Math.max(index, 0), parts.length - 1)]!;
}
