// A Docusaurus site's navbar logo with `width` and `height` in its config (`logo: { src, width:
// 160, height: 32 }`): Docusaurus's image is the config's 160 px wide (Infima sets its height
// only), the picture fitted inside. This theme's structural stylesheet made every logo
// `width: auto`, so a wide logo drawn 32 px high came out as wide as its picture (239 px for
// Nitro's, against Docusaurus's 160). The rule is this generator's own look's.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import postcss, { type Rule } from 'postcss';
import { describe, expect, it } from 'vitest';

const theme = join(import.meta.dirname, '../../../src/theme');
const read = (file: string) => readFileSync(join(theme, file), 'utf8');

document.body.innerHTML =
  '<a class="navbar__brand" href="/"><div class="navbar__logo">' +
  '<img src="/img/logo.svg" alt="Logo" width="160" height="32"></div></a>';

/** Each declaration the stylesheets give the element, by property (the last one wins). */
function declarationsFor(el: Element, files: string[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const file of files)
    postcss.parse(read(file)).walkRules((rule: Rule) => {
      if (rule.parent?.type === 'atrule') return;
      const matches = rule.selectors.some((s) => {
        try {
          return el.matches(s);
        } catch {
          return false;
        }
      });
      if (matches) rule.walkDecls((d) => void out.set(d.prop, d.value));
    });
  return out;
}

describe('the navbar logo image', () => {
  const img = document.querySelector('.navbar__logo img')!;
  it("keeps a Docusaurus site's width attribute (no width rule in its look)", () => {
    const styles = declarationsFor(img, ['styles.css', 'classicLook.css']);
    expect(styles.get('height')).toBe('100%');
    expect(styles.has('width')).toBe(false);
  });
  it("is 2rem high with its picture's width in this generator's own look", () => {
    const styles = declarationsFor(img, ['styles.css', 'look.css']);
    expect(styles.get('height')).toBe('2rem');
    expect(styles.get('width')).toBe('auto');
  });
});
