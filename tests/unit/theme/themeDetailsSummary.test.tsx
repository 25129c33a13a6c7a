// `@theme/Details` takes its summary as a prop, as Docusaurus's does (docusaurus-theme-openapi-docs'
// parameter lists give `summary={<summary><h3>Query Parameters</h3></summary>}`): the prop was
// spread onto <details> before, as `summary="[object Object]"`, with "Details" as the summary.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import Details from '../../../src/theme/mdx/Details.js';

describe('@theme/Details summary prop', () => {
  it('draws an element given as `summary` as the summary, and the children as the content', () => {
    const html = renderToStaticMarkup(
      <Details
        className="param-list"
        open
        summary={
          <summary>
            <h3 className="list-head">Path Parameters</h3>
          </summary>
        }
      >
        <ul>
          <li>repo</li>
        </ul>
      </Details>,
    );
    expect(html).not.toContain('summary=');
    expect(html).toBe(
      '<details class="details alert alert--info param-list" open="">' +
        '<summary><h3 class="list-head">Path Parameters</h3></summary>' +
        '<div class="details__content"><ul><li>repo</li></ul></div></details>',
    );
  });

  it('wraps a text summary, and keeps a <summary> child as the content then', () => {
    const html = renderToStaticMarkup(
      <Details summary="Fields">
        <summary>inner</summary>
        body
      </Details>,
    );
    expect(html).toContain(
      '<summary>Fields</summary><div class="details__content"><summary>inner</summary>body</div>',
    );
  });

  it('without the prop, still takes the content’s own <summary> child (MDX <details>)', () => {
    const html = renderToStaticMarkup(
      <Details>
        <summary>Read more</summary>
        text
      </Details>,
    );
    expect(html).toContain('<summary>Read more</summary><div class="details__content">text</div>');
    expect(renderToStaticMarkup(<Details>x</Details>)).toContain('<summary>Details</summary>');
  });
});
