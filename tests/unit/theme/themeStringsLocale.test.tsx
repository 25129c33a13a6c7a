// The theme's strings in the page's locale: every visible text and label the classic theme
// translates (its ids in @docusaurus/theme-translations) is translated here too. Trying the
// classic template with a French locale, a French page still said "Toggle navigation bar",
// "Direct link to…", "Tags:", "We could not find…" and dated posts "August 1, 2021".
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { cleanup } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

const require = createRequire(import.meta.url);
const locales = join(
  dirname(require.resolve('@docusaurus/theme-translations/package.json')),
  'locales',
);
const fr: Record<string, string> = {
  ...JSON.parse(readFileSync(join(locales, 'fr/theme-common.json'), 'utf8')),
  ...JSON.parse(readFileSync(join(locales, 'fr/theme-search-algolia.json'), 'utf8')),
};

let html: (ui: ReactElement) => string;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
let theme: Record<string, any>;

beforeAll(async () => {
  vi.resetModules();
  const { default: config } = (await import('virtual:docs/site-config')) as {
    default: { i18n?: unknown };
  };
  config.i18n = {
    defaultLocale: 'en',
    locales: ['en', 'fr'],
    currentLocale: 'fr',
    localeConfigs: {
      fr: { label: 'Français', direction: 'ltr', htmlLang: 'fr', calendar: 'gregory', path: 'fr' },
    },
    siteBaseUrl: '/',
    translations: fr,
  };
  theme = {
    Toggle: (await import('../../../src/theme/classic/Navbar/MobileSidebar/Toggle.js')).default,
    NotFound: (await import('../../../src/theme/classic/NotFound/Content.js')).default,
    Heading: (await import('../../../src/theme/mdx/Heading.js')).default,
    Breadcrumbs: (await import('../../../src/theme/Breadcrumbs.js')).default,
    Archive: (await import('../../../src/theme/classic/BlogArchivePage.js')).default,
    Visibility: (await import('../../../src/theme/classic/ContentVisibility.js')).default,
    searchTranslations: (await import('../../../src/theme/search/searchTranslations.js')).default,
  };
  theme.blogFormat = await import('../../../src/theme/blog/blogFormat.js');
  theme.TagsList = (await import('../../../src/theme/blog/TagsList.js')).TagsList;
  const { renderAt } = await import('./render.js');
  html = (ui) => {
    const { container } = renderAt(ui, '/fr/');
    const out = container.innerHTML;
    cleanup();
    return out;
  };
});
afterAll(() => vi.resetModules());

describe("the theme's strings on a French page", () => {
  it('labels the navbar toggle, the section links and the breadcrumbs in French', () => {
    expect(html(<theme.Toggle />)).toContain(
      `aria-label="${fr['theme.docs.sidebar.toggleSidebarButtonAriaLabel']}"`,
    );
    const heading = html(
      <theme.Heading as="h2" id="setup">
        Installer
      </theme.Heading>,
    );
    expect(heading).toContain('aria-label="Lien direct vers Installer"');
    expect(html(<theme.Breadcrumbs sidebar={[]} pathname="/fr/docs/a" />)).not.toContain(
      'aria-label="Breadcrumbs"',
    );
  });

  it('says what the 404 page, the tags and the unlisted notice say in French', () => {
    const notFound = html(<theme.NotFound />);
    expect(notFound).toContain(fr['theme.NotFound.p1']!);
    expect(
      html(
        <theme.TagsList
          tags={[{ label: 'a', permalink: '/fr/blog/tags/a', description: 'About a' }]}
        />,
      ),
    ).toMatch(/<b>Tags :<\/b>.*title="About a"/);
    expect(html(<theme.Visibility metadata={{ unlisted: true }} />)).toContain(
      fr['theme.contentVisibility.unlistedBanner.title'],
    );
  });

  it("dates posts in the locale's language, the archive without the year", () => {
    expect(theme.blogFormat.formatDate('2021-08-01T00:00:00.000Z')).toBe('1 août 2021');
    const archive = html(
      <theme.Archive
        archive={{
          blogPosts: [
            {
              id: 'p',
              metadata: {
                date: '2021-08-01T00:00:00.000Z',
                title: 'Bonjour',
                permalink: '/fr/blog/p',
                tags: [],
              },
            },
          ],
        }}
      />,
    );
    expect(archive).toContain('1 août - Bonjour');
    expect(archive).toContain('aria-label="Lien direct vers 2021"');
    expect(archive).toContain(`>${fr['theme.blog.archive.title']}<`);
  });

  it("gives DocSearch the Algolia theme's translations", () => {
    expect(theme.searchTranslations.placeholder).toBe(fr['theme.SearchModal.placeholder']);
    expect(theme.searchTranslations.modal.footer.closeText).toBe(
      fr['theme.SearchModal.footer.closeText'],
    );
    expect(theme.searchTranslations.button.buttonText).toBe(fr['theme.SearchBar.label']);
  });
});
