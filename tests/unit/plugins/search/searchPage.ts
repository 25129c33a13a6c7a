// A search test's page: a title and its sections, cut into records as the build cuts a doc.
import type { SearchPageInput } from '../../../../plugins/search/buildLocalIndex.js';
import { buildSearchRecords } from '../../../../plugins/search/extractSearchRecords.js';

/** `sections`: [heading (null for the page's lead), text], in page order. */
export function page(
  permalink: string,
  title: string,
  sections: [string | null, string][],
): SearchPageInput {
  return {
    permalink,
    records: buildSearchRecords({
      sections: sections.map(([heading, text]) => ({
        level: heading ? 2 : 1,
        anchor: heading ? heading.toLowerCase().replace(/[^a-z0-9]+/g, '-') : null,
        heading,
        text,
      })),
      title,
      url: `https://x.org${permalink}`,
      lvl0: 'Docs',
    }),
  };
}
