// Six more integrator tasks followed from the home page (content58): a RockREMOTE on a vessel, a
// RockBLOCK RTU reporting a sensor through its serial API, the Core API from devices to a geofence
// alert, a tracker installed in a vehicle or aircraft feeding positions to a host, a battery and
// solar budget, and a message sent from the phone through a tracker. Each check is a step a reader
// met missing, pointing nowhere, or as code that could not be run as written.
import { execFileSync, spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { block, brokenAnchors, read, section } from './docPages.js';

const hasPython = spawnSync('python3', ['--version']).status === 0;

const runPython = (code: string) => execFileSync('python3', ['-c', code], { encoding: 'utf8' });

describe('integrator tasks, continued: the home page sends each reader to a step that exists', () => {
  it('lists the tracker installation, RTU sensor, Core API and phone messaging tasks', () => {
    const start = section(read('index.md'), /^## Start here/);
    for (const link of [
      '/tracking/fleet/overview#first-installation',
      '/tracking/air/overview#before-first-flight',
      '/tracking/serial-api/overview#reading-the-position',
      '/iot/rockblock-rtu/serial-api/send-data#report-a-sensor-reading-on-a-schedule',
      '/software-services/core/api/authentication',
      '/software-services/core/api/push-api',
      '/software-services/core/geofences',
      '/software-services/ble-apps/connect',
    ]) {
      expect(start, link).toContain(`](${link})`);
    }
    expect(brokenAnchors(start)).toEqual([]);
  });
});

describe('a tracker in a vehicle or aircraft gives its position to a host (R7+GPS)', () => {
  const page = read('tracking/serial-api/overview.md');
  const parser = block(page, 'python', 'r7_gps.py');

  it('the installation steps of RockAIR and RockFLEET link the position section', () => {
    for (const file of ['tracking/air/overview.md', 'tracking/fleet/overview.md']) {
      const text = read(file);
      expect(text, file).toContain('/tracking/serial-api/overview#reading-the-position');
      expect(brokenAnchors(text), file).toEqual([]);
    }
  });

  it.skipIf(!hasPython)(
    'the parser turns both sample replies into the positions their titles give',
    () => {
      expect(parser).not.toBe('');
      // Each sample block's title gives the position in degrees and minutes; its reply is the line
      // after the R7+GPS command.
      const samples = [...page.matchAll(/^```text title="[^"]*?: ([^"]+)"\n([\s\S]*?)^```/gm)]
        .map((m) => {
          const pos = (m[1] ?? '').match(/(\d+)°([\d.]+)' ([EW]), (\d+)°([\d.]+)' ([NS])/);
          const reply = (m[2] ?? '').split('\n');
          const line = reply[reply.indexOf('R7+GPS') + 1] ?? '';
          if (!pos) return null;
          const lon = (Number(pos[1]) + Number(pos[2]) / 60) * (pos[3] === 'W' ? -1 : 1);
          const lat = (Number(pos[4]) + Number(pos[5]) / 60) * (pos[6] === 'S' ? -1 : 1);
          return { line, lat, lon };
        })
        .filter((s) => s !== null);
      expect(samples.length).toBe(2);
      const out = runPython(
        parser.replace(/^(fleet|air) = .*\n^print\(.*\n/gm, '') +
          `\nimport json\nres = [parse_r7_gps(l) for l in ${JSON.stringify(samples.map((s) => s.line))}]` +
          `\ntry:\n    parse_r7_gps(",,,,,,,,,,,")\n    empty = "accepted"\nexcept ValueError:\n    empty = "refused"` +
          `\nprint(json.dumps({"res": res, "empty": empty}))\n`,
      );
      const { res, empty } = JSON.parse(out.trim().split('\n').pop() ?? '{}') as {
        res: { latitude: number; longitude: number }[];
        empty: string;
      };
      samples.forEach((s, i) => {
        expect(res[i]?.latitude).toBeCloseTo(s.lat, 3);
        expect(res[i]?.longitude).toBeCloseTo(s.lon, 3);
      });
      expect(empty).toBe('refused');
    },
  );
});

describe('a RockBLOCK RTU reports a sensor reading on a schedule through its serial API', () => {
  const page = read('iot/rockblock-rtu/serial-api/send-data.md');
  const program = block(page, 'python', 'rtu_report.py');

  it.skipIf(!hasPython)(
    'send_reading sends a checked R7+WH, returns the ID and refuses an ERROR reply',
    () => {
      expect(program).not.toBe('');
      // A stand-in for pyserial and the RTU: replies framed LF CR with a blank line first, an ID
      // and OK when the checksum matches, ERROR otherwise.
      const harness = `
import sys, types, struct, json
class FakePort:
    def __init__(self, corrupt=False):
        self.corrupt, self.out, self.sent = corrupt, b"", []
    def write(self, data):
        cmd = data.decode().rstrip("\\r")
        self.sent.append(cmd)
        body = bytes.fromhex(cmd.split("=", 1)[1])
        ok = crc_xmodem(body[2:]) == int.from_bytes(body[:2], "big") and not self.corrupt
        self.out += b"\\n\\r12\\n\\rOK\\n\\r" if ok else b"\\n\\rERROR\\n\\r"
    def readline(self):
        if not self.out:
            return b""
        i = self.out.find(b"\\n")
        line, self.out = self.out[: i + 1], self.out[i + 1 :]
        return line
sys.modules["serial"] = types.SimpleNamespace(Serial=object)
g = {"__name__": "rtu_report"}
exec(compile(PROGRAM, "rtu_report.py", "exec"), g)
crc_xmodem, send_reading = g["crc_xmodem"], g["send_reading"]
good, bad = FakePort(), FakePort(corrupt=True)
first = send_reading(good, 21.5)
second = send_reading(bad, 21.5)
payload = bytes.fromhex(good.sent[0].split("=", 1)[1])[2:]
print(json.dumps({"first": first, "second": second, "cmd": good.sent[0], "decoded": struct.unpack(">If", payload)[1]}))
`;
      const out = runPython(`PROGRAM = ${JSON.stringify(program)}\n${harness}`);
      const res = JSON.parse(out.trim().split('\n').pop() ?? '{}') as {
        first: string | null;
        second: string | null;
        cmd: string;
        decoded: number;
      };
      expect(res.first).toBe('12');
      expect(res.second).toBeNull();
      expect(res.cmd).toMatch(/^R7\+WH=[0-9a-f]{4}[0-9a-f]{16}$/);
      expect(res.decoded).toBe(21.5);
    },
  );

  it.skipIf(!hasPython)('the decode example prints what its comment says', () => {
    const decode = block(page, 'python', 'Decode one reading');
    expect(decode).not.toBe('');
    const expected = decode.match(/# (\d+ [\d.]+)\s*$/m)?.[1];
    expect(runPython(decode).trim()).toBe(expected);
  });

  it('the RTU introduction links the section', () => {
    expect(read('iot/rockblock-rtu/intro.md')).toContain(
      './serial-api/send-data.md#report-a-sensor-reading-on-a-schedule',
    );
  });
});

describe('the Core API path ends where the geofence alert arrives', () => {
  it('each geofence page names the Push API alert type and links the table', () => {
    for (const file of [
      'software-services/core/geofences/index.md',
      'software-services/core/api/api3/geofences.md',
      'software-services/core/api/api3/polyfences.md',
    ]) {
      const text = read(file);
      expect(text, file).toContain('/software-services/core/api/push-api#alert-types');
      expect(text, file).toMatch(/`alertType` `(GEOFENCE|POLYFENCE)`/);
      expect(brokenAnchors(text), file).toEqual([]);
    }
  });

  it('API3 Geofences promises no calls it does not document', () => {
    expect(read('software-services/core/api/api3/geofences.md')).not.toMatch(
      /calls documented below/,
    );
  });
});

describe('a battery and solar panel sized from the power pages', () => {
  const text = section(read('power/index.md'), /From a daily budget to a battery/);

  it('the sizing steps exist and their example follows from the 9704 budget', () => {
    expect(text).not.toBe('');
    const total = read('power/index.md').match(/\*\*about ([\d.]+) Wh\*\*/)?.[1];
    expect(total).toBeDefined();
    const row = (label: string) => text.split('\n').find((l) => l.startsWith(`| ${label} |`)) ?? '';
    const fromBattery = row('Energy from the battery').match(
      /([\d.]+) Wh \/ ([\d.]+) ≈ ([\d.]+) Wh/,
    );
    expect(fromBattery?.[1]).toBe(total);
    const daily = Number(fromBattery?.[3]);
    expect(Number(total) / Number(fromBattery?.[2])).toBeCloseTo(daily, 2);
    const battery = row('Battery').match(
      /([\d.]+) Wh × (\d+) \/ (\d+) V \/ ([\d.]+) ≈ ([\d.]+) Ah/,
    );
    expect(Number(battery?.[1])).toBe(daily);
    expect(
      (daily * Number(battery?.[2])) / Number(battery?.[3]) / Number(battery?.[4]),
    ).toBeCloseTo(Number(battery?.[5]), 2);
    const panel = row('Panel').match(/([\d.]+) Wh \/ \(([\d.]+) h × ([\d.]+)\) ≈ ([\d.]+) W/);
    expect(Number(panel?.[1])).toBe(daily);
    expect(daily / (Number(panel?.[2]) * Number(panel?.[3]))).toBeCloseTo(Number(panel?.[4]), 2);
  });

  it('the RockBLOCK 9603 charge method leads on to the sizing steps', () => {
    expect(read('iot/rockblock/user-manual/power-consumption.md')).toContain(
      '/power#from-a-daily-budget-to-a-battery-and-a-solar-panel',
    );
  });
});

describe('a message from the phone through a tracker, checked end to end', () => {
  it('the Connect page says where the message arrives and how the reply comes back', () => {
    const text = section(
      read('software-services/ble-apps/connect.md'),
      /^## Messaging through the tracker/,
    );
    for (const link of [
      '/software-services/core/message-centre#searching-message-history',
      '/software-services/core/api/push-api#message-and-alert-fields',
      '/tracking/common-features/mailbox-checking',
    ]) {
      expect(text, link).toContain(`](${link})`);
    }
    expect(brokenAnchors(text)).toEqual([]);
  });
});

describe('a RockREMOTE on a vessel: the messaging endpoint is chosen and tested', () => {
  it('the installation page ends by choosing where messages go and publishing a test', () => {
    const text = section(read('iot/rockremote/installation.md'), /^## 6\. Confirm the cloud side/);
    expect(text).toContain('./configuration/iot-gateway.md#cloud-side-cloudloop-mqtt');
    expect(text).toContain('/software-services/cloudloop/data#http-webhook');
    expect(text).toContain('./configuration/iot-gateway.md#publish-from-a-local-device');
    expect(brokenAnchors(text)).toEqual([]);
  });
});
