// The next thin pages, read again by the reader who lands on them (kb62): an engineer fault-finding
// a RockBLOCK by its LEDs or writing a support request, an integrator drawing a polyfence, a
// RockFLEET or RockAIR installer checking firmware, a phone-app user, and an installer preparing a
// compliance file. Each check is a value, a step or an example that reader depends on, held against
// the page that owns the figure so the two cannot drift apart.
import { describe, expect, it } from 'vitest';
import { anchors, block, brokenAnchors, read, section } from './docPages.js';

const CHANGED = [
  'iot/rockblock/electrical/leds.md',
  'iot/rockblock/support/contact-us.md',
  'software-services/core/geofences/polyfences.md',
  'tracking/fleet/firmware-notes.md',
  'tracking/air/firmware-notes.md',
  'ble-apps.md',
  'software-services/connect/setup.md',
  'iot/rockblock-rtu/compliance.md',
  'iot/rockremote/compliance.md',
  'iot/rockremote-mini/compliance.md',
];

/** Rows of the markdown tables in `text`, each as its trimmed cells. */
const rows = (text: string) =>
  text
    .split('\n')
    .filter((l) => /^\|.*\|$/.test(l) && !/^\|[-| ]+\|$/.test(l))
    .map((l) =>
      l
        .slice(1, -1)
        .split('|')
        .map((c) => c.trim()),
    );

/** The row whose first cell starts with `first`, without that cell. */
const row = (text: string, first: string) =>
  rows(text)
    .find((r) => r[0]?.startsWith(first))
    ?.slice(1);

/** CRC-16/XMODEM, the R7 serial API's checksum. */
function crcXmodem(bytes: Uint8Array): number {
  let crc = 0;
  for (const b of bytes) {
    crc ^= b << 8;
    for (let i = 0; i < 8; i++)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
}

describe('the changed pages link only to headings that exist', () => {
  it.each(CHANGED)('%s', (file) => {
    expect(brokenAnchors(read(file))).toEqual([]);
  });

  it('relative links with a fragment on the RockBLOCK pages name real headings', () => {
    const targets: [string, string][] = [
      ['iot/rockblock/support/contact-us.md', 'iot/rockblock/user-manual/at-commands.md'],
      ['iot/rockblock/electrical/leds.md', 'iot/rockblock/electrical/power-supply.md'],
      ['iot/rockremote-mini/compliance.md', 'iot/rockremote-mini/overview/serial-interface.md'],
    ];
    for (const [file, target] of targets) {
      const ids = anchors(read(target));
      const name = target.split('/').pop() ?? '';
      for (const m of read(file).matchAll(new RegExp(`${name.replace('.', '\\.')}#([\\w-]+)`, 'g')))
        expect(ids, `${file} → ${name}#${m[1]}`).toContain(m[1]);
    }
  });
});

describe('RockBLOCK LEDs: a bench engineer narrowing down a fault', () => {
  const page = read('iot/rockblock/electrical/leds.md');
  const supply = read('iot/rockblock/electrical/power-supply.md');

  it('gives the same supply limits as the Power supply page', () => {
    const limits = section(page, /^### Supply limits/);
    for (const [ours, theirs] of [
      ['RockBLOCK 9603, 5 V input', 'RockBLOCK 9603, 5 V input'],
      ['RockBLOCK 9603, 3.7 V Li-ion', 'RockBLOCK 9603, 3.7 V (Li-ion)'],
      [
        'RockBLOCK 9602, 5 V input, capacitors fitted',
        'RockBLOCK 9602, 5 V input, capacitors fitted',
      ],
    ] as const) {
      expect(row(limits, ours), ours).toEqual(row(supply, theirs));
    }
    expect(row(limits, 'RockBLOCK 9603, 5 V input')).toEqual(['3.0 V', '5.4 V', '470 mA']);
    expect(page).toMatch(/at least 500 mA/);
  });

  it('tells the host the NET levels and timings the Network availability page gives', () => {
    const host = section(page, /^## Reading the same states from your host/);
    const net = read('iot/rockblock/electrical/network-availability.md');
    expect(row(host, 'Can the antenna see a satellite?')?.slice(1)).toEqual(
      row(net, 'RockBLOCK 9602 / 9603 (pin 4)'),
    );
    expect(host).toMatch(/about every 4 seconds/);
    expect(host).toMatch(/120 seconds/);
    expect(block(page, 'text', 'Check the module is ready')).toBe('AT\nOK\nAT+CSQ\n+CSQ:3\nOK\n');
  });
});

describe('RockBLOCK Contact Us: a diagnostic log support can act on', () => {
  const page = read('iot/rockblock/support/contact-us.md');
  const log = block(page, 'text', 'Diagnostic session').split('\n');

  it('runs the identifying commands before the session and ends each reply with OK', () => {
    const commands = log.filter((l) => l.startsWith('AT'));
    expect(commands).toEqual([
      'AT',
      'AT+CGMI',
      'AT+CGMM',
      'AT+CGMR',
      'AT+CGSN',
      'AT+CSQ',
      'AT+SBDIX',
    ]);
    expect(log.filter((l) => l === 'OK')).toHaveLength(commands.length);
    expect(log).toContain('300234010753370');
    expect(log.find((l) => l.startsWith('+SBDIX:'))?.split(',')).toHaveLength(6);
  });

  it('splits the MO status where the AT command reference does', () => {
    const ref = read('iot/rockblock/user-manual/at-commands.md');
    expect(ref).toMatch(/`MO status` \| 0 to 4: .*5 and above: the session failed/);
    expect(page).toMatch(/`\+SBDIX:` first value 0 to 4 \|/);
    expect(page).toMatch(/`\+SBDIX:` first value 5 or more \|/);
    expect(page).toMatch(/AT\+SBDD0`\]\(\.\.\/user-manual\/at-commands\.md#at-sbdd\)/);
  });
});

describe('Polyfences: a polygon the tracker accepts', () => {
  const page = read('software-services/core/geofences/polyfences.md');
  const body = JSON.parse(block(page, 'json', 'One geofence')) as {
    polyfences: { geofenceId: number; vertices: { latitude: number; longitude: number }[] }[];
  };

  it('has at least three vertices per geofence, in range, with unique ids', () => {
    const ids = body.polyfences.map((p) => p.geofenceId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const fence of body.polyfences) {
      expect(fence.vertices.length).toBeGreaterThanOrEqual(3);
      for (const v of fence.vertices) {
        expect(Math.abs(v.latitude)).toBeLessThanOrEqual(90);
        expect(Math.abs(v.longitude)).toBeLessThanOrEqual(180);
      }
    }
  });

  it('keeps the shape the API2 page sends, and its size limit', () => {
    const api2 = JSON.parse(
      block(read('software-services/core/api/api2/polyfences.md'), 'json', 'polyfence body'),
    ) as typeof body;
    expect(Object.keys(body)).toEqual(Object.keys(api2));
    expect(body.polyfences[0]).toEqual(api2.polyfences[0]);
    const limit = row(read('tracking/serial-api/overview.md'), 'Receive (MT)')?.[0];
    expect(section(page, /^### Size limit/)).toContain(`at most ${limit}`);
  });

  it('names only decode errors Cloudloop records', () => {
    const errors = read('software-services/core/api/api2/geofences.md');
    const named = [
      ...section(page, /^## If the tracker does not react/).matchAll(/`(ERROR_\w+)`/g),
    ];
    expect(named.length).toBeGreaterThan(0);
    for (const [, e] of named) expect(errors).toContain(`\`${e}\``);
  });
});

describe('Tracker firmware notes: which firmware a unit runs and what it accepts', () => {
  const fleet = read('tracking/fleet/firmware-notes.md');
  const air = read('tracking/air/firmware-notes.md');
  const overview = read('tracking/serial-api/overview.md');

  it('RockFLEET: the LED test agrees with the Power Modes table for v03.04.29', () => {
    const modes = read('tracking/common-features/power-modes.md');
    const newer = row(modes, 'External')?.slice(1, 3).join(', ');
    expect(newer).toBe('Green, Flash every 1 s');
    expect(row(section(fleet, /^### From the LED/), 'Unlimited')).toEqual([
      'Green, flashing every 1 s',
      'Green, solid',
    ]);
  });

  it('RockFLEET: serial settings and the original firmware limits as the serial API gives them', () => {
    const serial = section(fleet, /^### From the serial port/);
    expect(serial).toMatch(/19200 baud, 8 data bits, no parity, 1 stop bit, no flow control/);
    expect(serial).toMatch(/Configure > External Data > Serial Mode\*\* to \*\*Serial API/);
    expect(overview).toMatch(/at most 268 bytes of data in one `R7\+WH` message, or 250 bytes/);
    expect(row(fleet, '1.3.1 (December 2014)')?.[0]).toMatch(
      /at most 268 bytes.*250 bytes with `R7\+WHP`/,
    );
  });

  it('RockAIR: the test session sends a command whose checksum is right', () => {
    const session = block(air, 'text', 'Check the version').split('\n');
    const send = session.find((l) => l.startsWith('R7+WH=')) ?? '';
    const [, crc = '', hex = ''] = /^R7\+WH=([0-9a-f]{4})([0-9a-f]+)$/.exec(send) ?? [];
    expect(Buffer.from(hex, 'hex').toString()).toBe('Hello World');
    expect(crc).toBe(crcXmodem(Buffer.from(hex, 'hex')).toString(16).padStart(4, '0'));
    expect(session[0]).toBe('Version 03.04.19');
  });

  it('RockAIR: the user-data limits are those of the serial API', () => {
    const [, data = ''] = row(overview, 'Send (MO)') ?? [];
    const [, bytes, gps] = /^(\d+) bytes; (\d+) bytes when GPS/.exec(data) ?? [];
    expect(air).toContain(`user data up to ${bytes} bytes, or ${gps} bytes with GPS attached`);
  });
});

describe('Phone apps: where a setting lives and what a channel accepts', () => {
  const apps = read('ble-apps.md');
  const legacy = read('software-services/connect/setup.md');

  it('lists the six channel modes the Sense/Switch page configures', () => {
    const sixModes = section(
      read('software-services/connect/sense-switch-config.md'),
      /^### The six modes/,
    );
    const modes = rows(sixModes)
      .map((r) => r[0])
      .filter((m) => m !== 'Mode');
    const ours = rows(section(apps, /^## Common tasks/)).map((r) => r[0]);
    expect(modes).toHaveLength(6);
    for (const m of modes) expect(ours).toContain(m);
  });

  it('gives the input electrics and the 15 s spacing the RTU pages give', () => {
    expect(apps).toMatch(/holds 3\.3 V on an open contact and passes a 300 µA wetting current/);
    expect(read('iot/rockblock-rtu/key-functionality.md')).toMatch(/less than 15 s apart/);
    expect(apps).toMatch(/at most once every 15 seconds/);
  });

  it('legacy Connect: a balance request by satellite costs what the Messaging page says', () => {
    expect(read('software-services/connect/messaging.md')).toMatch(/\| Satellite \| 1 credit/);
    expect(row(legacy, '**Request Balance**')?.[1]).toMatch(/over the satellite .* costs 1 credit/);
    expect(row(legacy, '**Configure > External Data > Serial Mode**')?.[1]).toMatch(
      /defaults to 19200/,
    );
  });
});

describe('Compliance: the installer’s loss budget and the details to quote', () => {
  it('RockBLOCK RTU: the loss budget uses the Antenna page’s limits', () => {
    const page = read('iot/rockblock-rtu/compliance.md');
    const antenna = read('iot/rockblock-rtu/antenna.md');
    const budget = section(page, /^## Antenna loss budget/);
    expect(row(antenna, 'Cable loss between')?.[0]).toBe('2 dB maximum');
    expect(row(antenna, 'Total implementation loss')?.[0]).toBe('3 dB maximum');
    expect(row(budget, 'Coaxial cable')?.[1]).toBe('2 dB maximum for the cable alone');
    expect(row(budget, 'Total implementation loss')?.[1]).toBe('3 dB maximum');
    expect(budget).toMatch(/3 dBi of gain/);
  });

  it('RockBLOCK RTU: the FCC ID split is stated as the FCC issues codes', () => {
    const fcc = section(read('iot/rockblock-rtu/compliance.md'), /^### Reading an FCC ID/);
    expect(fcc).toMatch(/five-character grantee codes since May 2013/);
    expect(fcc).toMatch(/starts with a digit has a five-character grantee code/);
  });

  it('RockREMOTE: the fields read for a declaration request exist in System Information', () => {
    const page = read('iot/rockremote/compliance.md');
    const info = read('iot/rockremote/operation/system-information.md');
    const jq = /jq '\.info \| \{([^}]+)\}'/.exec(
      block(page, 'bash', 'Read the serial number'),
    )?.[1];
    const fields = (jq ?? '').split(',').map((f) => f.trim());
    expect(fields).toEqual(['serial', 'hardwareRevision', 'fwMain', 'fwMCU', 'fwIridium']);
    expect(info).toMatch(
      /\| `info` \| Object \| The detailed device information, holding the fields below/,
    );
    for (const f of fields) expect(info).toMatch(new RegExp(`^\\| \`${f}\` \\|`, 'm'));
  });

  it('RockREMOTE Mini: the readiness check gives the replies the Command Response API documents', () => {
    const page = read('iot/rockremote-mini/compliance.md');
    const api = read('iot/rockremote-mini/operation/cmd-resp-API.md');
    const check = block(page, 'text', 'Check the Mini is registered').trim().split('\n');
    for (let i = 0; i < check.length; i += 2) {
      const endpoint = /\/api\/public\/([\w-]+)$/.exec(check[i] ?? '')?.[1] ?? '';
      expect(api, endpoint).toContain(`curl -s -m 5 http://192.168.250.1/api/public/${endpoint}`);
      const reply = check[i + 1] ?? '';
      const documented = section(
        api,
        new RegExp(
          `^## ${endpoint === 'connection' ? 'Connection' : endpoint.replace(/-/g, ' ')}`,
          'i',
        ),
      );
      expect(documented, endpoint).toContain(reply);
    }
    expect(page).toMatch(/at least 10 minutes/);
    expect(read('iot/rockremote-mini/overview/serial-interface.md')).toMatch(/at least 10 minutes/);
  });
});
