// The third round of thin pages, read again by the reader who lands on them (kb63): a finance
// contact checking credit use and a failed purchase, a developer sending polyfences, an engineer
// updating a RockREMOTE or RTU, a RockREMOTE Mini integrator, a tracker owner asking support, an
// office operator whose message or alert did not arrive, a RockSTAR user tuning alerts, and a
// firmware developer waiting on the RockBLOCK's NET pin. Each check is a value, a step or an
// example that reader depends on, held against the page that owns the figure. The first block
// holds the two facts this round settled: the R7 serial send limit and the 9770 antenna page.
import { execFileSync, spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { block, brokenAnchors, read, section } from './docPages.js';

const CHANGED = [
  'software-services/core/statistics.md',
  'iot/rockremote/firmware-release-notes.md',
  'software-services/core/billing.md',
  'software-services/core/api/api3/polyfences.md',
  'tracking/support.md',
  'iot/rockblock-rtu/firmware-release-notes.md',
  'iot/rockremote-mini/faq.md',
  'software-services/core/message-centre.md',
  'software-services/core/users.md',
  'tracking/star/faq.md',
  'iot/rockblock/electrical/network-availability.md',
  'software-services/core/edit-tracker.md',
  'iot/9770-Antenna-Options.md',
];

const hasPython = spawnSync('python3', ['--version']).status === 0;

/** Cells of the table row whose first cell starts with `first`, without that cell. */
const row = (text: string, first: string) =>
  text
    .split('\n')
    .find((l) => l.startsWith(`| ${first}`))
    ?.slice(1, -1)
    .split('|')
    .slice(1)
    .map((c) => c.trim());

/** The number of rows in the first table of `text` that follows a header row. */
const tableRows = (text: string) =>
  text.split('\n').filter((l) => /^\|.*\|$/.test(l) && !/^\|[-| ]+\|$/.test(l)).length - 1;

describe('the changed pages link only to headings that exist', () => {
  it.each(CHANGED)('%s', (file) => {
    expect(brokenAnchors(read(file))).toEqual([]);
  });
});

describe('the R7 serial send limit: one figure on every page that gives it', () => {
  // docs.groundcontrol.com/iot/rockblock-rtu/serial-api/send-data, the R7 API section that covers
  // RockFLEET, RockAIR and RockBLOCK RTU: 340-byte packet, 336 bytes of user data (WH, WHNC) or
  // 321 bytes with GPS (WHP, WHNCP). The tracking section's older copy gives 338; 336 is the
  // figure every device on the shared API accepts.
  const limits = section(read('tracking/serial-api/overview.md'), /^## Limits/);
  const sendLimits = section(read('tracking/serial-api/send-data.md'), /^## Size limits/);

  it('gives the overview, the tracker send page and the RTU send page the same numbers', () => {
    expect(row(limits, 'Send (MO)')).toEqual([
      '340 bytes',
      '336 bytes; 321 bytes when GPS is attached',
    ]);
    expect(row(sendLimits, 'Maximum packet')).toEqual(['340']);
    expect(row(sendLimits, 'Maximum user data, `WH`')).toEqual(['336']);
    expect(row(sendLimits, 'Maximum user data with GPS')).toEqual(['321']);
    const rtu = read('iot/rockblock-rtu/serial-api/send-data.md');
    expect(row(rtu, 'User data (`R7+WH`')).toEqual(['336 bytes']);
  });

  it('keeps the hex length and the position cost consistent with 336 and 321', () => {
    expect(read('tracking/serial-api/send-data.md')).toMatch(
      `336 bytes is ${336 * 2} hex characters`,
    );
    expect(read('tracking/common-features/gps-settings.md')).toMatch(
      `The position costs ${336 - 321} bytes`,
    );
  });
});

describe('9770 Antenna Options: the page a RockREMOTE installer is sent to', () => {
  const page = read('iot/9770-Antenna-Options.md');
  const products = page.split('\n## Placement rules')[0] ?? '';

  it('names all three 9770 products and sends the RockBLOCK 9704 to its own page', () => {
    for (const name of ['[RockREMOTE]', 'RockREMOTE Rugged', '[RockREMOTE Mini]'])
      expect(products).toContain(`| ${name}`);
    expect(products).toMatch(/RockBLOCK 9704 is not a 9770 product/);
    expect(products).toContain('(/iot/rockblock-9704/antenna)');
  });

  it('gives a connection check for the RockREMOTE and Rugged as well as the Mini', () => {
    expect(section(page, /^### On a RockREMOTE Mini/)).toContain('/api/public/signal-strength');
    const full = section(page, /^### On a RockREMOTE or RockREMOTE Rugged/);
    expect(full).toMatch(/`Transport` in use/);
    expect(full).toMatch(/must be `IRIDIUM`/);
  });

  it('is not promised an approved-antenna list by the RockREMOTE antenna page', () => {
    expect(read('iot/rockremote/antenna.md')).not.toMatch(/Approved antennas[^.]*are collected on/);
  });
});

describe('Statistics: a finance contact checking a tracker against its settings', () => {
  const page = read('software-services/core/statistics.md');
  const table = section(page, /^## Checking a tracker against its settings/);

  it('computes each expected month from the interval, one credit per report', () => {
    const rowsFound = [...table.matchAll(/^\| (\d+) (minutes|hours) \| (\d+) \| (\d+) \|$/gm)];
    expect(rowsFound.length).toBe(6);
    for (const [, n = '', unit, perDay = '', month = ''] of rowsFound) {
      const minutes = Number(n) * (unit === 'hours' ? 60 : 1);
      expect(Number(perDay)).toBe(1440 / minutes);
      expect(Number(month)).toBe((31 * 1440) / minutes);
    }
  });

  it('uses the same worked figure as the API2 Contracts example, and says what doubles it', () => {
    expect(table).toMatch(/about 2976 credits/);
    expect(read('software-services/core/api/api2/contracts.md')).toMatch(/"credit": 2976/);
    const wrong = section(page, /^## When the figures look wrong/);
    expect(row(wrong, 'About twice the expected credits')?.[0]).toMatch(/Mailbox checking/);
    expect(tableRows(wrong)).toBeGreaterThanOrEqual(5);
  });
});

describe('Billing: a failed purchase or a stopped tracker', () => {
  const page = read('software-services/core/billing.md');

  it('says line rental is never extended automatically, and what to do for each failure', () => {
    expect(section(page, /^## Emails you should expect/)).toMatch(/never extended automatically/);
    const table = section(page, /^## If a purchase or a tracker goes wrong/);
    expect(row(table, 'Core will not let you buy')?.[1]).toMatch(/Billing Settings/);
    expect(row(table, 'Several trackers stopped at once')?.[0]).toMatch(/credits ran out/);
    expect(page).toMatch(/12 months/);
  });
});

describe('API3 Polyfences: polygons checked before they cost airtime', () => {
  const page = read('software-services/core/api/api3/polyfences.md');
  const code = block(page, 'python', 'check_polygon.py');

  it('has a checker whose printed results match its comments', () => {
    expect(code).toMatch(/len\(vertices\) < 3/);
    if (!hasPython) return;
    const out = execFileSync('python3', ['-c', code], { encoding: 'utf8' }).trim().split('\n');
    expect(out[0]).toBe('[]');
    expect(out[1]).toMatch(/need at least 3.*out of range/);
  });

  it('tells the reader when the tracker collects the configuration', () => {
    const table = section(page, /^## If the tracker does not behave as configured/);
    expect(row(table, 'Nothing changes after step 4')?.[1]).toMatch(/next report or mailbox check/);
  });
});

describe('RockREMOTE and RTU firmware notes: an engineer after an update', () => {
  it('separates a hardware-revision limit from a firmware one on the RockREMOTE', () => {
    const table = section(
      read('iot/rockremote/firmware-release-notes.md'),
      /^## If a feature is missing/,
    );
    expect(table).toMatch(/v0\.12\.0/);
    expect(table).toMatch(/starting with `2`.*v1\.3\.0/);
    expect(table).toMatch(/v1\.8\.0/);
    expect(table).toMatch(/at least 10 minutes/);
  });

  it('checks an RTU with the Hello World send whose CRC the send page gives', () => {
    const page = read('iot/rockblock-rtu/firmware-release-notes.md');
    const session = block(page, 'text', 'Post-update check').split('\n');
    expect(session).toContain('R7+WH=992a48656c6c6f20576f726c64');
    expect(session[0]).toMatch(/^Version \d\d\.\d\d\.\d\d$/);
    expect(session.filter((l) => l === 'OK')).toHaveLength(2);
    expect(read('iot/rockblock-rtu/serial-api/send-data.md')).toContain(
      '992a48656c6c6f20576f726c64',
    );
    expect(page).toMatch(/at least 15 s/);
  });
});

describe('Tracker support and the Mini FAQ: evidence and readings', () => {
  it('shows a serial log with the framing the Response Format page describes', () => {
    const log = block(read('tracking/support.md'), 'text', 'Serial log for a support request');
    const lines = log.trimEnd().split('\n');
    const fromTracker = lines.filter((l) => !l.startsWith('R7+'));
    for (const l of fromTracker) expect(l.endsWith('\\n\\r'), l).toBe(true);
    for (const l of lines.filter((l) => l.startsWith('R7+'))) expect(l.endsWith('\\r')).toBe(true);
    expect(read('tracking/serial-api/response-format.md')).toMatch(/`\\n\\r` \(0x0A 0x0D\)/);
  });

  it('gives the Mini signal range and endpoints the Command Response API page gives', () => {
    const faq = read('iot/rockremote-mini/faq.md');
    const api = read('iot/rockremote-mini/operation/cmd-resp-API.md');
    for (const path of ['signal-strength', 'ppp-status', 'iridium-services', 'reboot']) {
      expect(faq).toContain(`/api/public/${path}`);
      expect(api).toContain(`/api/public/${path}`);
    }
    expect(faq).toMatch(/−126 to −100 dBm and 0 to 5 bars/);
  });
});

describe('Message Centre, Users and Edit Tracker: something did not arrive', () => {
  it('lists the delivery failures and the alert checks as tables', () => {
    const mc = section(
      read('software-services/core/message-centre.md'),
      /^## If a message does not arrive/,
    );
    expect(tableRows(mc)).toBeGreaterThanOrEqual(5);
    expect(mc).toMatch(/UTC/);
    const users = section(
      read('software-services/core/users.md'),
      /^### If a contact does not receive alerts/,
    );
    expect(row(users, 'The group raises alerts at all')?.[0]).toMatch(/Generate Alerts/);
    expect(users).toMatch(/RockSTAR or YB3, RockFLEET or YB3i, or RockAIR/);
  });

  it('finds a tracker from the serial in the Push API example', () => {
    const page = read('software-services/core/edit-tracker.md');
    const steps = section(page, /^## From a record you received to the tracker/);
    const push = read('tracking/serial-api/send-data.md');
    const serial = push.match(/"serial": (\d+)/)?.[1];
    expect(serial).toBeDefined();
    expect(steps).toContain(`"serial": ${serial}`);
    expect(steps).toMatch(/Compare as text/);
  });
});

describe('RockSTAR FAQ and NET: the figures behind the answers', () => {
  it('gives the RockSTAR the alerts and geofence radii the Alerts page gives', () => {
    const faq = section(read('tracking/star/faq.md'), /^## Alerts/);
    const alerts = read('tracking/common-features/alerts.md');
    const radii = '25, 50, 100, 250, 1000, 2000 or 3000 m';
    expect(faq).toContain(radii);
    expect(alerts).toContain(radii);
    for (const name of ['Button', "Dead Man's Switch", 'Timer']) expect(faq).toContain(name);
    expect(faq).toMatch(/Airborne, MOB Watcher and Signal Loss are not available/);
  });

  it('waits on NET for longer than the longest search back-off', () => {
    const page = read('iot/rockblock/electrical/network-availability.md');
    const backOff = Number(page.match(/interval of up to (\d+) seconds/)?.[1]);
    const sketch = block(page, 'cpp', 'Wait for NET, then send');
    const timeout = Number(sketch.match(/NET_TIMEOUT_MS = (\d+)UL/)?.[1]) / 1000;
    expect(backOff).toBe(120);
    expect(timeout).toBeGreaterThan(backOff);
    expect(sketch).toMatch(/Serial1\.begin\(19200\)/);
    expect(sketch).toMatch(/pinMode\(NET_PIN, INPUT\)/);
  });
});
