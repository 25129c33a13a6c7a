// An integrator's tasks, followed through the knowledgebase from the home page (content55): a
// RockBLOCK 9603 on the bench, a RockBLOCK 9704, a Cloudloop webhook that replies to the device, a
// tracker's reporting interval and position, a YB Tracking event, and a modem stuck at 0 bars. Each
// check below is a step a reader once met missing, pointing nowhere, or as code that would not run.
import { execFileSync, spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { docsDir, read, section } from './docPages.js';

function docFiles(dir = docsDir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return docFiles(full);
    return /\.mdx?$/.test(name) ? [relative(docsDir, full)] : [];
  });
}

/** The body of every fenced block of `lang` in a page, with its title, indentation removed. */
function codeBlocks(text: string, lang: string): { title: string; code: string }[] {
  const fence = new RegExp(
    '^( *)```' + lang + '(?: title="([^"]*)")?[^\\n]*\\n([\\s\\S]*?)^\\1```',
    'gm',
  );
  return [...text.matchAll(fence)].map((m) => {
    const indent = (m[1] ?? '').length;
    return {
      title: m[2] ?? '',
      code: (m[3] ?? '')
        .split('\n')
        .map((line) => line.slice(indent))
        .join('\n'),
    };
  });
}

/** Names a Python block reads but never binds (imports, defs, arguments, assignments, builtins). */
const UNDEFINED_NAMES_PY = `
import ast, builtins, json, sys
out = []
for src in json.load(sys.stdin):
    try:
        tree = ast.parse(src)
    except SyntaxError as e:
        out.append(["SyntaxError: %s (line %s)" % (e.msg, e.lineno)])
        continue
    bound, read = set(dir(builtins)), set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            bound.update((a.asname or a.name).split(".")[0] for a in node.names)
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            bound.add(node.name)
        elif isinstance(node, ast.arg):
            bound.add(node.arg)
        elif isinstance(node, ast.ExceptHandler) and node.name:
            bound.add(node.name)
        elif isinstance(node, ast.Name):
            (read if isinstance(node.ctx, ast.Load) else bound).add(node.id)
    out.append(sorted(read - bound))
print(json.dumps(out))
`;

const hasPython = spawnSync('python3', ['--version']).status === 0;

/** Blocks that build on a helper defined on another page, which they name. */
const FROM_ANOTHER_PAGE: Record<string, string[]> = {
  // "using the helper from the data cycle page"
  'iot/rockblock/user-manual/transmit-binary.md': ['rb'],
};

/** Ways a page cited where a fact came from instead of stating it. */
const CITES_PUBLIC_CODE = /\bpublic (?:receiver )?(?:code|clients?)\b/i;

describe('following an integrator task through the docs', () => {
  it('the source-citing pattern catches the old wording and leaves a public key alone', () => {
    expect(CITES_PUBLIC_CODE.test('a real delivery quoted in public receiver code')).toBe(true);
    expect(CITES_PUBLIC_CODE.test('public clients that work with a RockBLOCK 9704')).toBe(true);
    expect(CITES_PUBLIC_CODE.test('verify it with this public key')).toBe(false);
  });

  it('pages state what a delivery carries without citing "public code" or "public clients"', () => {
    const found = docFiles().filter((f) => CITES_PUBLIC_CODE.test(read(f)));
    expect(found).toEqual([]);
  });

  it.skipIf(!hasPython)('every Python sample binds every name it uses', () => {
    const blocks = docFiles().flatMap((file) =>
      codeBlocks(read(file), 'python').map((b) => ({ file, ...b })),
    );
    expect(blocks.length).toBeGreaterThan(30);
    const verdicts = JSON.parse(
      execFileSync('python3', ['-c', UNDEFINED_NAMES_PY], {
        input: JSON.stringify(blocks.map((b) => b.code)),
        encoding: 'utf8',
      }),
    ) as string[][];
    const problems = blocks.flatMap((b, i) => {
      const allowed = FROM_ANOTHER_PAGE[b.file] ?? [];
      const left = (verdicts[i] ?? []).filter((name) => !allowed.includes(name));
      return left.length ? [`${b.file} "${b.title}": ${left.join(', ')}`] : [];
    });
    expect(problems).toEqual([]);
  });

  it('Cloudloop: the webhook receiver replies to the Thing that sent the message, and its sample body fits it', () => {
    const data = read('software-services/cloudloop/data.md');
    const receiver = codeBlocks(data, 'python').find((b) => b.title.startsWith('receiver.py'));
    expect(receiver?.code).toContain('msg["identity"]["thingId"]');
    expect(receiver?.code).toMatch(/DoSendSbdMessage[\s\S]*data\.hex\(\)/);
    expect(receiver?.code).toMatch(/DoSendImtMessage[\s\S]*b64encode\(data\)/);
    const node = codeBlocks(data, 'js').find((b) => b.title.startsWith('receiver.mjs'));
    expect(node?.code).toContain('msg.identity.thingId');
    const sample = codeBlocks(data, 'json').find((b) => b.title.startsWith('lingo-mo.json'));
    const doc = JSON.parse(sample?.code ?? 'null') as {
      id: string;
      identity: { thingId: string; subscriber: { type: string } };
      message: string;
    };
    expect(doc.identity.thingId).toMatch(/^[A-Za-z]{32}$/);
    expect(doc.identity.subscriber.type).toBe('SUBSCRIBER_TYPE_SBD');
    expect(Buffer.from(doc.message, 'base64').toString()).toBe('PING');
    const reply = section(data, /Replying to a device/);
    expect(reply).toContain('identity.thingId');
    expect(reply).toContain('/software-services/cloudloop/data-api#send-a-p6-message-to-a-tracker');
  });

  it('trackers: the reporting-interval row leads to the rates of each model', () => {
    const settings = read('tracking/common-features/settings.md');
    const row = settings.split('\n').find((l) => l.startsWith('| Tracking |'));
    expect(row).toContain('(#the-reporting-interval)');
    const interval = section(settings, /The reporting interval/);
    expect(interval).toContain(
      '/tracking/air/key-functionality#reporting-rates-burst-mode-and-profiles',
    );
    expect(interval).toContain('/tracking/serial-api/overview#reporting-rate');
    expect(interval).toContain(
      '/software-services/core/configuration#sending-a-configuration-change',
    );
  });

  it('signal: a modem stuck at 0 bars and a failed session each have a next step', () => {
    const faq = read('iot/signal_strength.md');
    const zero = section(faq, /reads 0 bars/);
    expect(zero).toContain(
      '/iot/rockblock/user-manual/9603-antenna-mode#prove-which-antenna-is-in-use',
    );
    expect(zero).toMatch(/−1 is not "no signal"/);
    const failing = section(faq, /good signal but messages still fail/);
    expect(failing).toContain('/iot/rockblock/user-manual/at-commands#at-sbdix');
    expect(failing).toContain('/iot/rockblock-9704/specification#jspr-result-codes');
    const check = read('iot/rockblock/user-manual/signal-strength-check.md');
    expect(section(check, /If the signal stays low/)).toContain(
      '/iot/signal_strength#my-device-reads-0-bars-what-do-i-check',
    );
  });

  it('YB Tracking: an event organiser finds the public race map and fleet groups from the section start', () => {
    const tasks = section(read('ybtracking/index.md'), /Find your task/);
    expect(tasks).toMatch(
      /public race map[^\n]*\/ybtracking\/ybrental#questions-to-ask-yb-tracking/,
    );
    expect(tasks).toContain('/software-services/core/groups');
  });

  it('a failed send: the retry code stops on every MO status the AT+SBDIX table says no retry fixes', () => {
    const table = section(
      read('iot/rockblock/user-manual/at-commands.md'),
      /AT\+SBDIX \{#at-sbdix\}/,
    );
    const hopeless = table
      .split('\n')
      .filter((row) => /retrying will not help|stop retrying|Re-enable the radio/.test(row))
      .map((row) => Number(row.match(/^\| (\d+) \|/)?.[1]));
    expect(hopeless).toEqual([15, 16, 33, 34, 64, 65]);
    const retry = read('iot/rockblock/user-manual/adaptive-retry.md');
    const stop = retry
      .match(/STOP_CODES = \{([\d, ]+)\}/)?.[1]
      ?.split(',')
      .map(Number);
    expect(stop).toEqual(hopeless);
    expect(retry).toContain(`return ${hopeless.map((n) => `mo == ${n}`).join(' || ')};`);
  });

  it('RockBLOCK 9603 wiring: the power-up checklist names the inputs instead of pointing "above"', () => {
    const checklist = section(
      read('iot/rockblock/specification/connectors-wiring.md'),
      /Before you power up/,
    );
    expect(checklist).not.toMatch(/as described above/);
    expect(checklist).toMatch(/pin 8[^\n]*pin 9[^\n]*pin 10/);
  });
});
