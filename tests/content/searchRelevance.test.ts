// Relevance of the built-in search on the real knowledgebase: queries a customer types (commands,
// product names, symptoms, API names; prefixes and typos too), each with the page that must be
// among the first three pages of the results. The index is built in memory exactly as the build
// does (compiled docs → sections → records → index) and queried with the browser's engine.
import { beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { loadSite } from '../../plugins/loadSite.js';
import { createDocCompiler } from '../../plugins/mdx/compileDoc.js';
import { buildLocalIndex } from '../../plugins/search/buildLocalIndex.js';
import { collectSearchRecords } from '../../plugins/search/collectSearchRecords.js';
import { SEARCH_ENTRY_FILE } from '../../src/shared/search/indexFormat.js';
import { createSearchIndex, type SearchIndex } from '../../src/shared/search/searchIndex.js';
import { SUPPORT_QUESTIONS } from './searchQuestions.js';

/** [query, page that must be in the top three pages]. */
const CASES: [string, string][] = [
  // AT commands and tracker commands
  ['AT+SBDIX', '/iot/rockblock/user-manual/at-commands'],
  ['SBDIX', '/iot/rockblock/user-manual/at-commands'],
  ['+CSQ', '/iot/rockblock/user-manual/at-commands'],
  ['AT-MSSTM', '/iot/rockblock/user-manual/at-commands'],
  ['AT+SBDWB', '/iot/rockblock/user-manual/transmit-binary'],
  ['AT+SBDWT', '/iot/rockblock/user-manual/transmit-ascii'],
  ['AT+SBDRT', '/iot/rockblock/user-manual/receive-data'],
  ['AT+SBDMTA', '/iot/rockblock/user-manual/ring-alerts'],
  ['R7+WH', '/tracking/serial-api/send-data'],
  // Products
  ['9603', '/iot/rockblock/product-variants'],
  ['9603 antenna mode', '/iot/rockblock/user-manual/9603-antenna-mode'],
  ['RockBLOCK 9704', '/iot/rockblock-9704/intro'],
  ['RockBLOCK Pro', '/iot/rockblock-pro/intro'],
  ['RockBLOCK RTU', '/iot/rockblock-rtu/intro'],
  ['RockREMOTE Mini', '/iot/rockremote-mini/overview/'],
  ['RockSTAR', '/tracking/star/overview'],
  ['YB3i', '/ybtracking/yb3i-nmea'],
  ['NMEA', '/ybtracking/yb3i-nmea'],
  ['Cloudloop Data', '/software-services/cloudloop/data'],
  ['Burst', '/software-services/cloudloop/burst'],
  // APIs and web services
  ['api3', '/software-services/core/api/api3/contracts/'],
  ['push api', '/software-services/core/api/push-api'],
  ['authentication token', '/software-services/core/api/authentication'],
  ['data api', '/software-services/cloudloop/data-api'],
  ['Subscription Manager API', '/software-services/cloudloop/subman-API'],
  ['geofence api', '/software-services/core/api/api3/geofences'],
  ['polyfence', '/software-services/core/geofences/polyfences'],
  ['MO message webhook', '/iot/rockblock/web-services/receiving-mo-message'],
  ['HTTP POST MT', '/iot/rockblock/web-services/sending-mt-message'],
  ['contract costs', '/iot/rockblock/web-services/iridium-contract-costs'],
  ['message centre', '/software-services/core/message-centre'],
  ['messageOriginateSegment', '/iot/rockblock-9704/imt'],
  ['rbCancelMessage', '/iot/rockblock-9704/imt'],
  // Symptoms and tasks
  ['no signal', '/iot/rockblock/user-manual/signal-strength-check'],
  ['ring alerts not arriving', '/iot/rockblock/user-manual/ring-alerts'],
  ['battery life', '/tracking/star/battery-life'],
  ['power consumption', '/iot/rockblock/user-manual/power-consumption'],
  ['supply voltage', '/iot/rockblock/electrical/power-supply'],
  ['LED meanings RockBLOCK', '/iot/rockblock/electrical/leds'],
  ['connector pinout', '/iot/rockblock/specification/connectors-wiring'],
  ['dimensions', '/iot/rockblock/specification/dimensions'],
  ['iridium time', '/iot/rockblock/user-manual/iridium-time'],
  ['compress data', '/iot/rockblock/user-manual/compress-data'],
  ['adaptive retry', '/iot/rockblock/user-manual/adaptive-retry'],
  ['mailbox check', '/tracking/common-features/mailbox-checking'],
  ['GPS settings', '/tracking/common-features/gps-settings'],
  ['power modes', '/tracking/common-features/power-modes'],
  ['transmission format', '/tracking/common-features/transmission-format'],
  ['warranty', '/tracking/warranty-notices'],
  ['credit usage', '/ybtracking/yblog/credit-usage'],
  ['YBlog invoices', '/ybtracking/yblog/invoices'],
  // As typed: a prefix, a typo
  ['signa', '/iot/rockblock/user-manual/signal-strength-check'],
  ['rockblok', '/iot/rockblock/overview'],
  ['powr consumption', '/iot/rockblock/user-manual/power-consumption'],
];

/**
 * Queries as readers type them when they do not know the docs' words (issue 27): questions,
 * queries with a word no page uses, the reader's words for the site's (the synonyms in
 * site.config.ts), and two concepts at once.
 */
const READER_CASES: [string, string][] = [
  // Questions: only their content words need to match
  [
    'how can I send a message from my server to the modem',
    '/iot/rockblock/web-services/integration',
  ],
  ['how do I receive messages on my server', '/iot/rockblock/web-services/integration'],
  ['how do I check signal strength', '/iot/rockblock/user-manual/signal-strength-check'],
  ['what voltage does the rockblock need', '/iot/rockblock/electrical/power-supply'],
  ['how long does the battery last on the rockstar', '/tracking/star/battery-life'],
  ['how do I verify the webhook signature', '/iot/rockblock/web-services/receiving-mo-message'],
  ['why are my ring alerts not arriving', '/iot/rockblock/user-manual/ring-alerts'],
  ['what does the push api send to my endpoint', '/software-services/core/api/push-api'],
  // A word no page uses, with words that pages do use
  ['yacht tracker', '/tracking/fleet/overview'],
  ['compress payload before sending', '/iot/rockblock/user-manual/compress-data'],
  ['mt message error codes', '/iot/rockblock/web-services/sending-mt-message'],
  ['firmware upgrade rockstar', '/tracking/star/firmware-notes'],
  ['gnss settings tracker', '/tracking/common-features/gps-settings'],
  ['antenna cable loss', '/iot/rockblock/electrical/rf-specification'],
  // The reader's words for the site's (search.synonyms)
  ['pinout', '/iot/rockblock/specification/connectors-wiring'],
  ['ring indicator pin', '/iot/rockblock/specification/connectors-wiring'],
  ['RI pin', '/iot/rockblock/specification/connectors-wiring'],
  ['mobile terminated message http', '/iot/rockblock/web-services/sending-mt-message'],
  ['short burst data modem', '/iot/rockblock/iridium'],
  ['vessel tracking', '/tracking/fleet/overview'],
  ['signal quality command', '/iot/rockblock/user-manual/at-commands'],
  ['webhook', '/iot/rockblock/web-services/receiving-mo-message'],
  // Two concepts at once: the page covering both comes first
  ['rockblock webhook jwt public key', '/iot/rockblock/web-services/receiving-mo-message'],
  ['mo message retries', '/iot/rockblock/user-manual/adaptive-retry'],
  ['push api endpoint json format', '/software-services/core/api/push-api'],
  ['rockstar geofence alert', '/software-services/core/geofences/'],
  ['cloudloop mqtt broker', '/software-services/cloudloop/data'],
  ['webhook respond within 3 seconds', '/iot/rockblock/web-services/receiving-mo-message'],
];

let index: SearchIndex;
beforeAll(async () => {
  const site = await loadSite({ siteDir: join(import.meta.dirname, '../..'), production: true });
  const pages = await collectSearchRecords({ site, compiler: createDocCompiler() });
  const { entry, files } = buildLocalIndex(pages, { synonyms: site.siteConfig.search.synonyms });
  index = createSearchIndex(async (path, kind) => {
    if (path === SEARCH_ENTRY_FILE) return entry;
    const file = files.get(path);
    if (file === undefined) throw new Error(`no index file ${path}`);
    return kind === 'json' ? JSON.parse(file as string) : file;
  });
}, 180_000);

async function topPages(query: string, n = 3): Promise<string[]> {
  const { hits } = await index.search(query, { hitsPerPage: 40 });
  const pages: string[] = [];
  for (const h of hits) if (!pages.includes(h.path)) pages.push(h.path);
  return pages.slice(0, n);
}

describe('search relevance on the knowledgebase', () => {
  it('has at least 40 cases', () => expect(CASES.length).toBeGreaterThanOrEqual(40));

  it.each(CASES)('%s → %s in the top 3', async (query, page) => {
    expect(await topPages(query)).toContain(page);
  });

  it('has at least 25 cases of the readers’ own words', () =>
    expect(READER_CASES.length).toBeGreaterThanOrEqual(25));

  it.each(READER_CASES)('%s → %s in the top 3', async (query, page) => {
    expect(await topPages(query)).toContain(page);
  });

  it('answers the defining page first for identifiers', async () => {
    for (const q of ['AT+SBDIX', 'SBDIX', '+CSQ', 'AT-MSSTM'])
      expect((await topPages(q, 1))[0]).toBe('/iot/rockblock/user-manual/at-commands');
    expect((await topPages('R7+WH', 1))[0]).toBe('/tracking/serial-api/send-data');
  });

  it('answers support questions: the page in the top 3 for every question', async () => {
    expect(SUPPORT_QUESTIONS.length).toBeGreaterThanOrEqual(40);
    const misses: string[] = [];
    for (const [question, pages] of SUPPORT_QUESTIONS) {
      const top = await topPages(question);
      if (!pages.some((p) => top.includes(p))) misses.push(`${question} → ${top.join(', ')}`);
    }
    const hits = SUPPORT_QUESTIONS.length - misses.length;
    // Measured for issue 38: 37 of 44 before the query understanding, 39 after; 42 once the
    // content rounds went through, 44 once the serial troubleshooting and binary message pages
    // answered "does not respond" and "how big is a message" in those words.
    console.log(`support questions: ${hits} of ${SUPPORT_QUESTIONS.length} in the top 3`);
    if (misses.length) console.log(`missed:\n  ${misses.join('\n  ')}`);
    expect(hits).toBe(SUPPORT_QUESTIONS.length);
  });

  it('finds nothing for gibberish', async () => {
    expect(await topPages('qwxzvy')).toEqual([]);
  });
});
