// write-translations on tests/fixtures/sites/i18n-classic (plus a component with static and
// dynamic ids): the files, keys, messages and descriptions Docusaurus 3.8.1's
// `docusaurus write-translations` wrote on the same site (run once with the peer in
// scripts/bench/peer; its output is kept below), and what bad input gives.
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BuildError } from '../../../../plugins/diagnostics.js';
import { writeTranslations } from '../../../../plugins/i18n/writeTranslations.js';

const FIXTURE = join(import.meta.dirname, '../../../fixtures/sites/i18n-classic');

/** A component with every form the extractor meets: ids, no id, no children, `+`, a const, dynamic. */
const LAMP_NOTE = `import Translate, { translate } from '@docusaurus/Translate';

const kind = 'oil';

export default function LampNote({ name }) {
  return (
    <aside
      title={translate({
        id: 'lampNote.title',
        message: 'About lamps',
        description: 'The tooltip of the lamp note',
      })}>
      <Translate description="A sentence without an id">
        Lamps need oil
      </Translate>
      <Translate id="lampNote.empty" />
      <Translate id={'lampNote.' + 'joined'}>{'Joined id'}</Translate>
      {translate({ message: 'Only a message' })}
      <Translate id={\`lampNote.\${kind}\`}>Dynamic id</Translate>
      {translate({ id: name, message: 'Dynamic id in a call' })}
    </aside>
  );
}
`;

const copies: string[] = [];
function copy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'write-translations-'));
  cpSync(FIXTURE, dir, { recursive: true });
  mkdirSync(join(dir, 'src/components'), { recursive: true });
  writeFileSync(join(dir, 'src/components/LampNote.js'), LAMP_NOTE);
  copies.push(dir);
  return dir;
}
afterAll(() => copies.forEach((d) => rmSync(d, { recursive: true, force: true })));

type File = Record<string, { message: string; description?: string }>;
const read = (dir: string, file: string): File =>
  JSON.parse(readFileSync(join(dir, file), 'utf8')) as File;
const withoutTheme = (f: File) =>
  Object.fromEntries(Object.entries(f).filter(([k]) => !k.startsWith('theme.')));

// --- Docusaurus 3.8.1's output (peer, `docusaurus write-translations`), default locale. ---
const SITE_CODE: File = {
  'lampNote.title': { message: 'About lamps', description: 'The tooltip of the lamp note' },
  'Lamps need oil': { message: 'Lamps need oil', description: 'A sentence without an id' },
  'lampNote.empty': { message: 'lampNote.empty' },
  'lampNote.joined': { message: 'Joined id' },
  'Only a message': { message: 'Only a message' },
  'lampNote.oil': { message: 'Dynamic id' },
  'home.title': { message: 'Welcome' },
  'home.greeting': {
    message: 'Hello, lantern keeper',
    description: 'The greeting of the home page',
  },
  'home.count': { message: 'We light {count} lanterns a night' },
};
const THEME_IDS =
  `AnnouncementBar.closeButtonAriaLabel BackToTopButton.buttonAriaLabel CodeBlock.copied
CodeBlock.copy CodeBlock.copyButtonAriaLabel CodeBlock.wordWrapToggle
DocSidebarItem.collapseCategoryAriaLabel DocSidebarItem.expandCategoryAriaLabel ErrorPageContent.title
ErrorPageContent.tryAgain NavBar.navAriaLabel NotFound.p1 NotFound.p2 NotFound.title
TOCCollapsible.toggleButtonLabel admonition.caution admonition.danger admonition.info admonition.note
admonition.tip admonition.warning blog.archive.description blog.archive.title blog.author.noPosts
blog.author.pageTitle blog.authorsList.pageTitle blog.authorsList.viewAll blog.paginator.navAriaLabel
blog.paginator.newerEntries blog.paginator.olderEntries blog.post.paginator.navAriaLabel
blog.post.paginator.newerPost blog.post.paginator.olderPost blog.post.plurals blog.post.readMore
blog.post.readMoreLabel blog.post.readingTime.plurals blog.sidebar.navAriaLabel blog.tagTitle
colorToggle.ariaLabel colorToggle.ariaLabel.mode.dark colorToggle.ariaLabel.mode.light
colorToggle.ariaLabel.mode.system common.editThisPage common.headingLinkTitle common.skipToMainContent
contentVisibility.draftBanner.message contentVisibility.draftBanner.title
contentVisibility.unlistedBanner.message contentVisibility.unlistedBanner.title
docs.DocCard.categoryDescription.plurals docs.breadcrumbs.home docs.breadcrumbs.navAriaLabel
docs.paginator.navAriaLabel docs.paginator.next docs.paginator.previous
docs.sidebar.closeSidebarButtonAriaLabel docs.sidebar.collapseButtonAriaLabel
docs.sidebar.collapseButtonTitle docs.sidebar.expandButtonAriaLabel docs.sidebar.expandButtonTitle
docs.sidebar.navAriaLabel docs.sidebar.toggleSidebarButtonAriaLabel docs.tagDocListPageTitle
docs.tagDocListPageTitle.nDocsTagged docs.versionBadge.label docs.versions.latestVersionLinkLabel
docs.versions.latestVersionSuggestionLabel docs.versions.unmaintainedVersionLabel
docs.versions.unreleasedVersionLabel lastUpdated.atDate lastUpdated.byUser lastUpdated.lastUpdatedAtBy
navbar.mobileDropdown.collapseButton.collapseAriaLabel navbar.mobileDropdown.collapseButton.expandAriaLabel
navbar.mobileLanguageDropdown.label navbar.mobileSidebarSecondaryMenu.backButtonLabel
navbar.mobileVersionsDropdown.label tags.tagsListLabel tags.tagsPageLink tags.tagsPageTitle`
    .split(/\s+/)
    .map((id) => `theme.${id}`);
/** The theme's ids in the order Docusaurus 3.10.2's write-translations wrote them for this site. */
const THEME_ORDER_3_10 = `
ErrorPageContent.title BackToTopButton.buttonAriaLabel blog.archive.title
blog.archive.description blog.paginator.navAriaLabel blog.paginator.newerEntries
blog.paginator.olderEntries blog.post.paginator.navAriaLabel blog.post.paginator.newerPost
blog.post.paginator.olderPost tags.tagsPageLink colorToggle.ariaLabel.mode.system
colorToggle.ariaLabel.mode.light colorToggle.ariaLabel.mode.dark colorToggle.ariaLabel
docs.breadcrumbs.navAriaLabel docs.paginator.navAriaLabel docs.paginator.previous
docs.paginator.next docs.tagDocListPageTitle.nDocsTagged docs.tagDocListPageTitle
docs.versionBadge.label docs.versions.unreleasedVersionLabel
docs.versions.unmaintainedVersionLabel docs.versions.latestVersionSuggestionLabel
docs.versions.latestVersionLinkLabel common.editThisPage common.headingLinkTitle
lastUpdated.atDate lastUpdated.byUser lastUpdated.lastUpdatedAtBy
navbar.mobileVersionsDropdown.label NotFound.title tags.tagsListLabel admonition.caution
admonition.danger admonition.info admonition.note admonition.tip admonition.warning
AnnouncementBar.closeButtonAriaLabel blog.sidebar.navAriaLabel
DocSidebarItem.expandCategoryAriaLabel DocSidebarItem.collapseCategoryAriaLabel
IconExternalLink.ariaLabel NavBar.navAriaLabel navbar.mobileLanguageDropdown.label NotFound.p1
NotFound.p2 TOCCollapsible.toggleButtonLabel blog.post.readMore blog.post.readMoreLabel
blog.post.readingTime.plurals CodeBlock.copy CodeBlock.copied CodeBlock.copyButtonAriaLabel
CodeBlock.wordWrapToggle docs.breadcrumbs.home docs.sidebar.collapseButtonTitle
docs.sidebar.collapseButtonAriaLabel docs.sidebar.navAriaLabel
docs.sidebar.closeSidebarButtonAriaLabel navbar.mobileSidebarSecondaryMenu.backButtonLabel
docs.sidebar.toggleSidebarButtonAriaLabel navbar.mobileDropdown.collapseButton.expandAriaLabel
navbar.mobileDropdown.collapseButton.collapseAriaLabel docs.sidebar.expandButtonTitle
docs.sidebar.expandButtonAriaLabel blog.post.plurals blog.tagTitle blog.author.pageTitle
blog.authorsList.pageTitle blog.authorsList.viewAll blog.author.noPosts
contentVisibility.unlistedBanner.title contentVisibility.unlistedBanner.message
contentVisibility.draftBanner.title contentVisibility.draftBanner.message
docs.DocCard.categoryDescription.plurals ErrorPageContent.tryAgain common.skipToMainContent
tags.tagsPageTitle`
  .trim()
  .split(/\s+/)
  .map((id) => `theme.${id}`);
const NAVBAR: File = {
  title: { message: 'Lantern', description: 'The title in the navbar' },
  'logo.alt': { message: 'A lit lantern', description: 'The alt text of navbar logo' },
  'item.label.Guide': { message: 'Guide', description: 'Navbar item with label Guide' },
  'item.label.Blog': { message: 'Blog', description: 'Navbar item with label Blog' },
};
const FOOTER: File = {
  'link.title.Docs': {
    message: 'Docs',
    description: 'The title of the footer links column with title=Docs in the footer',
  },
  'link.title.More': {
    message: 'More',
    description: 'The title of the footer links column with title=More in the footer',
  },
  'link.item.label.Getting started': {
    message: 'Getting started',
    description: 'The label of footer link with label=Getting started linking to /docs/intro',
  },
  'link.item.label.Blog': {
    message: 'Blog',
    description: 'The label of footer link with label=Blog linking to /blog',
  },
  copyright: { message: 'Copyright Lantern makers', description: 'The footer copyright' },
  'logo.alt': { message: 'The makers of lanterns', description: 'The alt text of footer logo' },
};
const DOCS_CURRENT: File = {
  'version.label': { message: 'Next', description: 'The label for version current' },
  'sidebar.guideSidebar.category.Basics': {
    message: 'Basics',
    description: 'The label for category Basics in sidebar guideSidebar',
  },
};
const BLOG_OPTIONS: File = {
  title: { message: 'Blog', description: 'The title for the blog used in SEO' },
  description: { message: 'Blog', description: 'The description for the blog used in SEO' },
  'sidebar.title': { message: 'Recent posts', description: 'The label for the left sidebar' },
};
const FILES = [
  'code.json',
  'docusaurus-theme-classic/navbar.json',
  'docusaurus-theme-classic/footer.json',
  'docusaurus-plugin-content-docs/current.json',
  'docusaurus-plugin-content-blog/options.json',
];

describe('write-translations', () => {
  it('writes the default locale’s files as Docusaurus does, warning at a dynamic id', async () => {
    const dir = copy();
    const result = await writeTranslations({ siteDir: dir });
    const en = join(dir, 'i18n/en');
    expect(result.written.map((w) => relative(en, w.file)).sort()).toEqual([...FILES].sort());
    const code = read(en, 'code.json');
    expect(withoutTheme(code)).toEqual(SITE_CODE);
    // The site's ids in the order of its files, before the theme's.
    expect(Object.keys(code).slice(0, 9)).toEqual(Object.keys(SITE_CODE));
    expect(
      Object.keys(code)
        .filter((k) => k.startsWith('theme.'))
        .sort(),
    ).toEqual(THEME_IDS);
    expect(code['theme.docs.paginator.next']).toEqual({
      message: 'Next',
      description: 'The label used to navigate to the next doc',
    });
    expect(read(en, FILES[1]!)).toEqual(NAVBAR);
    expect(read(en, FILES[2]!)).toEqual(FOOTER);
    expect(read(en, FILES[3]!)).toEqual(DOCS_CURRENT);
    expect(read(en, FILES[4]!)).toEqual(BLOG_OPTIONS);
    // Docusaurus: "translate() first arg should be a statically evaluable object", line 20.
    expect(result.warnings).toHaveLength(1);
    expect(result.warnings[0]).toMatchObject({
      file: join(dir, 'src/components/LampNote.js'),
      line: 20,
      column: 8,
      severity: 'warning',
    });
    expect(result.warnings[0]!.message).toContain('translate()');
  });

  it('follows the Docusaurus release the site depends on: 3.9.2 quotes names, 3.9 adds a theme id', async () => {
    // A site switched to this generator keeps @docusaurus/types (Docusaurus 3.10.0 wrote these).
    const dir = copy();
    writeFileSync(
      join(dir, 'package.json'),
      JSON.stringify({ devDependencies: { '@docusaurus/types': '3.10.0' } }),
    );
    await writeTranslations({ siteDir: dir });
    const en = join(dir, 'i18n/en');
    expect(read(en, FILES[3]!)['sidebar.guideSidebar.category.Basics']).toEqual({
      message: 'Basics',
      description: "The label for category 'Basics' in sidebar 'guideSidebar'",
    });
    // The site's ids, then the theme's in Docusaurus's order.
    expect(Object.keys(read(en, 'code.json'))).toEqual([
      ...Object.keys(SITE_CODE),
      ...THEME_ORDER_3_10,
    ]);
    expect(read(en, 'code.json')['theme.IconExternalLink.ariaLabel']).toEqual({
      message: '(opens in new tab)',
      description: 'The ARIA label for the external link icon',
    });
  });

  it('keeps a locale’s translations, adds the theme’s in the locale, warns at keys it no longer has', async () => {
    const dir = copy();
    const result = await writeTranslations({ siteDir: dir, locale: 'fr' });
    const fr = join(dir, 'i18n/fr');
    const code = read(fr, 'code.json');
    // The existing translations first, as they were; the new ids after them.
    expect(Object.keys(code).slice(0, 3)).toEqual(['home.title', 'home.greeting', 'home.count']);
    expect(code['home.title']).toEqual({ message: 'Bienvenue' });
    expect(code['lampNote.title']).toEqual(SITE_CODE['lampNote.title']);
    expect(code['theme.docs.paginator.next']!.message).toBe('Suivant');
    expect(code['theme.TOCCollapsible.toggleButtonLabel']!.message).toBe('Sur cette page');
    expect(read(fr, 'docusaurus-plugin-content-docs/current.json')).toEqual({
      'version.label': { message: 'Suivante', description: 'The label for version current' },
      'sidebar.guideSidebar.category.Basics': {
        message: 'Les bases',
        description: 'The label for category Basics in sidebar guideSidebar',
      },
      'sidebar.guideSidebar.category.Basics.link.generated-index.title': {
        message: 'Les bases de la lanterne',
        description: 'The generated-index page title for category Basics in sidebar guideSidebar',
      },
    });
    // footer.json had four keys: the two missing ones are added in English.
    expect(read(fr, 'docusaurus-theme-classic/footer.json')).toEqual({
      ...FOOTER,
      'link.title.Docs': { ...FOOTER['link.title.Docs']!, message: 'Documentation' },
      'link.item.label.Getting started': {
        ...FOOTER['link.item.label.Getting started']!,
        message: 'Bien commencer',
      },
      copyright: { ...FOOTER.copyright!, message: 'Droits réservés aux fabricants de lanternes' },
      'logo.alt': { ...FOOTER['logo.alt']!, message: 'Les fabricants de lanternes' },
    });
    // Docusaurus: "Some translation keys looks unknown to us in file …current.json".
    const unknown = result.warnings.find((w) => w.file.endsWith('current.json'));
    expect(unknown?.message).toContain(
      'sidebar.guideSidebar.category.Basics.link.generated-index.title',
    );
    expect(unknown?.line).toBe(10);
  });

  it('--override replaces the messages, --messagePrefix marks the new ones', async () => {
    const over = copy();
    await writeTranslations({ siteDir: over, locale: 'fr', override: true });
    const code = read(join(over, 'i18n/fr'), 'code.json');
    expect(code['home.title']).toEqual({ message: 'Welcome' });
    expect(code['theme.docs.paginator.next']!.message).toBe('Suivant');
    expect(read(join(over, 'i18n/fr'), 'docusaurus-theme-classic/navbar.json')).toEqual(NAVBAR);

    const prefixed = copy();
    await writeTranslations({ siteDir: prefixed, locale: 'fr', messagePrefix: '(fr) ' });
    const fr = join(prefixed, 'i18n/fr');
    const p = read(fr, 'code.json');
    expect(p['home.title']).toEqual({ message: 'Bienvenue' });
    expect(p['lampNote.title']!.message).toBe('(fr) About lamps');
    expect(p['theme.docs.paginator.next']!.message).toBe('(fr) Suivant');
    expect(read(fr, 'docusaurus-theme-classic/footer.json')['link.title.More']!.message).toBe(
      '(fr) More',
    );
  });

  it('writes a locale with no folder yet (ar: the theme in Arabic)', async () => {
    const dir = copy();
    rmSync(join(dir, 'i18n/ar'), { recursive: true });
    await writeTranslations({ siteDir: dir, locale: 'ar' });
    const code = read(join(dir, 'i18n/ar'), 'code.json');
    expect(code['theme.docs.paginator.next']!.message).toBe('التالي');
    expect(read(join(dir, 'i18n/ar'), 'docusaurus-plugin-content-docs/current.json')).toEqual(
      DOCS_CURRENT,
    );
  });

  it('writes a site plugin’s translation files and reads its theme folder’s ids', async () => {
    const dir = copy();
    mkdirSync(join(dir, 'plugins/lamp/theme'), { recursive: true });
    writeFileSync(
      join(dir, 'plugins/lamp/index.js'),
      `const path = require('path');
module.exports = function lampPlugin() {
  return {
    name: 'lamp-plugin',
    loadContent: () => ({ lamps: 3 }),
    getThemePath: () => path.join(__dirname, 'theme'),
    getTranslationFiles: ({ content }) => [
      { path: 'lamps', content: { 'lamps.count': { message: content.lamps + ' lamps', description: 'How many lamps' } } },
    ],
    getDefaultCodeTranslationMessages: () => ({ 'lampTheme.title': 'Lamp theme (default)' }),
  };
};
`,
    );
    writeFileSync(
      join(dir, 'plugins/lamp/theme/LampBadge.js'),
      `import Translate from '@docusaurus/Translate';
export default () => <Translate id="lampTheme.title" description="The badge">Lamp theme</Translate>;
`,
    );
    const config = join(dir, 'docusaurus.config.js');
    writeFileSync(
      config,
      readFileSync(config, 'utf8').replace(
        'presets: [',
        "plugins: ['./plugins/lamp'],\n  presets: [",
      ),
    );
    await writeTranslations({ siteDir: dir, locale: 'fr' });
    // Docusaurus: i18n/<locale>/<plugin name>[-<id>]/<path>.json.
    expect(read(join(dir, 'i18n/fr'), 'lamp-plugin/lamps.json')).toEqual({
      'lamps.count': { message: '3 lamps', description: 'How many lamps' },
    });
    expect(read(join(dir, 'i18n/fr'), 'code.json')['lampTheme.title']).toEqual({
      message: 'Lamp theme (default)',
      description: 'The badge',
    });
  });

  it('fails at the position of a code.json that is not JSON, writing no file', async () => {
    const dir = copy();
    const codeJson = join(dir, 'i18n/fr/code.json');
    writeFileSync(codeJson, '{\n  "home.title": { "message": "Bienvenue" }\n  "x": 1\n}\n');
    const error = await writeTranslations({ siteDir: dir, locale: 'fr' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BuildError);
    expect((error as BuildError).diagnostics[0]).toMatchObject({ file: codeJson, line: 3 });
    expect(existsSync(join(dir, 'i18n/fr/docusaurus-theme-classic/footer.json'))).toBe(true);
    expect(read(join(dir, 'i18n/fr'), 'docusaurus-theme-classic/footer.json')).not.toHaveProperty(
      'link.title.More',
    );
  });

  it('fails at a translation whose message is not a string, as Docusaurus’s schema does', async () => {
    const dir = copy();
    const navbar = join(dir, 'i18n/fr/docusaurus-theme-classic/navbar.json');
    writeFileSync(
      navbar,
      '{\n  "title": { "message": "Lanterne" },\n  "item.label.Guide": { "message": 3 }\n}\n',
    );
    const error = await writeTranslations({ siteDir: dir, locale: 'fr' }).catch((e: unknown) => e);
    expect((error as BuildError).diagnostics[0]).toMatchObject({
      file: navbar,
      line: 3,
      column: 3,
    });
    expect((error as BuildError).diagnostics[0]!.message).toContain('"item.label.Guide"');
  });

  it('refuses a locale that is not in i18n.locales, at the config’s locales', async () => {
    const error = await writeTranslations({ siteDir: copy(), locale: 'de' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(BuildError);
    const d = (error as BuildError).diagnostics[0]!;
    expect(d.file).toMatch(/docusaurus\.config\.js$/);
    expect(d.line).toBe(12);
    expect(d.message).toContain('the locale "de": it is not in i18n.locales');
  });
});
