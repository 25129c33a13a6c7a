// markdown.mdx1Compat's defaults as Docusaurus 3.10's config validation resolves them: a key left
// unset is `!future.v4.mdx1CompatDisabledByDefault` (on with `v4: true`); 3.9 and earlier have no
// such flag (nor a folder whose package.json names no version).
import { describe, expect, it } from 'vitest';
import { mapDocusaurusConfig } from '../../../../../plugins/config/docusaurus/mapDocusaurusConfig.js';
import type { DocusaurusVersion } from '../../../../../plugins/config/docusaurus/docusaurusVersion.js';
import { validateSiteConfig } from '../../../../../plugins/config/loadSiteConfig.js';

const base = { title: 'T', url: 'https://t.example', baseUrl: '/' };
const v3_9 = { major: 3, minor: 9, patch: 2 };
const v3_10 = { major: 3, minor: 10, patch: 0 };

function mapped(config: Record<string, unknown>, version?: DocusaurusVersion) {
  const out = mapDocusaurusConfig(
    { ...base, ...config },
    { configFile: '/site/docusaurus.config.js', source: '', version },
  );
  return { ...out, compat: out.docusaurus.markdown.mdx1Compat, md: out.siteConfig.markdown };
}

describe("a Docusaurus config's markdown.mdx1Compat", () => {
  it('is all on without the flag, and the site config says nothing', () => {
    const { compat, md } = mapped({}, v3_10);
    expect(compat).toEqual({ comments: true, admonitions: true, headingIds: true });
    expect(md?.mdx1Compat).toBeUndefined();
  });

  it('is all off with future.v4: true on 3.10, or the flag alone', () => {
    const off = { comments: false, admonitions: false, headingIds: false };
    expect(mapped({ future: { v4: true } }, v3_10).md?.mdx1Compat).toEqual(off);
    const flag = { future: { v4: { mdx1CompatDisabledByDefault: true } } };
    expect(mapped(flag, v3_10).md?.mdx1Compat).toEqual(off);
    // Without a package.json naming a version, MDX 1's syntax stays accepted (the lenient side).
    expect(mapped({ future: { v4: true } }).md?.mdx1Compat).toBeUndefined();
  });

  it('keeps what the config sets over the flag', () => {
    const { compat, md } = mapped(
      { future: { v4: true }, markdown: { mdx1Compat: { headingIds: true } } },
      v3_10,
    );
    expect(compat).toEqual({ comments: false, admonitions: false, headingIds: true });
    expect(md?.mdx1Compat).toEqual({ comments: false, admonitions: false });
  });

  it('ignores v4 on 3.9, which has no mdx1CompatDisabledByDefault', () => {
    expect(mapped({ future: { v4: true } }, v3_9).md?.mdx1Compat).toBeUndefined();
    const set = mapped(
      { future: { v4: true }, markdown: { mdx1Compat: { comments: false } } },
      v3_9,
    );
    expect(set.md?.mdx1Compat).toEqual({ comments: false });
  });

  it('passes the site config schema and names no unbuilt key', () => {
    const { siteConfig, warnings } = mapped({ future: { v4: true } }, v3_10);
    expect(warnings.map((w) => w.message).join('\n')).not.toMatch(/mdx1Compat/);
    expect(validateSiteConfig(siteConfig, 'docusaurus.config.js').markdown?.mdx1Compat).toEqual({
      comments: false,
      admonitions: false,
      headingIds: false,
    });
  });
});
