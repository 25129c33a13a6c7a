// What the blog's loading is told of a Docusaurus site's release (blogPlugin.ts `blogLoadParams`),
// read from the site's package.json: @docusaurus/plugin-content-blog 3.9.0 reads an author's
// `email` social (authorsSocials.js: an address becomes a `mailto:` link), 3.8.1 does not; 3.10
// writes an empty /blog and pages an author's posts under pageBasePath.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { blogLoadParams } from '../../../../plugins/builtins/blogPlugin.js';
import type { BuiltInEnv } from '../../../../plugins/builtins/env.js';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function paramsFor(core: string) {
  const siteDir = mkdtempSync(join(tmpdir(), 'blog-release-'));
  dirs.push(siteDir);
  writeFileSync(
    join(siteDir, 'package.json'),
    JSON.stringify({ dependencies: { '@docusaurus/core': core } }),
  );
  const env = {
    config: {
      siteDir,
      configFile: join(siteDir, 'docusaurus.config.js'),
      siteConfig: { baseUrl: '/' },
    },
    production: true,
  } as unknown as BuiltInEnv;
  const { emailSocials, emptyListPage, authorPagesUnderPageBase } = blogLoadParams(env);
  return { emailSocials, emptyListPage, authorPagesUnderPageBase };
}

describe("the blog's loading by Docusaurus release", () => {
  it('3.8: no email social, no empty list page, author pages under authorsBasePath', () => {
    expect(paramsFor('3.8.1')).toEqual({
      emailSocials: false,
      emptyListPage: false,
      authorPagesUnderPageBase: false,
    });
  });

  it('3.9: the email social', () => {
    for (const core of ['3.9.0', '^3.9.2'])
      expect(paramsFor(core)).toEqual({
        emailSocials: true,
        emptyListPage: false,
        authorPagesUnderPageBase: false,
      });
  });

  it('3.10: all three', () => {
    expect(paramsFor('3.10.0')).toEqual({
      emailSocials: true,
      emptyListPage: true,
      authorPagesUnderPageBase: true,
    });
  });
});
