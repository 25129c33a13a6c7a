// Content checks over the real knowledgebase: every route built, every doc with a title and a
// description, no placeholder text, enough prose, and not one broken link or anchor.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../plugins/buildSite.js';
import type { Diagnostic } from '../../plugins/diagnostics.js';
import type { SiteData } from '../../plugins/loadSite.js';

const root = join(import.meta.dirname, '../..');
const outDir = join(root, 'tests/.tmp/kb-build');
const coverageTool = join(root, '../shared/tools/content-coverage.mjs');
const warnings: Diagnostic[] = [];
let site: SiteData;

beforeAll(async () => {
  const result = await buildSite({
    siteDir: root,
    outDir,
    reporter: { stage: () => undefined, progress: () => undefined, warn: (d) => warnings.push(d) },
  });
  site = result.site;
}, 300_000);

/** Words of prose in a built page's article (code, navigation and markup removed). */
function proseWords(html: string): number {
  const article = html.match(/<article[\s\S]*<\/article>/)?.[0] ?? '';
  return article
    .replace(/<(script|style|pre|nav)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/g, ' ')
    .split(/\s+/)
    .filter((w) => /[A-Za-z]{2,}/.test(w)).length;
}

describe('knowledgebase content', () => {
  it('has no broken link, anchor or markdown link', () => {
    const broken = warnings.filter((w) => /broken/.test(w.kind ?? ''));
    expect(broken.map((w) => `${w.kind}: ${w.message}`)).toEqual([]);
  });

  it('gives every doc a title and a description of at most 160 characters', () => {
    const problems = site.docs
      .filter(
        (d) =>
          !d.frontMatter.title ||
          !d.frontMatter.description ||
          d.frontMatter.description.length > 160,
      )
      .map((d) => d.source);
    expect(problems).toEqual([]);
  });

  it('has no placeholder text', () => {
    const problems = site.docs
      .filter((d) => /\b(TODO|TBD|lorem ipsum|coming soon)\b/i.test(d.body))
      .map((d) => d.source);
    expect(problems).toEqual([]);
  });

  it('has at least 150 words of prose on every page except pure card indexes', () => {
    const thin: string[] = [];
    for (const doc of site.docs) {
      const file = join(outDir, doc.permalink.replace(/^\//, '').replace(/\/$/, ''), 'index.html');
      const html = readFileSync(file, 'utf8');
      const words = proseWords(html);
      const cardIndex =
        /class="[^"]*doc-card-list/.test(html) &&
        words < 150 &&
        doc.body.replace(/<DocCardList\s*\/>/g, '').trim().length < 400;
      if (words < 150 && !cardIndex) thin.push(`${doc.permalink} (${words} words)`);
    }
    expect(thin).toEqual([]);
  });

  it.runIf(existsSync(coverageTool))(
    'builds every route in ROUTES.md, hidden ones unlisted, listed ones in the sitemap',
    () => {
      let output: string;
      try {
        output = execFileSync(process.execPath, [coverageTool, outDir], { encoding: 'utf8' });
      } catch (e) {
        output = (e as { stdout?: string }).stdout ?? String(e);
      }
      expect(output).toMatch(/\b\d+ passed, 0 failed/);
    },
  );

  it('keeps the draft page out of the production build', () => {
    const drafts = site.draftIds;
    expect(drafts.length).toBeGreaterThan(0);
    const sitemap = readFileSync(join(outDir, 'sitemap.xml'), 'utf8');
    for (const id of drafts) expect(sitemap).not.toContain(id.split('/').pop()!);
  });
});
