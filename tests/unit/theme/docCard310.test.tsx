// A Docusaurus 3.10 site's cards are drawn as its DocCard/Layout draws them: the label's leading
// emoji (or the kind's) in an icon element, the rest as the title, the item's class on the card
// (also from 3.8); before 3.10, one heading with the icon and the label. The expected markup is
// that of Docusaurus 3.10.2's build of its classic template (the tutorial category's page).
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { siteData } from 'virtual:docs/site-config';
import type { SidebarItem } from '../../../src/shared/types.js';
import DocCard, { leadingEmoji } from '../../../src/theme/classic/DocCard.js';
import { DocContext } from '../../../src/theme/DocContext.js';
import { renderAt } from './render.js';

const data = siteData as { docusaurusVersion?: string };
afterEach(() => {
  cleanup();
  delete data.docusaurusVersion;
});

const cardOf = (item: SidebarItem, version: string) => {
  data.docusaurusVersion = version;
  const { container, unmount } = renderAt(
    <DocContext.Provider value={{ permalink: '/docs/category/start' }}>
      <DocCard item={item} />
    </DocContext.Provider>,
  );
  const html = container.innerHTML;
  unmount();
  return html;
};

const link: SidebarItem = {
  type: 'link',
  label: 'Create a Page',
  href: '/docs/create-a-page',
  description: 'Add Markdown or React files',
};

describe("a Docusaurus 3.10 site's doc card", () => {
  it('puts the icon and the title in elements of their own, with the theme class names', () => {
    const html = cardOf(link, '3.10.2');
    expect(html).toContain(
      '<h2 class="theme-doc-card-heading doc-card__heading" title="Create a Page"><span class="theme-doc-card-icon doc-card__icon">📄️</span><span class="text--truncate theme-doc-card-title doc-card__title-text">Create a Page</span></h2>',
    );
    expect(html).toContain('class="card padding--lg theme-doc-card-container doc-card"');
    expect(html).toContain(
      '<p class="text--truncate theme-doc-card-description doc-card__description" title="Add Markdown or React files">',
    );
  });

  it("takes the label's leading emoji as the icon, and gives a category the 3.10 cabinet", () => {
    const html = cardOf({ ...link, label: '🚀 Launch', className: 'launch-card' }, '3.10.0');
    expect(html).toContain('<span class="theme-doc-card-icon doc-card__icon">🚀</span>');
    expect(html).toContain('title="Launch"');
    expect(html).toContain('doc-card launch-card"');
    const category: SidebarItem = {
      type: 'category',
      label: 'Guides',
      href: '/docs/guides',
      items: [],
      collapsed: true,
      collapsible: true,
    };
    expect(cardOf(category, '3.10.2')).toContain(
      '<span class="theme-doc-card-icon doc-card__icon">🗃</span>',
    );
  });

  it('keeps the one-heading card before 3.10, with the class from 3.8', () => {
    const html = cardOf({ ...link, className: 'launch-card' }, '3.9.2');
    expect(html).toContain(
      '<h2 class="text--truncate doc-card__title" title="Create a Page"><span aria-hidden="true">📄️</span> Create a Page</h2>',
    );
    expect(html).toContain('class="card padding--lg doc-card launch-card"');
    expect(cardOf({ ...link, className: 'launch-card' }, '3.7.0')).toContain(
      'class="card padding--lg doc-card"',
    );
  });
});

describe('leadingEmoji', () => {
  it('splits off one leading emoji grapheme: variation selectors, flags and ZWJ sequences whole', () => {
    expect(leadingEmoji('⚠️ Careful')).toEqual({ emoji: '⚠️', rest: ' Careful' });
    expect(leadingEmoji('🇫🇷 France')).toEqual({ emoji: '🇫🇷', rest: ' France' });
    expect(leadingEmoji('👩‍💻 Developers')).toEqual({ emoji: '👩‍💻', rest: ' Developers' });
    expect(leadingEmoji('🚀🚀 Twice')).toEqual({ emoji: '🚀', rest: '🚀 Twice' });
  });

  it('leaves a label without one, digits and symbols included', () => {
    expect(leadingEmoji('1 item')).toEqual({ rest: '1 item' });
    expect(leadingEmoji('# Hash')).toEqual({ rest: '# Hash' });
    expect(leadingEmoji('Guides 🚀')).toEqual({ rest: 'Guides 🚀' });
    expect(leadingEmoji('')).toEqual({ rest: '' });
  });
});
