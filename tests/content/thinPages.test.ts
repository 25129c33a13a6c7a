// The thinnest pages, read again by the reader who lands on them (kb61): a developer sending a
// geofence or polyfence to a tracker, a developer alarming on credit use, an engineer checking a
// RockBLOCK Pro APNT, a RockFLEET installer, and a YB Tracking owner paying for and using airtime.
// Each check is a value, a step or an example that reader depends on.
import { execFileSync, spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { block, brokenAnchors, read, section } from './docPages.js';

const hasPython = spawnSync('python3', ['--version']).status === 0;
const runPython = (code: string) => execFileSync('python3', ['-c', code], { encoding: 'utf8' });

/** The P6 geofence radius values (knowledge.cloudloop.com, P6 MT: GEOFENCE_RADIUS_n). */
const RADII = [25, 50, 100, 250, 1000, 2000, 3000];

const CHANGED = Object.entries({
  'software-services/core/': ['api/api2/geofences', 'api/api2/polyfences', 'tools'],
  'software-services/': ['core/api/api3/contracts/index', 'connect/messaging'],
  'iot/rockblock-APNT/': ['index'],
  'tracking/': ['fleet/faq', 'star/firmware-notes'],
  'ybtracking/yblog/': ['airtime', 'invoices', 'maps', 'messages', 'settings'],
}).flatMap(([dir, names]) => names.map((name) => `${dir}${name}.md`));

describe('the thinnest pages link only to headings that exist', () => {
  it.each(CHANGED)('%s', (file) => {
    expect(brokenAnchors(read(file))).toEqual([]);
  });
});

describe('API2 Geofences: a geofence centre a tracker accepts', () => {
  const page = read('software-services/core/api/api2/geofences.md');
  const helper = block(page, 'python', 'geofence_body.py');

  it('lists every radius with the name it travels as, and no other', () => {
    const rows = [
      ...section(page, /^### Radius values/).matchAll(/^\| (\d+) m \| `([^`]+)` \|$/gm),
    ];
    expect(rows.map((r) => Number(r[1]))).toEqual(RADII);
    for (const r of rows) expect(r[2]).toBe(`GEOFENCE_RADIUS_${r[1]}`);
  });

  it.skipIf(!hasPython)('the helper builds the body shown and refuses a radius of 300 m', () => {
    expect(helper).not.toBe('');
    const out = runPython(
      helper +
        '\ntry:\n    geofence_body(51.0, -3.0, 300)\n    print("accepted")\nexcept ValueError:\n    print("refused")\n',
    )
      .trim()
      .split('\n');
    expect(JSON.parse(out[0] ?? '')).toEqual({
      latlng: { latitude: 51.4595, longitude: -3.1615 },
      radius: 'GEOFENCE_RADIUS_250',
    });
    expect(page).toContain(out[0]?.replace(/ /g, ''));
    expect(out[1]).toBe('refused');
  });

  it('sends the centre through Cloudloop and names the decode errors', () => {
    const send = section(page, /^## Sending a geofence centre/);
    expect(send).toMatch(/Data\/DoSendP6Message/);
    expect(send).toMatch(/"type":"MT_MESSAGE_SET_GEOFENCE_CENTRE","geofence":\{"latlng"/);
    for (const error of [
      'ERROR_NO_PAYLOAD',
      'ERROR_PAYLOAD_INVALID',
      'ERROR_PAYLOAD_INVALID_SIZE',
      'ERROR_PAYLOAD_TOO_LONG',
      'ERROR_ENCRYPTED_NO_KEY',
      'ERROR_ENCRYPTED_BAD_KEY',
      'ERROR_UNKNOWN',
    ]) {
      expect(send).toContain(`\`${error}\``);
    }
  });
});

describe('API2 Polyfences: the polygons a tracker receives', () => {
  const page = read('software-services/core/api/api2/polyfences.md');

  it('gives a polyfence body whose polygons each have a numeric id and three or more vertices', () => {
    const body = JSON.parse(block(page, 'json', 'polyfence body')) as {
      polyfences: { geofenceId: number; vertices: { latitude: number; longitude: number }[] }[];
    };
    expect(body.polyfences.length).toBe(2);
    for (const p of body.polyfences) {
      expect(Number.isInteger(p.geofenceId)).toBe(true);
      expect(p.vertices.length).toBeGreaterThanOrEqual(3);
      for (const v of p.vertices) {
        expect(Math.abs(v.latitude)).toBeLessThanOrEqual(90);
        expect(Math.abs(v.longitude)).toBeLessThanOrEqual(180);
      }
    }
  });

  it('sends it as MT_MESSAGE_SET_POLYFENCE and gives the 270-byte message limit', () => {
    const send = block(page, 'bash', 'Load two polygons');
    expect(send).toMatch(/MT_MESSAGE_SET_POLYFENCE", polyfence: \./);
    expect(send).toMatch(/Data\/DoSendP6Message/);
    expect(page).toMatch(/at most 270 bytes/);
    expect(page).toMatch(/`ERROR_PAYLOAD_TOO_LONG`/);
  });
});

describe('API3 Contracts: a runaway tracker found from its credit use', () => {
  const page = read('software-services/core/api/api3/contracts/index.md');
  const script = block(page, 'python', 'runaway_check.py');

  it.skipIf(!hasPython)('the check prints what its comments say', () => {
    expect(script).not.toBe('');
    const printed = runPython(script).trim().split('\n');
    const promised = [...script.matchAll(/^print\(.*\)\s+# (\S+)/gm)].map((m) =>
      (m[1] ?? '').replace(/:$/, ''),
    );
    expect(promised).toEqual(['720', 'True', 'False']);
    expect(printed).toEqual(promised);
  });

  it('shows the usage call with its documented response', () => {
    expect(block(page, 'bash', 'Credits used by device 50075')).toMatch(
      /API3\/Contract\/50075\/Usage/,
    );
    expect(block(page, 'json', 'Response')).toMatch(/"credit": 25448/);
  });
});

describe('RockBLOCK APNT: what Iridium STL delivers and a bench check', () => {
  const page = read('iot/rockblock-APNT/index.md');

  it('gives the published STL figures as the service, not as the unit', () => {
    const stl = section(page, /^## What Iridium STL delivers/);
    expect(stl).toMatch(/May 2016/);
    expect(stl).toMatch(/\| 20–50 m without other aids \|/);
    expect(stl).toMatch(/near 10 ns, never more than 200 ns/);
    expect(stl).toMatch(/under 75 ns with a rubidium oscillator/);
    expect(stl).toMatch(/not a measured specification of the RockBLOCK Pro APNT/);
  });

  it('checks the unit in the order the ports and files allow', () => {
    const steps = section(page, /^## Checking a unit on the bench/);
    expect(steps).toMatch(/^2\. .*`AT\+CGCV`/m);
    expect(steps).toMatch(/^3\. .*`user\.cfg`.*default configuration/m);
    expect(steps).toContain('](/iot/rockblock-pro/stl)');
  });
});

describe('RockFLEET FAQ: the installer answers', () => {
  const page = read('tracking/fleet/faq.md');

  it('gives the serial limits the serial API page gives', () => {
    expect(page).toMatch(/\| 340 bytes \| 336 bytes; 321 bytes when GPS is attached \|/);
    expect(page).toMatch(/\| 270 bytes \| 268 bytes \|/);
    const limits = section(read('tracking/serial-api/overview.md'), /^## Limits/);
    expect(limits).toMatch(/\| 340 bytes \| 336 bytes; 321 bytes when GPS is attached \|/);
    expect(limits).toMatch(/\| 270 bytes \| 268 bytes \|/);
  });

  it('answers the PIN, the version banner, the message queue and the geofence radii', () => {
    expect(page).toMatch(/`1234`/);
    expect(page).toMatch(/`Version 03\.04\.19`/);
    expect(page).toMatch(/queues at most 50 messages for one tracker/);
    expect(page).toMatch(/25, 50, 100, 250, 1000, 2000 or 3000 m/);
    expect(page).toMatch(/<summary>Does the Power Loss alert put the tracker into distress mode\?/);
  });
});

describe('YBlog: paying for airtime and using it', () => {
  it('invoices: billing details first, the VAT number, and the currency of each tariff', () => {
    const page = read('ybtracking/yblog/invoices.md');
    const first = section(page, /^## Before your first purchase/);
    expect(first).toMatch(/^2\. Set \*\*Area of Use\*\*.*TAX\/IVA/m);
    expect(first).toMatch(/Stripe/);
    const currency = section(page, /^## Currency/);
    expect(currency).toMatch(/\| Pay-as-you-go line rental and credits \| GBP, always \|/);
    expect(currency).toMatch(/\| Postpaid large-volume tariffs \| USD \|/);
  });

  it('settings: credits a day follow from the reporting interval, one credit a report', () => {
    const rows = [
      ...read('ybtracking/yblog/settings.md').matchAll(/^\| (\d+) minutes \| (\d+) \|$/gm),
    ];
    expect(rows.length).toBe(4);
    for (const r of rows) expect(Number(r[2])).toBe(1440 / Number(r[1]));
  });

  it('settings: a group shows times in UTC unless its time zone is changed', () => {
    const group = section(read('ybtracking/yblog/settings.md'), /^## Group settings/);
    expect(group).toMatch(/\| Time Zone \| Default UTC \|/);
    expect(group).toMatch(/\| Generate Alerts \| On or off \|/);
  });

  it('airtime: credits outlast the rental, until 12 months without use', () => {
    const between = section(read('ybtracking/yblog/airtime.md'), /^## Between trips/);
    expect(between).toMatch(/\| No credits used for 12 months \| The account's credits expire \|/);
  });

  it('messages: a group message costs credits for every tracker, and the API sends one', () => {
    const page = read('ybtracking/yblog/messages.md');
    expect(page).toMatch(/costs credits for every tracker that receives it/);
    expect(block(page, 'bash', 'Send a message to tracker 21341')).toMatch(
      /core\.rock7\.com\/API2\/SendMessage\/21341/,
    );
  });

  it('maps: an Iridium position is read with its cep, in km', () => {
    const reading = section(read('ybtracking/yblog/maps.md'), /^## Reading positions/);
    expect(reading).toMatch(/`cep` value gives the error in km/);
  });
});

describe('legacy Connect messaging: the worked example adds up', () => {
  const page = read('software-services/connect/messaging.md');

  it('each row is reports plus checks a day, times ten days', () => {
    const rows = [
      ...section(page, /^### Worked example/).matchAll(/^\| [^|]+ \| ([\d +=]+) \| ([\d,]+) \|$/gm),
    ];
    expect(rows.length).toBe(4);
    for (const r of rows) {
      const perDay = Number((r[1] ?? '').split('=').pop());
      expect(Number((r[2] ?? '').replace(/,/g, ''))).toBe(perDay * 10);
    }
  });
});
