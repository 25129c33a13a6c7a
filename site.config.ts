// The knowledgebase's site configuration (validated by plugins/config/schema.ts).
import { defineSiteConfig } from './plugins/config/define.js';
import rehypeAtSession from './src/remark/atSession.js';
import remarkPayloadCalculator from './src/remark/payloadCalculator.js';

const algoliaAppId = process.env.ALGOLIA_APP_ID;
const algoliaSearchKey = process.env.ALGOLIA_SEARCH_API_KEY;
const algoliaIndex = process.env.ALGOLIA_INDEX_NAME;

export default defineSiteConfig({
  title: 'Ground Control Knowledgebase',
  tagline:
    'Manuals, API guides and setup guides for Ground Control satellite and cellular devices and services',
  url: 'https://docs.groundcontrol.com',
  baseUrl: '/',
  favicon: '/img/favicon.svg',
  onBrokenLinks: 'warn',
  onBrokenAnchors: 'warn',
  navbar: {
    title: 'Ground Control Knowledgebase',
    logo: { alt: 'Ground Control', src: '/img/logo.svg' },
    items: [
      { label: 'Blog', href: 'https://www.groundcontrol.com/blog/', position: 'left' },
      { label: 'Support', href: 'https://www.groundcontrol.com/support/', position: 'left' },
      { label: 'groundcontrol.com', href: 'https://www.groundcontrol.com/', position: 'right' },
    ],
  },
  footer: { style: 'dark', copyright: 'Copyright © 2025 Ground Control. All rights reserved.' },
  // Only the site's own files and scripts: a page that would need more fails the build.
  csp: 'strict',
  colorMode: { defaultMode: 'light', respectPrefersColorScheme: false, disableSwitch: false },
  docs: {
    // One open category per level of the sidebar (SPEC: "Sidebar categories auto-collapse").
    autoCollapseCategories: true,
    showLastUpdateTime: true,
    breadcrumbs: true,
    toc: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    // The calculator's line in the Markdown export; modem sessions in ```at fences.
    beforeDefaultRemarkPlugins: [remarkPayloadCalculator],
    rehypePlugins: [rehypeAtSession],
  },
  search: {
    placeholder: 'Search docs',
    // The readers' words for the docs' words: each group's expressions find one another.
    synonyms: [
      ['webhook', 'http post delivery'],
      ['pinout', 'pin out', 'connector pins', 'pin assignment'],
      ['ri', 'ring indicator'],
      ['mt', 'mobile terminated'],
      ['mo', 'mobile originated'],
      ['sbd', 'short burst data'],
      ['imt', 'iridium messaging transport'],
      ['modem', 'rockblock', 'transceiver'],
      ['server', 'application', 'endpoint'],
      ['boat', 'yacht', 'vessel', 'ship'],
      ['cost', 'price', 'pricing'],
      ['gps', 'gnss'],
      ['signal strength', 'signal quality'],
      ['firmware update', 'firmware upgrade'],
    ],
    // Algolia is used only when all three values come from the environment; no key is committed.
    ...(algoliaAppId && algoliaSearchKey && algoliaIndex
      ? {
          algolia: {
            appId: algoliaAppId,
            apiKey: algoliaSearchKey,
            indexName: algoliaIndex,
            contextualSearch: true,
          },
        }
      : {}),
  },
});
