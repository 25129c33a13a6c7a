// An admonition without a title is headed by its type's name in the page's locale, as Docusaurus
// translates `theme.admonition.<type>` (Open-LLM-VTuber, zh-Hans by default, showed "info" where
// Docusaurus shows "信息"); a type without a translation keeps its keyword, a title its text.
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

let render: (props: { type?: string; title?: string }) => string;
const headingOf = (html: string) => /class="admonition-title">([^<]*)</.exec(html)?.[1];

beforeAll(async () => {
  vi.resetModules();
  const { default: config } = (await import('virtual:docs/site-config')) as {
    default: { i18n?: unknown };
  };
  config.i18n = {
    defaultLocale: 'zh-Hans',
    locales: ['zh-Hans'],
    currentLocale: 'zh-Hans',
    localeConfigs: {},
    siteBaseUrl: '/',
    translations: { 'theme.admonition.info': '信息', 'theme.admonition.warning': '注意' },
  };
  const { default: Admonition } = await import('../../../src/theme/mdx/Admonition.js');
  render = (props) => renderToStaticMarkup(<Admonition {...props}>body</Admonition>);
});
afterAll(() => vi.resetModules());

describe("an admonition's heading in the page's locale", () => {
  it('is the translated type name when the admonition has no title', () => {
    expect(headingOf(render({ type: 'info' }))).toBe('信息');
    expect(headingOf(render({ type: 'warning' }))).toBe('注意');
  });

  it('keeps the keyword without a translation, and the title when there is one', () => {
    expect(headingOf(render({ type: 'tip' }))).toBe('tip');
    expect(headingOf(render({ type: 'info', title: 'Heads up' }))).toBe('Heads up');
  });
});
