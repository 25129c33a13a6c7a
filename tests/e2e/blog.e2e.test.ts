// The blog in a browser (issue 25 item 5): list pages page through newer and older entries and a
// post links to its newer and older posts, by client navigation and without errors; the feeds are
// well-formed XML and JSON with the required elements and absolute URLs, and the browser shows the
// RSS and Atom feeds through their stylesheets (feedOptions.xslt).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { recordProblems, servedFixtureSite, waitForHydration } from './helpers.js';

const site = servedFixtureSite('blog-basic', 'e2e-blog-basic');

async function open(path: string): Promise<{ page: Page; problems: string[] }> {
  const context = await site.browser.newContext();
  const page = await context.newPage();
  const problems = recordProblems(page);
  page.on('response', (r) => r.status() >= 400 && problems.push(`${r.status()} ${r.url()}`));
  await page.goto(site.server.origin + path);
  await waitForHydration(page);
  // Marks the document: a full page load would lose the mark, client navigation keeps it.
  await page.evaluate(() => ((window as unknown as { spa: boolean }).spa = true));
  return { page, problems };
}

const postTitles = (page: Page) =>
  page.locator('main article h2.blog-post__title a').allTextContents();
const stillSpa = (page: Page) =>
  page.evaluate(() => (window as unknown as { spa?: boolean }).spa === true);

describe('blog pagination', () => {
  it('goes to older and newer entries on the list pages', async () => {
    const { page, problems } = await open('/blog/');
    expect(await postTitles(page)).toEqual(['Loose leaf or bags', 'spring-harvest']);
    await page.getByRole('link', { name: 'Older entries' }).click();
    await page.waitForURL(/\/blog\/page\/2\/?$/);
    await expect.poll(() => postTitles(page)).toEqual(['Kettle notes', 'First steep']);
    // The MDX excerpt (an admonition), without what follows its marker.
    await expect.poll(() => page.locator('main').innerText()).toContain('Descale every month.');
    expect(await page.locator('main').innerText()).not.toContain('sings too early');
    expect(await page.getByRole('link', { name: 'Older entries' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Newer entries' }).click();
    await page.waitForURL(/\/blog\/?$/);
    await expect.poll(() => postTitles(page)).toEqual(['Loose leaf or bags', 'spring-harvest']);
    expect(await stillSpa(page)).toBe(true);
    expect(problems).toEqual([]);
  });

  it('goes from a post to its older and newer posts, and "Read more" opens the whole post', async () => {
    const { page, problems } = await open('/blog/');
    await page.getByRole('link', { name: 'Read more about Loose leaf or bags' }).click();
    await page.waitForURL(/\/blog\/leaf-versus-bag\/?$/);
    await expect.poll(() => page.locator('main').innerText()).toContain('Bags are for trains.');
    expect(await page.locator('h1').innerText()).toBe('Loose leaf or bags');
    const nav = page.getByRole('navigation', { name: 'Blog post page navigation' });
    expect(await nav.getByText('Newer post').count()).toBe(0); // the newest post
    await nav.getByRole('link', { name: /Older post/ }).click();
    await page.waitForURL(/\/blog\/2024\/04\/15\/spring-harvest\/?$/);
    await expect.poll(() => page.locator('h1').innerText()).toBe('spring-harvest');
    await page
      .getByRole('navigation', { name: 'Blog post page navigation' })
      .getByRole('link', { name: /Newer post/ })
      .click();
    await page.waitForURL(/\/blog\/leaf-versus-bag\/?$/);
    // The recent-posts sidebar marks the current post.
    await expect
      .poll(() => page.locator('.blog-sidebar [aria-current="page"]').innerText())
      .toBe('Loose leaf or bags');
    expect(await stillSpa(page)).toBe(true);
    expect(problems).toEqual([]);
  });
});

describe('the recent-posts sidebar', () => {
  it('spaces its posts and marks the current one as Docusaurus 3.8.1 does', async () => {
    const { page } = await open('/blog/leaf-versus-bag');
    const look = await page.locator('.blog-sidebar').evaluate((sidebar) => {
      const item = getComputedStyle(sidebar.querySelector('li')!);
      const current = getComputedStyle(sidebar.querySelector('[aria-current="page"]')!);
      return { itemMarginTop: item.marginTop, currentWeight: current.fontWeight };
    });
    // BlogSidebar/Desktop's styles: 0.7rem (11.2px) above each item, the current post in the
    // primary colour at the text's own weight.
    expect(look).toEqual({ itemMarginTop: '11.2px', currentWeight: '400' });
    await page.context().close();
  });
});

describe("an author's title", () => {
  it('is larger where the author is the heading, as in Docusaurus 3.5.2 to 3.10', async () => {
    // Measured on Docusaurus 3.5.2's build of its classic template with author pages (the same
    // Blog/Components/Author styles in 3.8.1 and 3.10.2): 1rem on the authors list (`as="h2"`),
    // 1.2rem on an author's own page (`as="h1"`), 0.8rem in a post's header.
    const size = (page: Page, selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((el) => {
          const s = getComputedStyle(el);
          return [s.fontSize, s.lineHeight];
        });
    const list = await open('/blog/authors');
    expect(await size(list.page, 'main small.blog-author__title')).toEqual(['16px', '20.8px']);
    await list.page.context().close();
    const own = await open('/blog/authors/mira');
    expect(await size(own.page, 'main .blog-author--as-h1 small.blog-author__title')).toEqual([
      '19.2px',
      '25.6px',
    ]);
    expect(await size(own.page, 'main article small.blog-author__title')).toEqual([
      '12.8px',
      '16px',
    ]);
    await own.page.context().close();
  });
});

describe('blog feeds', () => {
  it('are well-formed RSS and Atom with the required elements and absolute URLs', async () => {
    const { page } = await open('/blog/');
    const hrefs = await page
      .locator('head link[rel="alternate"][type$="xml"]')
      .evaluateAll((links) => links.map((l) => l.getAttribute('href')));
    expect(hrefs).toEqual(['/blog/rss.xml', '/blog/atom.xml']);
    const result = await page.evaluate(async () => {
      const parse = async (url: string) => {
        const text = await (await fetch(url)).text();
        const doc = new DOMParser().parseFromString(text, 'application/xml');
        return { doc, error: doc.querySelector('parsererror')?.textContent ?? null };
      };
      const rss = await parse('/blog/rss.xml');
      const atom = await parse('/blog/atom.xml');
      const text = (el: Element | null | undefined) => el?.textContent ?? null;
      const channel = rss.doc.querySelector('rss > channel');
      return {
        rssError: rss.error,
        atomError: atom.error,
        rssVersion: rss.doc.documentElement.getAttribute('version'),
        channel: ['title', 'link', 'description'].map((t) =>
          text(channel?.querySelector(`:scope > ${t}`)),
        ),
        items: [...rss.doc.querySelectorAll('item')].map((item) => ({
          title: text(item.querySelector('title')),
          link: text(item.querySelector('link')),
          guid: text(item.querySelector('guid')),
          pubDate: text(item.querySelector('pubDate')),
          content: text(
            item.getElementsByTagNameNS('http://purl.org/rss/1.0/modules/content/', 'encoded')[0],
          ),
        })),
        atomNs: atom.doc.documentElement.namespaceURI,
        atomFeed: ['id', 'title', 'updated'].map((t) =>
          text(atom.doc.documentElement.querySelector(`:scope > ${t}`)),
        ),
        entries: [...atom.doc.getElementsByTagName('entry')].map((e) => ({
          id: text(e.querySelector('id')),
          title: text(e.querySelector('title')),
          updated: text(e.querySelector('updated')),
          href: e.querySelector('link')?.getAttribute('href') ?? null,
        })),
      };
    });
    expect(result.rssError).toBeNull();
    expect(result.atomError).toBeNull();
    expect(result.rssVersion).toBe('2.0');
    expect(result.channel).toEqual([
      'Tea Room Blog',
      'https://tea-room.example.net/blog',
      'Tea Room Blog',
    ]);
    expect(result.items.map((i) => i.title)).toEqual([
      'Loose leaf or bags',
      'spring-harvest',
      'Kettle notes',
      'First steep',
    ]);
    for (const item of result.items) {
      expect(item.link).toMatch(/^https:\/\/tea-room\.example\.net\/blog\//);
      expect(item.guid).toBe(item.link);
      expect(Number.isNaN(Date.parse(item.pubDate ?? ''))).toBe(false);
      expect(item.content).toBeTruthy();
      // Every link and image in the content is absolute.
      for (const m of (item.content ?? '').matchAll(/\b(?:href|src)="([^"]*)"/g))
        expect(m[1]).toMatch(/^(https?:|mailto:|#)/);
    }
    expect(result.atomNs).toBe('http://www.w3.org/2005/Atom');
    expect(result.atomFeed[0]).toBe('https://tea-room.example.net/blog');
    expect(result.atomFeed[1]).toBe('Tea Room Blog');
    expect(Number.isNaN(Date.parse(result.atomFeed[2] ?? ''))).toBe(false);
    expect(result.entries).toHaveLength(4);
    for (const e of result.entries) {
      expect(e.id).toMatch(/^https:\/\/tea-room\.example\.net\/blog\//);
      expect(e.href).toBe(e.id);
      expect(e.title).toBeTruthy();
      expect(Number.isNaN(Date.parse(e.updated ?? ''))).toBe(false);
    }
  });

  it('name their stylesheets (feedOptions.xslt), which make them readable pages', async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
    page.on('response', (r) => r.status() >= 400 && problems.push(`${r.status()} ${r.url()}`));
    for (const [feed, kind] of [
      ['rss', 'RSS feed'],
      ['atom', 'Atom feed'],
    ] as const) {
      const text = await (await fetch(`${site.server.origin}/blog/${feed}.xml`)).text();
      expect(text).toMatch(
        new RegExp(`^<\\?xml [^?]*\\?><\\?xml-stylesheet type="text/xsl" href="${feed}\\.xsl"\\?>`),
      );
      // The browser applies the stylesheet: the feed's title, and each post linked with its date.
      await page.goto(`${site.server.origin}/blog/${feed}.xml`);
      await page.locator('h1', { hasText: 'Tea Room Blog' }).waitFor();
      expect(await page.title()).toBe(`Tea Room Blog (${kind})`);
      expect(await page.locator('.feed-kind').innerText()).toBe(kind);
      const posts = page.locator('article.feed-item');
      expect(await posts.locator('h2 a').allTextContents()).toEqual([
        'Loose leaf or bags',
        'spring-harvest',
        'Kettle notes',
        'First steep',
      ]);
      expect(await posts.first().locator('h2 a').getAttribute('href')).toBe(
        'https://tea-room.example.net/blog/leaf-versus-bag',
      );
      expect(await posts.first().locator('.feed-date').innerText()).toMatch(/2024/);
      // The stylesheet's CSS applies (loaded next to the feed).
      expect(await page.evaluate(() => getComputedStyle(document.body).maxWidth)).not.toBe('none');
    }
    expect(problems.filter((p) => !p.includes('favicon'))).toEqual([]);
    await context.close();
  });

  it('is a JSON Feed with the required fields', async () => {
    const { page } = await open('/changelog/');
    const feed = await page.evaluate(async () => (await fetch('/changelog/feed.json')).json());
    expect(feed.version).toBe('https://jsonfeed.org/version/1');
    expect(feed.title).toBe('Tea Room Blog');
    expect(feed.home_page_url).toBe('https://tea-room.example.net/changelog');
    expect(feed.items).toHaveLength(1);
    expect(feed.items[0]).toMatchObject({
      id: 'https://tea-room.example.net/changelog/2024/02/10/new-cups',
      url: 'https://tea-room.example.net/changelog/2024/02/10/new-cups',
      title: 'New cups',
    });
    expect(feed.items[0].content_html).toContain('twelve new cups');
  });
});

describe("a post's table of contents", () => {
  // theme-classic's TOC hides itself below 997 px (its tableOfContents style): Docusaurus 3.10.2's
  // build of Jellyfin's posts at 900 px ends the article with the pagination, not a TOC under it.
  it('beside the post at 1280 px, gone at 900 px', async () => {
    for (const [width, shown] of [
      [1280, true],
      [900, false],
    ] as const) {
      const context = await site.browser.newContext({ viewport: { width, height: 800 } });
      const page = await context.newPage();
      await page.goto(site.server.origin + '/blog/2024/01/05/first-steep');
      await waitForHydration(page);
      const toc = page.locator('.col--2 .table-of-contents');
      expect(await toc.count(), `${width} px`).toBe(1);
      expect(await toc.isVisible(), `${width} px`).toBe(shown);
      await context.close();
    }
  });
});
