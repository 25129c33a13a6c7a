// What Docusaurus 3.8.1 shows for a fixture site's docs, for tests that compare our output with it.
//
//   node scripts/dev/docusaurusReference.mjs tests/fixtures/sites/docusaurus-features
//
// Builds the fixture's docs/ with the benchmark's Docusaurus install (scripts/bench/peer, see
// scripts/bench/README.md; another install with `--peer DIR`) in a temporary site (classic preset,
// docs at /), then writes <fixture>/docusaurus-3.8.1.json: for each page, its code blocks (the lines
// shown, the highlighted ones) and its tab sets (labels in order, the selected one, the panels
// rendered). `extractFeatures` reads our build's HTML the same way (the test imports it).
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { JSDOM } from 'jsdom';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Classes of a tab that the site chose (TabItem `attributes`), not the theme's own. */
const ownClasses = (el) =>
  [...el.classList].filter((c) => !c.startsWith('tabs__') && !c.includes('_')).join(' ');

/**
 * The code blocks and tab sets of a page's HTML (ours or Docusaurus's): a code block is a `pre`
 * whose lines are `.line` (ours) or `.token-line` (Docusaurus) spans; a tab set is a
 * `[role=tablist]` with its `[role=tab]`s and the `[role=tabpanel]`s of the same container.
 */
export function extractFeatures(html) {
  const { document } = new JSDOM(html).window;
  const article = document.querySelector('article') ?? document.body;
  const codeBlocks = [...article.querySelectorAll('pre')].map((pre) => {
    const lines = [...pre.querySelectorAll('.line, .token-line')];
    return {
      lines: lines.map((l) => l.textContent.replace(/\n$/, '')),
      highlighted: lines.flatMap((l, i) =>
        l.classList.contains('theme-code-block-highlighted-line') ? [i] : [],
      ),
    };
  });
  const tabs = [...article.querySelectorAll('[role=tablist]')].map((list) => {
    const tabEls = [...list.querySelectorAll('[role=tab]')];
    const panels = [...list.parentElement.querySelectorAll('[role=tabpanel]')];
    return {
      labels: tabEls.map((t) => t.textContent.trim()),
      selected: tabEls.findIndex((t) => t.getAttribute('aria-selected') === 'true'),
      tabClasses: tabEls.map(ownClasses),
      panels: panels.map((p) => ({ text: p.textContent.trim(), hidden: p.hasAttribute('hidden') })),
    };
  });
  return { codeBlocks, tabs };
}

function main() {
  const args = process.argv.slice(2);
  const peerAt = args.indexOf('--peer');
  const peer = resolve(peerAt >= 0 ? args.splice(peerAt, 2)[1] : join(ROOT, 'scripts/bench/peer'));
  const fixture = resolve(args[0] ?? 'tests/fixtures/sites/docusaurus-features');
  const site = mkdtempSync(join(tmpdir(), 'docusaurus-reference-'));
  try {
    symlinkSync(join(peer, 'node_modules'), join(site, 'node_modules'));
    cpSync(join(fixture, 'docs'), join(site, 'docs'), { recursive: true });
    writeFileSync(
      join(site, 'docusaurus.config.js'),
      `module.exports = { title: 'Reference', url: 'https://reference.example.com', baseUrl: '/',
  onBrokenLinks: 'warn', onBrokenMarkdownLinks: 'warn',
  presets: [['classic', { docs: { routeBasePath: '/' }, blog: false, pages: false, theme: {} }]] };\n`,
    );
    execFileSync(
      process.execPath,
      [
        join(peer, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'),
        'build',
        '--out-dir',
        'build',
      ],
      { cwd: site, stdio: 'inherit' },
    );
    const pages = {};
    for (const f of readdirSync(join(fixture, 'docs'))) {
      const id = f.replace(/\.mdx?$/, '');
      pages[id] = extractFeatures(readFileSync(join(site, 'build', id, 'index.html'), 'utf8'));
    }
    const out = join(fixture, 'docusaurus-3.8.1.json');
    writeFileSync(out, JSON.stringify(pages, null, 2) + '\n');
    console.log(`wrote ${out}`);
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
