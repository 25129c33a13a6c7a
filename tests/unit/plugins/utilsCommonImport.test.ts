// tests/fixtures/sites/utils-common-import built: site code importing `@docusaurus/utils-common`
// (kuizuo's blog's ejected BlogPostItem/Content takes `blogPostContainerID` from it; the build
// stopped at the import, "not a module this generator provides"). The expected values are those
// of Docusaurus 3.8.1's build of the same fixture: the post body's container id and what the
// page's calls of the package's helpers print.
import { describe, expect, it } from 'vitest';
import { builtFixture } from '../fixtureSite.js';

const site = builtFixture('utils-common-import', { timeout: 240_000 });

describe("site code importing @docusaurus/utils-common's helpers", () => {
  it("names an ejected post body's container with Docusaurus's id", () => {
    const post = site.read('blog/2025/06/01/spring-tide/index.html');
    expect(post).toContain('<div id="__blog-post-container" class="markdown tide-body">');
  });

  it('prints what the helpers return in Docusaurus', () => {
    const page = site.read('index.html');
    const items = [...page.matchAll(/<li>\[(.*?)\]<\/li>/g)].map((m) =>
      m[1]!.replace(/<!-- -->/g, ''),
    );
    expect(items).toEqual([
      '/tides/high/?day=1#noon',
      '/tides/low#dusk',
      '/tides/',
      '/',
      '#anchor',
      '/tides/neap',
      '/moon',
      'moon/',
      'moon/',
      'low-ebb',
      'ebb',
      'flood-high',
      'flood',
      'flood',
      'a&gt;b&gt;c',
    ]);
  });
});
