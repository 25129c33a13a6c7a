// Two readers followed from the home page (content60): a fleet operator with tens of trackers in
// the field (silent trackers, reporting interval, the bill, a replaced unit, a month of positions)
// and a first-time buyer choosing a device for a buoy, a vehicle or a remote camera. Each check is
// a step one of them met missing, pointing nowhere, or with a figure that did not add up.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { block, brokenAnchors, read, section } from './docPages.js';

const hasPython = spawnSync('python3', ['--version']).status === 0;

describe('the home page sends the fleet operator and the buyer to steps that exist', () => {
  const start = section(read('index.md'), /^## Start here/);

  it('has a row for each of their tasks, and every anchor it links resolves', () => {
    for (const link of [
      '/iot#choosing-for-a-job',
      '/software-services/core/position-data#fleet-checks-from-your-stored-reports',
      '/tracking/common-features/settings#the-reporting-interval',
      '/software-services/core/configuration#changing-a-whole-fleet',
      '/software-services/core/airtime',
      '/software-services/core/airtime#stopping-a-tracker-you-no-longer-use',
    ]) {
      expect(start, link).toContain(`](${link})`);
    }
    expect(brokenAnchors(start)).toEqual([]);
  });
});

describe('fleet checks: silent trackers, a month of positions and a replaced unit', () => {
  const page = read('software-services/core/position-data.md');
  const fleet = section(page, /^## Fleet checks from your stored reports/);
  const script = block(fleet, 'python', 'fleet_check.py');

  it('the section links only to headings that exist', () => {
    expect(fleet).not.toBe('');
    expect(brokenAnchors(fleet)).toEqual([]);
  });

  it.skipIf(!hasPython)('the script finds silent trackers and exports one month per asset', () => {
    expect(script).not.toBe('');
    const mapped = [...script.matchAll(/"(\d+)": "([^"]+)"/g)];
    expect(mapped.length).toBeGreaterThanOrEqual(2);
    const [[, oldUnit = '', asset = ''] = [], [, newUnit = ''] = []] = mapped;
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();
    const dir = mkdtempSync(join(tmpdir(), 'fleet-check-'));
    try {
      writeFileSync(join(dir, 'fleet_check.py'), script);
      const serials = [oldUnit, newUnit, '90001', '90002'];
      const devices = serials.map((serial) => ({ id: 'x'.repeat(32), serial, type: 'device' }));
      writeFileSync(join(dir, 'devices.json'), JSON.stringify({ devices }));
      const reports = [
        // The failed unit: stale, delivered twice; retired, so the silent check skips it.
        { id: 'a', serial: Number(oldUnit), at: hoursAgo(72), source: 'GPS', lat: 1, lon: 2 },
        { id: 'a', serial: Number(oldUnit), at: hoursAgo(72), source: 'GPS', lat: 1, lon: 2 },
        // Its replacement: fresh, with an Iridium-only position.
        {
          id: 'b',
          serial: Number(newUnit),
          at: hoursAgo(1),
          source: 'IRIDIUM',
          iridium_latitude: 3,
          iridium_longitude: 4,
          cep: 5,
        },
        // Another tracker, quiet for 30 hours. 90002 never reported.
        { id: 'c', serial: 90001, at: hoursAgo(30), source: 'GPS', lat: 5, lon: 6 },
      ];
      writeFileSync(join(dir, 'reports.jsonl'), reports.map((r) => JSON.stringify(r)).join('\n'));
      const run = (...args: string[]) =>
        execFileSync('python3', ['fleet_check.py', ...args], { cwd: dir, encoding: 'utf8' });

      // The failed unit is retired, so only the quiet tracker and the silent one are listed.
      expect(script).toMatch(new RegExp(`^RETIRED = \\{"${oldUnit}"\\}`, 'm'));
      const silent = run('silent').trim().split('\n');
      expect(silent.map((l) => l.split('\t')[0]).sort()).toEqual(['90001', '90002']);
      expect(silent.find((l) => l.startsWith('90002'))).toMatch(/no report/);

      const months = new Set(reports.map((r) => r.at.slice(0, 7)));
      const rows = [...months].flatMap((m) => run('export', m).trim().split('\n').slice(1));
      // One row per distinct report; both units under the asset's name; the Iridium estimate used.
      expect(rows.length).toBe(3);
      expect(rows.filter((r) => r.startsWith(`${asset},`)).length).toBe(2);
      expect(rows).toContain(`${asset},${newUnit},${reports[2]?.at},IRIDIUM,3,4,5`);
      // A month with no reports exports only the header.
      expect(run('export', '1999-01').trim().split('\n')).toHaveLength(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('changing the reporting interval of a whole fleet', () => {
  const fleet = section(
    read('software-services/core/configuration.md'),
    /^## Changing a whole fleet/,
  );

  it('tests one tracker first, then checks every tracker with the fleet checks', () => {
    const steps = [...fleet.matchAll(/^\d+\. (.*)$/gm)].map((m) => m[1] ?? '');
    expect(steps.length).toBeGreaterThanOrEqual(4);
    expect(steps.findIndex((s) => /^Change one tracker/.test(s))).toBeGreaterThanOrEqual(0);
    expect(fleet).toContain(
      '/software-services/core/position-data#fleet-checks-from-your-stored-reports',
    );
    expect(brokenAnchors(fleet)).toEqual([]);
  });
});

describe('the buyer: choosing for a job', () => {
  const iot = read('iot/index.md');
  const jobs = section(iot, /^## Choosing for a job/);
  const num = (s: string) => Number(s.replace(/,/g, ''));

  it('every link in the comparison resolves', () => {
    expect(jobs).not.toBe('');
    expect(brokenAnchors(jobs)).toEqual([]);
  });

  it('the credit figures follow from the intervals and the 50-byte rule', () => {
    const perDay = jobs.match(/\| Messages a day \| (\d+) \| (\d+) \|/);
    expect(perDay).not.toBeNull();
    expect(num(perDay?.[1] ?? '')).toBe(24); // one an hour
    expect(num(perDay?.[2] ?? '')).toBe((24 * 60) / 5); // one every 5 minutes
    for (const [, day = '', month = ''] of jobs.matchAll(
      /([\d,]+) credits a day, about ([\d,]+) in 30 days/g,
    )) {
      expect(num(month)).toBe(num(day) * 30);
    }
    // The SBD comparison for the image: 340-byte messages, one credit per started 50 bytes.
    const image = jobs.match(/a ([\d,]+)-byte image over SBD is (\d+) messages and (\d+) credits/);
    expect(image).not.toBeNull();
    const bytes = num(image?.[1] ?? '');
    const pieces = Array.from({ length: Math.ceil(bytes / 340) }, (_, i) =>
      Math.min(340, bytes - i * 340),
    );
    expect(num(image?.[2] ?? '')).toBe(pieces.length);
    expect(num(image?.[3] ?? '')).toBe(pieces.reduce((s, p) => s + Math.ceil(p / 50), 0));
  });

  it("the tracker airtime estimate covers the vehicle's 5-minute interval", () => {
    const airtime = read('software-services/core/airtime.md');
    const row = airtime.match(/^\| 5 minutes \| (\d+) \| (\d+) \|$/m);
    expect(row?.slice(1).map(Number)).toEqual([288, 288]);
  });
});
