// How the built-in search understands a reader's question (issue 38): the question's wrapping left
// out, the site's own abbreviations as synonyms, and a fallback ranking by section when every word
// of the query is rare.
import { describe, expect, it } from 'vitest';
import {
  buildLocalIndex,
  type SearchPageInput,
} from '../../../../plugins/search/buildLocalIndex.js';
import { contentSynonyms } from '../../../../plugins/search/contentSynonyms.js';
import { SEARCH_ENTRY_FILE, sectionsFile } from '../../../../src/shared/search/indexFormat.js';
import { queryVocabulary } from '../../../../plugins/search/queryVocabulary.js';
import {
  createSearchIndex,
  parseQuery,
  readQueryWords,
} from '../../../../src/shared/search/searchIndex.js';
import { page } from './searchPage.js';

function indexOf(pages: SearchPageInput[], synonyms?: string[][]) {
  const { entry, files } = buildLocalIndex(pages, { chunkTargetBytes: 300, synonyms });
  const index = createSearchIndex(async (path, kind) => {
    if (path === SEARCH_ENTRY_FILE) return entry;
    const f = files.get(path)!;
    return kind === 'json' ? JSON.parse(f as string) : f;
  });
  return { entry, files, index };
}

async function topPages(index: ReturnType<typeof indexOf>['index'], q: string) {
  const out: string[] = [];
  for (const h of (await index.search(q, { hitsPerPage: 40 })).hits)
    if (!out.includes(h.path)) out.push(h.path);
  return out;
}

/** A page of the sidebar category `section` (its records' lvl0). */
function inSection(section: string, p: SearchPageInput): SearchPageInput {
  for (const r of p.records) r.hierarchy.lvl0 = section;
  return p;
}

const vocabulary = readQueryWords(queryVocabulary());
const terms = (q: string) => parseQuery(q, vocabulary).map((w) => w.term);

describe("a question's wrapping", () => {
  it('leaves out stop phrases and filler words, keeping what the question is about', () => {
    expect(terms('is there a way to get messages over mqtt instead of http')).toEqual([
      'messages',
      'over',
      'mqtt',
      'instead',
      'http',
    ]);
    expect(terms('I keep getting the same message twice on my endpoint')).toEqual([
      'same',
      'message',
      'twice',
      'endpoint',
    ]);
    expect(terms('my modem says the session failed, what should I do')).toEqual([
      'modem',
      'says',
      'session',
      'failed',
    ]);
    expect(terms('can I stop paying for a device I no longer use')).toEqual([
      'stop',
      'paying',
      'device',
      'use',
    ]);
  });

  it('keeps a filler word the query is made of, and the word being typed', () => {
    expect(terms('get')).toEqual(['get']);
    expect(terms('http get')).toEqual(['http', 'get']);
    expect(terms('longer range antenna')).toEqual(['longer', 'range', 'antenna']);
  });
});

describe('synonyms from the site’s own words', () => {
  const pages = [
    page('/imt', 'Iridium Messaging Transport (IMT)', [
      [null, 'Messages of up to 100 KB over the Iridium Messaging Transport.'],
    ]),
    { ...page('/cdm', 'Device manager', [[null, 'Configure devices remotely.']]) },
    page('/usb', 'Plug it in (USB)', [[null, 'The board takes power over its USB port.']]),
    page('/nmea', 'Instruments', [[null, 'The unit reads NMEA 0183 sentences.']]),
  ];
  pages[1]!.keywords = ['CDM', 'Cloudloop Device Manager', 'remote configuration'];

  it('pair an abbreviation with the words it stands for, from titles, headings and keywords', () => {
    expect(contentSynonyms(pages)).toEqual([
      ['imt', 'iridium messaging transport'],
      ['cdm', 'cloudloop device manager'],
    ]);
  });

  it('take a heading that many records repeat once, in the order the pages define them', () => {
    // Every record of a page repeats its title, and a section's records its heading.
    const repeated = [
      page('/sbd', 'Short Burst Data (SBD)', [
        [null, 'Intro.'],
        ['Mobile Originated (MO) messages', 'Sent by the device.'],
        ['Sizes', 'Up to 340 bytes.'],
      ]),
      page('/mt', 'Mobile Terminated (MT)', [[null, 'Sent to the device.']]),
      page('/sbd-again', 'Short Burst Data (SBD)', [[null, 'The same title again.']]),
    ];
    expect(contentSynonyms(repeated)).toEqual([
      ['sbd', 'short burst data'],
      ['mo', 'mobile originated'],
      ['mt', 'mobile terminated'],
    ]);
    expect(contentSynonyms([...repeated].reverse())).toEqual([
      ['sbd', 'short burst data'],
      ['mt', 'mobile terminated'],
      ['mo', 'mobile originated'],
    ]);
  });

  it("leave out what the site's own groups already say, and come after them in the index", () => {
    expect(contentSynonyms(pages, [['imt', 'messaging']])).toEqual([
      ['cdm', 'cloudloop device manager'],
    ]);
    const { entry } = indexOf(pages, [['nmea', 'instrument data']]);
    expect(entry.synonyms).toEqual([
      ['nmea', 'instrument data'],
      ['imt', 'iridium messaging transport'],
      ['cdm', 'cloudloop device manager'],
    ]);
  });

  it('let a reader find a page by the words an abbreviation stands for', async () => {
    const { index } = indexOf([
      ...pages,
      page('/transport', 'Transports', [[null, 'Large messages go over IMT.']]),
    ]);
    expect(await topPages(index, 'cloudloop device manager')).toContain('/cdm');
    expect((await topPages(index, 'iridium messaging transport')).slice(0, 2)).toEqual(
      expect.arrayContaining(['/imt', '/transport']),
    );
  });
});

describe('the fallback by section when every word is rare', () => {
  // "yacht" and "regatta" are each in one page of the Racing section; the Fleet section has a page
  // titled "Yachts" that says nothing of races. No record holds both words.
  const site = () => [
    inSection('Racing', page('/racing/rent', 'Renting trackers', [[null, 'Rent for a regatta.']])),
    inSection('Racing', page('/racing/mount', 'Mounting', [[null, 'Strap it to the yacht.']])),
    inSection(
      'Fleet',
      page('/fleet/yachts', 'Yachts', [[null, 'Yacht installation: wiring a yacht to 12 V.']]),
    ),
    ...['power', 'leds', 'wiring', 'antenna'].map((p) =>
      inSection('Fleet', page(`/fleet/${p}`, p, [[null, `The ${p} of the fleet tracker.`]])),
    ),
  ];

  it('ranks the section holding every word between its pages first', async () => {
    const { entry, files, index } = indexOf(site());
    expect(entry.sections).toBe(1);
    // A file of its own, loaded only by a query whose words are all rare.
    expect(files.get(sectionsFile(entry.id))).toBe('[0,2]');
    const top = await topPages(index, 'yacht regatta');
    expect(top.slice(0, 2).sort()).toEqual(['/racing/mount', '/racing/rent']);
  });

  it('is not used while a word is common, nor without sections', async () => {
    // Without sections (one lvl0 for all), the page that says "yacht" most comes before the
    // racing page that says it once.
    const { entry, index } = indexOf(site().map((p) => inSection('Docs', p)));
    expect(entry.sections).toBeUndefined();
    expect((await topPages(index, 'yacht regatta')).slice(0, 3)).toEqual([
      '/racing/rent',
      '/fleet/yachts',
      '/racing/mount',
    ]);
    // With sections, a common word among the rare ones: ranked as always.
    const common = indexOf(site()).index;
    expect((await topPages(common, 'yacht fleet regatta'))[0]).not.toBe('/racing/mount');
  });
});
