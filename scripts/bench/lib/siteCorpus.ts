// A whole Docusaurus site for the benchmark (issue 25): docs in three versions (the current one,
// "Next", and two released ones from versions.json) of N docs each, and a blog of P posts with
// authors, tags and truncation markers. Written once as a Docusaurus 3 site (docusaurus.config.js,
// sidebars.js, versioned_docs/, versioned_sidebars/, blog/): both generators build the same folder.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { WORDS, cap, docBody, planCorpus, prng, sentence, type CorpusDoc } from './corpus.js';

export interface SiteCorpusOptions {
  /** Docs per version. */
  docs: number;
  /** Blog posts. */
  posts: number;
  /** Released versions, newest first (versions.json); the current docs are the third version. */
  versions?: string[];
  seed?: number;
}

export interface SiteCorpus {
  /** A doc of the last released version (served under /docs/). */
  latestDoc: string;
  /** The same doc in an older version (/docs/<version>/…). */
  olderDoc: string;
  /** The same doc in the current version (/docs/next/…). */
  nextDoc: string;
  /** A blog post's page. */
  post: string;
  /** The blog's first list page. */
  blog: string;
  versions: string[];
}

const CONFIG = `// Written by scripts/bench/lib/siteCorpus.ts. BENCH_FASTER=1: Docusaurus Faster (as peer/).
const faster = process.env.BENCH_FASTER === '1';
/** @type {import('@docusaurus/types').Config} */
module.exports = {
  title: 'Bench site',
  tagline: 'Docs in three versions and a blog',
  url: 'https://bench.example.com',
  baseUrl: '/',
  onBrokenLinks: 'warn',
  onBrokenMarkdownLinks: 'warn',
  onBrokenAnchors: 'warn',
  ...(faster
    ? { future: { experimental_faster: true, v4: { removeLegacyPostBuildHeadAttribute: true } } }
    : {}),
  presets: [
    [
      'classic',
      {
        docs: { sidebarPath: require.resolve('./sidebars.js') },
        blog: { showReadingTime: true, postsPerPage: 10, blogSidebarCount: 5 },
        pages: false,
        theme: {},
      },
    ],
  ],
  themeConfig: {
    navbar: {
      title: 'Bench site',
      items: [
        { type: 'docSidebar', sidebarId: 'docs', position: 'left', label: 'Docs' },
        { to: '/blog', label: 'Blog', position: 'left' },
        { type: 'docsVersionDropdown', position: 'right' },
      ],
    },
  },
};
`;

/** The docs of one version: the shared planner's tree, each file with front matter and links. */
function writeDocs(dir: string, n: number, seed: number, version: string): CorpusDoc[] {
  const { docs, folders } = planCorpus(n, seed);
  const rnd = prng(seed ^ 0x51ed270b);
  for (const f of folders) {
    mkdirSync(join(dir, f.dir), { recursive: true });
    writeFileSync(
      join(dir, f.dir, '_category_.json'),
      JSON.stringify({ label: f.label, position: f.position }) + '\n',
    );
  }
  docs.forEach((doc, i) => {
    const fm = [
      '---',
      `title: ${doc.title}`,
      `description: ${sentence(rnd, 6, 12)} (version ${version})`,
      `sidebar_position: ${i}`,
      // The home doc is the version's root: /docs/, /docs/next/, /docs/<version>/.
      ...(doc.file === 'index.md' ? ['slug: /'] : []),
      '---',
      '',
    ].join('\n');
    writeFileSync(join(dir, doc.file), fm + docBody(doc, i, docs, rnd));
  });
  return docs;
}

const AUTHORS = ['ana', 'bo', 'chen', 'dara', 'eli'];

function writeBlog(dir: string, posts: number, seed: number): string {
  mkdirSync(dir, { recursive: true });
  const rnd = prng(seed ^ 0x2545f491);
  writeFileSync(
    join(dir, 'authors.yml'),
    AUTHORS.map(
      (a) =>
        `${a}:\n  name: ${cap(a)} ${cap(WORDS[a.length * 7]!)}\n  title: ${cap(WORDS[a.length * 11]!)} engineer\n  url: https://example.com/${a}\n`,
    ).join(''),
  );
  const start = Date.UTC(2020, 0, 1);
  let first = '';
  for (let i = 0; i < posts; i++) {
    const date = new Date(start + i * 2 * 86400000).toISOString().slice(0, 10);
    const slug = `post-${String(i + 1).padStart(4, '0')}`;
    const tags = [WORDS[Math.floor(rnd() * 40)], WORDS[Math.floor(rnd() * 40)]];
    const body: string[] = [];
    for (let p = 0; p < 6; p++) {
      body.push(
        [sentence(rnd), sentence(rnd), sentence(rnd)].join(' '),
        '',
        ...(p === 0 ? ['<!-- truncate -->', ''] : []),
        ...(p === 2 ? [`## ${cap(WORDS[Math.floor(rnd() * 60)]!)} notes`, ''] : []),
      );
    }
    writeFileSync(
      join(dir, `${date}-${slug}.md`),
      [
        '---',
        `title: ${cap(WORDS[Math.floor(rnd() * 60)]!)} ${WORDS[Math.floor(rnd() * 60)]} ${i + 1}`,
        `authors: [${AUTHORS[i % AUTHORS.length]}]`,
        `tags: [${[...new Set(tags)].join(', ')}]`,
        '---',
        '',
        ...body,
      ].join('\n'),
    );
    if (i === 0) first = `/blog/${date.replace(/-/g, '/')}/${slug}`;
  }
  return first;
}

/** Writes the site into `dir` (emptied first). */
export function writeSiteCorpus(dir: string, o: SiteCorpusOptions): SiteCorpus {
  const seed = o.seed ?? 42;
  const versions = o.versions ?? ['2.0', '1.0'];
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'docusaurus.config.js'), CONFIG);
  const sidebar = { docs: [{ type: 'autogenerated', dirName: '.' }] };
  writeFileSync(
    join(dir, 'sidebars.js'),
    `module.exports = ${JSON.stringify(sidebar, null, 2)};\n`,
  );
  writeFileSync(join(dir, 'versions.json'), JSON.stringify(versions, null, 2) + '\n');
  const docs = writeDocs(join(dir, 'docs'), o.docs, seed, 'next');
  mkdirSync(join(dir, 'versioned_sidebars'), { recursive: true });
  versions.forEach((v, i) => {
    writeDocs(join(dir, 'versioned_docs', `version-${v}`), o.docs, seed + i + 1, v);
    writeFileSync(
      join(dir, 'versioned_sidebars', `version-${v}-sidebars.json`),
      JSON.stringify(sidebar, null, 2) + '\n',
    );
  });
  const post = writeBlog(join(dir, 'blog'), o.posts, seed);
  // A doc every version has (the planner gives each version the same paths).
  const mid = docs[Math.floor(docs.length / 2)]!.permalink;
  return {
    latestDoc: `/docs${mid}`,
    olderDoc: `/docs/${versions.at(-1)}${mid}`,
    nextDoc: `/docs/next${mid}`,
    post,
    blog: '/blog',
    versions,
  };
}
