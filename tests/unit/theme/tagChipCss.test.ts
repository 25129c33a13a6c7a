// The generator's stylesheet draws a docs tag as a chip (`<a class="tag">`, TagsListInline.tsx).
// A global `.tag` rule matched every element of that class, also Prism's tokens: react-live's
// editor (theme-live-codeblock's Playground) draws `<span class="token tag">` for each JSX tag,
// and each got the chip's border and padding (guychienll's notes, side by side with Docusaurus,
// whose tag chips are CSS-module classes). The chip's rules hold for the tag link only.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import postcss, { type Rule } from 'postcss';
import { describe, expect, it } from 'vitest';

const css = readFileSync(join(import.meta.dirname, '../../../src/theme/styles.css'), 'utf8');
// The unit-dom project's document (jsdom).
document.body.innerHTML =
  '<pre class="prism-code"><span class="token tag">div</span></pre>' +
  '<ul class="tags"><li class="tag-list-item"><a class="tag" href="/docs/tags/a">a</a></li></ul>';

/** The declarations of the stylesheet's rules that match `el` (any state: `:hover` dropped). */
function declarationsFor(el: Element): Set<string> {
  const out = new Set<string>();
  postcss.parse(css).walkRules((rule: Rule) => {
    const matches = rule.selectors.some((s) => {
      try {
        return el.matches(s.replace(/:hover|:focus(-visible)?/g, ''));
      } catch {
        return false; // a pseudo-element or a selector jsdom does not know
      }
    });
    if (matches) rule.walkDecls((d) => void out.add(d.prop));
  });
  return out;
}

describe('the tag chip', () => {
  it("draws the docs tag link, and no Prism token of the class 'tag'", () => {
    const link = document.querySelector('a.tag')!;
    const token = document.querySelector('span.token.tag')!;
    expect(declarationsFor(link)).toContain('border');
    const onToken = declarationsFor(token);
    for (const prop of ['border', 'border-color', 'padding', 'border-radius', 'font-size'])
      expect(onToken.has(prop), prop).toBe(false);
  });
});
