// The options of a docs plugin instance as the Docusaurus config mapping gives them with nothing
// set (plugins/config/docusaurus/mapDocusaurusConfig.ts), for tests that build an instance by hand.
import type { DocusaurusDocsOptions } from '../../../../plugins/config/docusaurus/types.js';

export const docsOptions = (o: Partial<DocusaurusDocsOptions> = {}): DocusaurusDocsOptions => ({
  id: 'default',
  path: 'docs',
  routeBasePath: '/docs',
  sidebarPath: undefined,
  sidebarCollapsible: true,
  sidebarCollapsed: true,
  include: ['**/*.{md,mdx}'],
  exclude: undefined,
  editUrl: undefined,
  showLastUpdateTime: false,
  showLastUpdateAuthor: false,
  numberPrefixParser: true,
  breadcrumbs: true,
  remarkPlugins: [],
  rehypePlugins: [],
  beforeDefaultRemarkPlugins: [],
  beforeDefaultRehypePlugins: [],
  admonitions: true,
  tags: undefined,
  tagsBasePath: 'tags',
  other: {},
  configPath: ['presets', 0, 1, 'docs'],
  ...o,
});
