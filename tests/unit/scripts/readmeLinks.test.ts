// The README stays a page a newcomer reads in minutes, and its reference pages stay reachable:
// every relative link of README.md and reference/*.md names a file that exists and, with a
// `#fragment`, a heading of that file.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import GithubSlugger from 'github-slugger';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../..');
const pages = [
  'README.md',
  ...readdirSync(join(ROOT, 'reference'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `reference/${f}`),
];

/** The anchors GitHub gives a Markdown file's headings (outside code fences). */
function anchorsOf(file: string): Set<string> {
  const slugger = new GithubSlugger();
  const anchors = new Set<string>();
  let fenced = false;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    const heading = !fenced && /^#{1,6} (.+)$/.exec(line);
    if (heading) anchors.add(slugger.slug(heading[1]!.replace(/[`*]/g, '')));
  }
  return anchors;
}

/** `[text](target)` links of a Markdown file (not in code) that are not absolute URLs. */
function relativeLinks(file: string): string[] {
  const text = readFileSync(file, 'utf8')
    .replace(/```[\s\S]*?```/g, '')
    .replace(/`[^`\n]*`/g, '');
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1]!)
    .filter((target) => !/^[a-z]+:/i.test(target));
}

describe('README and reference pages', () => {
  it('keeps the README at most 250 lines, opening with the build-and-serve and test commands', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    expect(readme.split('\n').length).toBeLessThanOrEqual(250);
    const firstBlock = /```bash\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
    expect(firstBlock).toMatch(/npm run build && npm run serve/);
    expect(firstBlock).toMatch(/npm test/);
  });

  it.each(pages)('%s links only to files and headings that exist', (page) => {
    const file = join(ROOT, page);
    const broken: string[] = [];
    for (const target of relativeLinks(file)) {
      const [path, fragment] = target.split('#') as [string, string | undefined];
      const linked = path ? resolve(dirname(file), path) : file;
      if (!existsSync(linked)) broken.push(target);
      else if (fragment && linked.endsWith('.md') && !anchorsOf(linked).has(fragment))
        broken.push(target);
    }
    expect(broken).toEqual([]);
  });
});
