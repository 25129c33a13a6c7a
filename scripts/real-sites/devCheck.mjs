#!/usr/bin/env node
// Checks the dev server on a real site (one run.mjs has prepared: its source and node_modules in
// the cache): `docusaurus-vite start` on it, then in Chromium each page loads with 200 and
// hydrates, a click on a link to the next page is a client navigation (no reload), and an edit of
// a doc shows up in the open page. Prints what it saw and the console errors, exit 1 on a failure.
//
//   node scripts/real-sites/devCheck.mjs <siteDir> --pages / /docs/intro --edit docs/intro.mdx
//     [--port 4790] [--ignore <regexp>]...
//
// The edit appends a paragraph to the doc and takes it out again after. Console errors and failed
// responses (by URL) matching an --ignore pattern are listed apart, as are requests to other hosts
// (the machine has no network).
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';

const args = process.argv.slice(2);
const siteDir = resolve(args[0] ?? '');
const listAfter = (flag) => {
  const at = args.indexOf(flag);
  if (at < 0) return [];
  const end = args.findIndex((a, i) => i > at && a.startsWith('--'));
  return args.slice(at + 1, end < 0 ? undefined : end);
};
const pages = listAfter('--pages');
const edit = listAfter('--edit')[0];
const port = Number(listAfter('--port')[0] ?? 4790);
const ignore = [/net::ERR_NAME_NOT_RESOLVED/, ...listAfter('--ignore').map((p) => new RegExp(p))];
if (!args[0] || pages.length < 2) {
  console.error('usage: devCheck.mjs <siteDir> --pages <first> <second>… [--edit <doc file>]');
  process.exit(2);
}

const editedFile = edit && join(siteDir, edit);
const original = editedFile && readFileSync(editedFile, 'utf8');
const root = join(import.meta.dirname, '../..');
const origin = `http://127.0.0.1:${port}`;
const started = Date.now();
const server = spawn(
  process.execPath,
  [join(root, 'scripts/run.mjs'), 'start', siteDir, '--port', String(port), '--host', '127.0.0.1'],
  { cwd: siteDir, stdio: ['ignore', 'pipe', 'pipe'] },
);
let serverLog = '';
server.stdout.on('data', (d) => (serverLog += d));
server.stderr.on('data', (d) => (serverLog += d));
const failures = [];
const fail = (what) => (failures.push(what), console.log('FAIL', what));
const seconds = (from) => ((Date.now() - from) / 1000).toFixed(1) + ' s';

async function until(check, ms, what) {
  const end = Date.now() + ms;
  for (;;) {
    if (await check().catch(() => false)) return true;
    if (Date.now() > end) return (fail(what), false);
    await new Promise((r) => setTimeout(r, 250));
  }
}

let browser;
try {
  await until(
    () => fetch(origin + '/__nothing').then(() => true),
    180_000,
    'the dev server did not listen',
  );
  console.log(`listening after ${seconds(started)}`);
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const page = await browser.newPage();
  const errors = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text().split('\n')[0]));
  page.on('pageerror', (e) => errors.push('pageerror: ' + e.message.split('\n')[0]));
  // Failed responses by URL (the console's "Failed to load resource" names none).
  const failed = [];
  page.on('response', (r) => r.status() >= 400 && failed.push(`${r.status()} ${r.url()}`));
  const hydrated = () =>
    page.evaluate(() =>
      document.querySelector('#__docs, #__docusaurus')?.hasAttribute('data-hydrated'),
    );

  const first = Date.now();
  const response = await page.goto(origin + pages[0], { timeout: 180_000 });
  if (response?.status() !== 200) fail(`${pages[0]}: HTTP ${response?.status()}`);
  await until(hydrated, 120_000, `${pages[0]}: not hydrated`);
  console.log(`${pages[0]}: ${response?.status()}, hydrated after ${seconds(first)}`);
  await page.evaluate(() => (window.devCheckMark = 1));

  for (const path of pages.slice(1)) {
    const link = page.locator(`a[href="${path}"]:visible`).first();
    if ((await link.count()) === 0) {
      // No link to it on this page: loaded directly (its own 200 and hydration).
      const r = await page.goto(origin + path, { timeout: 180_000 });
      if (r?.status() !== 200) fail(`${path}: HTTP ${r?.status()}`);
      await until(hydrated, 120_000, `${path}: not hydrated`);
      console.log(`${path}: ${r?.status()}, loaded (no link to it on the page before)`);
      await page.evaluate(() => (window.devCheckMark = 1));
      continue;
    }
    const from = Date.now();
    await link.click();
    await page.waitForURL((u) => u.pathname === path, { timeout: 240_000 }).catch(() => undefined);
    const same = await page.evaluate(() => window.devCheckMark === 1).catch(() => false);
    if (new URL(page.url()).pathname !== path) fail(`${path}: the link did not lead there`);
    else if (!same) fail(`${path}: the click reloaded the page`);
    else console.log(`${path}: client navigation in ${seconds(from)}`);
    const status = await fetch(origin + path).then((r) => r.status);
    if (status !== 200) fail(`${path}: HTTP ${status}`);
  }

  if (editedFile) {
    const route = pages[pages.length - 1];
    const marker = `Edited by devCheck ${Date.now()}`;
    const from = Date.now();
    writeFileSync(editedFile, original + `\n\n${marker}\n`);
    const shown = await until(
      () => page.evaluate((m) => document.body.textContent.includes(m), marker),
      60_000,
      `${edit}: the edit did not show up on ${route}`,
    );
    const kept = await page.evaluate(() => window.devCheckMark === 1).catch(() => false);
    if (shown)
      console.log(`${edit}: edit shown after ${seconds(from)} (${kept ? 'HMR' : 'reload'})`);
  }

  const failedReal = failed.filter((f) => !ignore.some((p) => p.test(f)));
  for (const f of [...new Set(failed)])
    console.log('  ', failedReal.includes(f) ? 'FAILED' : 'ignored', f);
  if (failedReal.length) fail('failed responses');
  // A "Failed to load resource" error is one of the responses above.
  const real = errors.filter(
    (e) =>
      !ignore.some((p) => p.test(e)) && !/^Failed to load resource: the server responded/.test(e),
  );
  console.log(`console errors: ${real.length} (and ${errors.length - real.length} ignored)`);
  for (const e of [...new Set(errors)])
    console.log('  ', real.includes(e) ? 'ERROR' : 'ignored', e);
  if (real.length) fail('console errors');
} catch (e) {
  fail(String(e));
} finally {
  if (editedFile) writeFileSync(editedFile, original);
  await browser?.close();
  server.kill();
}
if (failures.length)
  console.log('server log (tail):\n' + serverLog.split('\n').slice(-30).join('\n'));
console.log(failures.length ? `FAILED (${failures.length})` : 'OK');
process.exit(failures.length ? 1 : 0);
