// One truth per fact, in the company's own voice (issue 36): no doc speaks of our own
// documentation in the third person, no wiring table is left to be confirmed, and facts that were
// once given two ways (the +SBDIX success rule, the 9704's smallest message) are stated one way.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scanDoc } from './hedges';

const docsDir = join(import.meta.dirname, '../../docs');

/** Phrases that speak of our own documentation from outside, or leave a fact to be confirmed. */
export const THIRD_PERSON: RegExp[] = [
  /Ground Control(?:'s)? (?:own |public |published |current |older |shared )?(?:[\w-]+ ){0,2}(?:documentation|docs|reference|help pages?|product page|receive page|pages)\b/i,
  /\bGround Control (?:documents|describes|states|says|quotes|lists|refers to|marks)\b/i,
  /\bGround Control gives (?:no|a|v?\d)/i,
  /\bGround Control does not (?:publish|document|state)\b/i,
  /\bthe (?:2026 )?product page\b/i,
  /\bthe specification page\b/i,
  /\bConfirmed behaviour\b/,
  /\(confirm\)/i,
  /\bbelieved to be\b/i,
];

/** Statements of the +SBDIX MO status rule that contradict Iridium's: 0 to 4 success, 5 up failure. */
const WRONG_SBDIX: RegExp[] = [
  /MO status[^.|]{0,30}\b(?:above|over|greater than) 2\b/i,
  /\b0, 1 or 2\b/,
  /\bmo_status (?:<=|<) ?[23]\b/,
  /\bmo_status > ?2\b/,
  /\bmo <= 2\b/,
  /MO status values? of 0 to 2\b/i,
];

/** The smallest Python a page asks for, as in "Python 3.10 or later". */
const PYTHON_MINIMUM = /\bPython (3\.\d+)(?: or later|\+| and later)/g;

/** Descriptions of the 9704 library's receive-with-topic call as a filter, which it is not. */
const TOPIC_FILTER: RegExp[] = [
  /\bfor one topic only\b/i,
  /\baccept only one topic\b/i,
  /\bonly (?:get|receive|return)s? messages (?:sent )?(?:to|on|for) (?:this|that|one|a given) topic\b/i,
];

function docs(dir = docsDir): { file: string; text: string }[] {
  const out: { file: string; text: string }[] = [];
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) out.push(...docs(full));
    else if (/\.mdx?$/.test(name))
      out.push({ file: relative(docsDir, full), text: readFileSync(full, 'utf8') });
  }
  return out;
}

const hits = (patterns: RegExp[], text: string) =>
  patterns.flatMap((p) => (p.test(text) ? [String(p)] : []));

describe('voice and consistency patterns', () => {
  it('catch the wording they are for', () => {
    for (const bad of [
      "Ground Control's documentation quotes a fixed charge.",
      "Ground Control's published pages list them.",
      'Ground Control documents three options.',
      'The smallest message is 10 bytes on the specification page.',
      '| 9 | LiON (confirm) | Power in |',
      'The Li-ion input is believed to be pin 9.',
      'Ground Control marks its 9704 documentation as early-access.',
    ])
      expect(hits(THIRD_PERSON, bad), bad).not.toEqual([]);
    for (const bad of [
      '| MO status | 0, 1 or 2: delivered. Above 2: failed |',
      'if mo_status <= 2:',
      'MO status above 2 means the session failed',
    ])
      expect(hits(WRONG_SBDIX, bad), bad).not.toEqual([]);
    for (const bad of [
      '| `rbReceiveMessageWithTopic()` | As above, for one topic only. |',
      'Pass `topic=` to accept only one topic.',
      'It only receives messages sent to this topic.',
    ])
      expect(hits(TOPIC_FILTER, bad), bad).not.toEqual([]);
    expect([...'Python 3.8 or later'.matchAll(PYTHON_MINIMUM)].map((m) => m[1])).toEqual(['3.8']);
  });

  it('leave correct statements alone', () => {
    const good =
      'Ground Control publishes an open-source library. MO status 0 to 4: delivered; 5 and ' +
      'above: failed. if mo_status <= 4: done. Pin 9 (BAT) is the Li-ion input.';
    expect(hits(THIRD_PERSON, good)).toEqual([]);
    expect(hits(WRONG_SBDIX, good)).toEqual([]);
    const receive =
      'In v0.1.31 the `topic` argument is not used, so it returns the next message whatever its ' +
      'topic; it does not filter by topic.';
    expect(hits(TOPIC_FILTER, receive)).toEqual([]);
  });
});

describe('docs', () => {
  const all = docs();

  it('speak as our own documentation and leave no wiring row to be confirmed', () => {
    const found = all.flatMap(({ file, text }) =>
      hits(THIRD_PERSON, text).map((p) => `${file}: ${p}`),
    );
    expect(found).toEqual([]);
  });

  it('give one +SBDIX rule: MO status 0 to 4 delivered, 5 and above failed', () => {
    const found = all.flatMap(({ file, text }) =>
      hits(WRONG_SBDIX, text).map((p) => `${file}: ${p}`),
    );
    expect(found).toEqual([]);
    const atCommands = all.find((d) => d.file === 'iot/rockblock/user-manual/at-commands.md');
    expect(atCommands?.text).toMatch(/0 to 4: the MO message[^|]*5 and above: the session failed/);
  });

  it('give the RockBLOCK 9704 one message size range and one I/O count', () => {
    const docs9704 = all.filter((d) => d.file.startsWith('iot/rockblock-9704/'));
    const tenBytes = docs9704.filter((d) => /\b10 bytes\b/.test(d.text)).map((d) => d.file);
    expect(tenBytes).toEqual([]);
    const spec = docs9704.find((d) => d.file === 'iot/rockblock-9704/specification.md');
    // Iridium's IMT guide (aws-samples/aws-iot-iridium-satellite, imt-getting-started): payloads of
    // 1 to 100,000 bytes; rock7/RockBLOCK-9704 v0.1.31 accepts any length > 0 and its examples send
    // 9- to 12-byte messages. The 10- and 25-byte minimums once given here are not the network's.
    expect(spec?.text).toMatch(/\| Message size \| 1 to 100,000 bytes/);
    const padded = all
      .filter((d) =>
        /\b(?:10|25) to 100,000 bytes|\bpad[^.]{0,40}\bto (?:10|25) bytes/i.test(d.text),
      )
      .map((d) => d.file);
    expect(padded).toEqual([]);
    expect(spec?.text).not.toMatch(/5 inputs and 3 outputs/);
  });

  it('give the RockBLOCK 9704 library one Python requirement and no topic filter on receive', () => {
    const docs9704 = all.filter((d) => d.file.startsWith('iot/rockblock-9704/'));
    // pyproject.toml: requires-python >=3.8 up to v0.1.27, >=3.10 from v0.1.28 (and in 1.x).
    const versions = docs9704.flatMap(({ file, text }) =>
      [...text.matchAll(PYTHON_MINIMUM)].map((m) => `${file}: ${m[1]}`),
    );
    expect(versions.length).toBeGreaterThan(0);
    expect(versions.filter((v) => !v.endsWith(': 3.10'))).toEqual([]);
    // v0.1.31: rbReceiveMessageWithTopic() ignores its topic argument.
    const filters = docs9704.flatMap(({ file, text }) =>
      hits(TOPIC_FILTER, text).map((p) => `${file}: ${p}`),
    );
    expect(filters).toEqual([]);
  });

  it('tell 9704 developers that an accepted message outlives a library time-out', () => {
    // rock7/RockBLOCK-9704 issue #67: the modem holds an accepted MO for up to 6 hours, and
    // PUT messageOriginateStatus {"action": "cancel"} cancels it; a resend after a time-out is
    // how one message arrives twice (issue #27).
    const doc = (file: string) => all.find((d) => d.file === file)?.text ?? '';
    const imt = doc('iot/rockblock-9704/imt.md');
    expect(imt).toMatch(/## Queues, time limits and duplicates/);
    expect(imt).toMatch(/up to 6 hours/);
    expect(imt).toMatch(
      /PUT messageOriginateStatus \{"topic_id": \d+, "message_id": \d+, "action": "cancel"\}/,
    );
    expect(imt).toMatch(/\| Time to live \|/);
    expect(doc('iot/rockblock-9704/faq.md')).toMatch(/Why did the same message arrive twice\?/);
    expect(doc('iot/rockblock-9704/examples.md')).toMatch(/#queues-time-limits-and-duplicates/);
  });

  it('give the Iridium gateway one SBD MT queue limit: 50 messages a device', () => {
    // DirectIP MT confirmation -5: "MT message queue full (max of 50)".
    for (const file of [
      'iot/rockblock/user-manual/receive-data.md',
      'tracking/common-features/mailbox-checking.md',
    ]) {
      const text = all.find((d) => d.file === file)?.text ?? '';
      expect(text, file).toMatch(/at most \**50\** (?:MT )?messages for one (?:device|tracker)/);
    }
  });

  it('answer the RockREMOTE downlink instead of calling its calls unpublished', () => {
    const rawImt = all.find((d) => d.file === 'iot/rockremote/operation/raw-imt.md')?.text ?? '';
    expect(scanDoc(rawImt).hedges).toBe(0);
    expect(rawImt).toMatch(/Data\/DoSendIotMessage/);
  });

  it('give RockAIR its size, power inputs and keypad instead of deferring to documents in the box', () => {
    // RockAIR Mk1 Manual v2 (22 May 2017, in public repo agmatthews/LoRaTracker, Reference/):
    // 100 x 119 x 25 mm, 210 g; micro-USB adaptor of at least 1.3 A at 5 V, 12/24 V DC, internal
    // battery for temporary use; hard reset = hold button 1 for 8 s; cancel alert = hold 4 s.
    const doc = (file: string) => all.find((d) => d.file === file)?.text ?? '';
    const deferring = all
      .filter((d) => /installation documents (?:that come|supplied) with the unit/i.test(d.text))
      .map((d) => d.file);
    expect(deferring).toEqual([]);
    const overview = doc('tracking/air/overview.md');
    expect(overview).toMatch(/\| Weight \| 210 g \|/);
    expect(overview).toMatch(/at least 1\.3 A at 5 V/);
    expect(overview).toMatch(/Molex 43045-0408/);
    const keys = doc('tracking/air/key-functionality.md');
    expect(keys).toMatch(/\| Hard reset \| Hold Power for 8 s \|/);
    expect(keys).toMatch(/\| Cancel an alert \| Hold Alert for 4 s/);
  });

  it('give the R7+GPS reply its real field order and no invented firmware history', () => {
    // RockFLEET/YB3i Serial API Specification (5 Sep 2016) and a RockAIR session from June 2018
    // (agmatthews/LoRaTracker, Reference/rockairSerial.txt): longitude comes first.
    const found = all.filter((d) => /Older firmware also accepts/.test(d.text)).map((d) => d.file);
    expect(found).toEqual([]);
    const overview = all.find((d) => d.file === 'tracking/serial-api/overview.md')?.text ?? '';
    expect(overview).toMatch(/R7\+GPS:HOT=1/);
    expect(overview).toMatch(/00117\.49527,W,5053\.33916,N,/);
    expect(overview).toMatch(/14425\.40040E,3736\.96060S,/);
    expect(overview).toMatch(/\| YB3i \| Yes/);
  });

  it("explain the BURST trigger by the trackers' Burst Mode, not Iridium Burst", () => {
    for (const file of ['messaging/rockstar-burst.md', 'software-services/core/api/push-api.md']) {
      const text = all.find((d) => d.file === file)?.text ?? '';
      expect(text, file).toMatch(/Burst Mode/);
    }
  });

  it('give the RockBLOCK RTU and Switch/Sense R7 send limit as 336 bytes of user data', () => {
    // docs.groundcontrol.com/iot/rockblock-rtu/serial-api/send-data: SBD MO packet 340 bytes,
    // user-definable payload 336 bytes (WH, WHNC) or 321 bytes with GPS (WHP, WHNCP).
    const io = all.filter(
      (d) =>
        d.file.startsWith('iot/rockblock-rtu/') || d.file.startsWith('iot/rockblock-switch-sense/'),
    );
    const found = io.filter((d) => /\b338\b/.test(d.text)).map((d) => d.file);
    expect(found).toEqual([]);
    for (const file of [
      'iot/rockblock-rtu/serial-api/send-data.md',
      'iot/rockblock-switch-sense/serial-api/send-data.md',
    ]) {
      const text = all.find((d) => d.file === file)?.text ?? '';
      expect(text, file).toMatch(/\| 336 bytes \|/);
      expect(text, file).toMatch(/\b321 bytes\b/);
    }
  });

  it('give every R7 serial device one send limit: 336 bytes of user data, 321 with GPS', () => {
    // docs.groundcontrol.com/iot/rockblock-rtu/serial-api/overview covers RockFLEET, RockAIR and
    // RockBLOCK RTU; its send-data page gives 336 bytes (WH, WHNC) or 321 bytes (WHP, WHNCP).
    // The older tracking copy's 338 is superseded, so no page may say 338.
    const found = all.filter((d) => /\b338\b/.test(d.text)).map((d) => d.file);
    expect(found).toEqual([]);
    const doc = (file: string) => all.find((d) => d.file === file)?.text ?? '';
    expect(doc('tracking/serial-api/send-data.md')).toMatch(
      /\| Maximum user data, `WH` \/ `WHNC` \/ `WB` \/ `WBNC` \| 336 \|/,
    );
    expect(doc('tracking/serial-api/send-data.md')).toMatch(/336 bytes is 672 hex characters/);
    expect(doc('tracking/common-features/gps-settings.md')).toMatch(
      /costs 15 bytes of the 336-byte allowance/,
    );
    expect(doc('iot/index.md')).toMatch(/Serial API: 336-byte payload out/);
  });

  it('give the RockBLOCK 9603 one supply rule for both power pins: at least 500 mA', () => {
    // docs.groundcontrol.com/iot/rockblock/electrical/power-supply: 470 mA maximum on the 5 V
    // and Li-ion inputs alike, and a Rev F board limits both to about 500 mA and needs a source
    // that can deliver 500 mA. The older connector table's "450 mA limit" contradicts it.
    const found = all.filter((d) => /\b450 ?mA\b/.test(d.text)).map((d) => d.file);
    expect(found).toEqual([]);
    const pins = all.find((d) => d.file === 'iot/rockblock/specification/connectors-wiring.md');
    expect(pins?.text).toMatch(/\| 8 \| 5V \|[^\n]*at least 500 mA \|/);
    expect(pins?.text).toMatch(/\| 9 \| BAT \|[^\n]*3\.5–5\.4 V[^\n]*at least 500 mA/);
  });

  it("give the 9704's topic time to live and queue depth as the modem reports them", () => {
    // rock7/RockBLOCK-9704 issue #65 (JSPR log): GET messageProvisioning lists each Cloudloop topic
    // with "priority":"High","discard_time_seconds":604800,"max_queue_depth":99.
    const imt = all.find((d) => d.file === 'iot/rockblock-9704/imt.md')?.text ?? '';
    expect(imt).toMatch(/\| `discardTimeSeconds` \| `discard_time_seconds` \|/);
    expect(imt).toMatch(/\| `maxQueueDepth` \| `max_queue_depth` \|/);
    expect(imt).toMatch(/"discard_time_seconds":604800,"max_queue_depth":99/);
    expect(imt).toMatch(/time to live \(7 days, with room for 99 messages/);
  });

  it('explain why bars differ between modems and tell installers what to do about antennas', () => {
    // Iridium 9602 developer's guide, 4.6 S-meter performance: 2 dB a bar, 0.5 dB calibration
    // tolerance, several ring channels on the air at once.
    const doc = (file: string) => all.find((d) => d.file === file)?.text ?? '';
    const signal = doc('iot/signal_strength.md');
    expect(signal).toMatch(/## Why do two devices side by side show different bars\?/);
    expect(signal).toMatch(/within 0\.5 dB/);
    for (const file of ['iot/9770-Antenna-Options.md', 'iot/rockblock-pro/antenna.md']) {
      expect(doc(file), file).not.toMatch(/\bnot public\b/);
      expect(doc(file), file).toMatch(/ask Ground Control support to confirm/);
    }
  });

  it('write the IMT message limit one way: 100 kB (100,000 bytes), never 100 KB', () => {
    const found = all.filter((d) => /\b100 ?KB\b/.test(d.text)).map((d) => d.file);
    expect(found).toEqual([]);
  });
});
