// Blog authors as Docusaurus 3.8 has them: the authors map (authors.yml or .json in the blog
// folder), a post's `authors` front matter (keys of the map, or inline objects), the legacy
// `author_*` keys, and socials given as handles or URLs.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { yamlModule } from '../yamlModule.js';
import type { BlogAuthor } from '../../src/shared/blogTypes.js';
import { BuildError } from '../diagnostics.js';
import { joinUrl } from './options.js';
import { kebabCase, positionOf } from './posts.js';

const SOCIAL_URLS: Record<string, (handle: string) => string> = {
  x: (h) => `https://x.com/${h}`,
  twitter: (h) => `https://twitter.com/${h}`,
  github: (h) => `https://github.com/${h}`,
  linkedin: (h) => `https://www.linkedin.com/in/${h}/`,
  stackoverflow: (h) => `https://stackoverflow.com/users/${h}`,
  bluesky: (h) => `https://bsky.app/profile/${h}`,
  instagram: (h) => `https://www.instagram.com/${h}`,
  threads: (h) => `https://www.threads.net/@${h}`,
  mastodon: (h) => `https://mastodon.social/@${h}`,
  twitch: (h) => `https://twitch.tv/${h}`,
  youtube: (h) => `https://youtube.com/@${h}`,
};

/**
 * Handles become URLs of the known platforms; URLs stay; anything else with a `/` is an error.
 * With `emailSocials` (Docusaurus 3.9 and later) `email` is a platform too (an address becomes a
 * `mailto:` URL) and `mailto:` URLs stay as the http(s) ones do.
 */
export function normalizeSocials(
  socials: Record<string, unknown>,
  where: { file: string },
  emailSocials = false,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [platform, raw] of Object.entries(socials)) {
    const value = typeof raw === 'number' ? String(raw) : raw;
    const bad = () =>
      new BuildError({
        ...where,
        ...positionOf(where.file, platform),
        severity: 'error',
        message: `author social "${platform}" has an invalid value ${JSON.stringify(raw)}`,
        hint: 'give a user name or handle, or a full http(s) URL',
      });
    if (typeof value !== 'string') throw bad();
    if (/^https?:\/\//.test(value) || (emailSocials && value.startsWith('mailto:')))
      out[platform] = value;
    else if (value.includes('/')) throw bad();
    else {
      const url =
        emailSocials && platform.toLowerCase() === 'email'
          ? (address: string) => `mailto:${address}`
          : SOCIAL_URLS[platform.toLowerCase()];
      if (url) out[platform.toLowerCase()] = url(value);
      else out[platform] = value;
    }
  }
  return out;
}

/** An image path starting with `/` is a static file: it gets the base URL. */
export function normalizeImageUrl(url: string | undefined, baseUrl: string): string | undefined {
  return url?.startsWith('/') ? joinUrl(baseUrl, url) : url;
}

export type AuthorsMap = Record<string, BlogAuthor>;

/**
 * The blog's authors map, or undefined when the file does not exist. `page: true` gives an author
 * a page at `<authorsBasePath>/<kebab key>`; `page: {permalink}` at that permalink.
 */
export function loadAuthorsMap(params: {
  blogDir: string;
  authorsMapPath: string;
  authorsBasePath: string;
  baseUrl: string;
  /** Docusaurus 3.9's `email` social (normalizeSocials). */
  emailSocials?: boolean;
}): { map: AuthorsMap | undefined; file: string } {
  const file = join(params.blogDir, params.authorsMapPath);
  if (!existsSync(file)) return { map: undefined, file };
  const text = readFileSync(file, 'utf8');
  let data: unknown;
  try {
    data = file.endsWith('.json') ? JSON.parse(text) : yamlModule().parse(text);
  } catch (e) {
    throw new BuildError({
      file,
      severity: 'error',
      message: `the authors map cannot be read: ${(e as Error).message.split('\n')[0]}`,
      hint: 'authors.yml maps each author key to { name, title, url, image_url, socials, page }',
    });
  }
  if (data === null || data === undefined) return { map: undefined, file };
  if (typeof data !== 'object' || Array.isArray(data))
    throw new BuildError({
      file,
      severity: 'error',
      message: 'the authors map must map author keys to author objects',
      hint: 'write "key:" then the author\'s name, title, url, image_url on indented lines',
    });
  const map: AuthorsMap = {};
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    if (!value || typeof value !== 'object' || Array.isArray(value))
      throw new BuildError({
        file,
        ...positionOf(file, key),
        severity: 'error',
        message: `author "${key}" must be an object with a name or an image_url`,
        hint: 'write its name, title, url and image_url on indented lines',
      });
    const a = value as Record<string, unknown>;
    const imageURL = (a.image_url ?? a.imageURL) as string | undefined;
    if (typeof a.name !== 'string' && typeof imageURL !== 'string')
      throw new BuildError({
        file,
        ...positionOf(file, key),
        severity: 'error',
        message: `author "${key}" has neither a name nor an image_url`,
        hint: 'give the author a "name" (or an "image_url")',
      });
    const page = a.page as boolean | { permalink?: unknown } | undefined;
    const slug =
      page === true
        ? kebabCase(key)
        : page && typeof page === 'object' && typeof page.permalink === 'string'
          ? page.permalink
          : undefined;
    map[key] = stripUndefined({
      key,
      name: a.name as string | undefined,
      title: a.title as string | undefined,
      url: a.url as string | undefined,
      email: a.email as string | undefined,
      description: a.description as string | undefined,
      imageURL: normalizeImageUrl(imageURL, params.baseUrl),
      ...(a.socials && typeof a.socials === 'object'
        ? {
            socials: normalizeSocials(
              a.socials as Record<string, unknown>,
              { file },
              params.emailSocials,
            ),
          }
        : {}),
      ...(slug !== undefined ? { page: { permalink: joinUrl(params.authorsBasePath, slug) } } : {}),
    });
  }
  const seen = new Map<string, string>();
  for (const a of Object.values(map)) {
    if (!a.page) continue;
    const other = seen.get(a.page.permalink);
    if (other)
      throw new BuildError({
        file,
        ...positionOf(file, a.key!),
        severity: 'error',
        message: `authors "${other}" and "${a.key}" have the same page ${a.page.permalink}`,
        hint: 'give one of them another page permalink',
      });
    seen.set(a.page.permalink, a.key!);
  }
  return { map, file };
}

function stripUndefined<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}

/**
 * A post's authors: its `authors` front matter (a key, an object, or a list of them; a key
 * overridden by the object's fields), else the legacy `author`, `author_title`, `author_url`,
 * `author_image_url` keys. `inline` lists the authors not in the map (for `onInlineAuthors`).
 */
export function postAuthors(params: {
  frontMatter: Record<string, unknown>;
  map: AuthorsMap | undefined;
  mapFile: string;
  file: string;
  baseUrl: string;
  /** Docusaurus 3.9's `email` social (normalizeSocials). */
  emailSocials?: boolean;
}): { authors: BlogAuthor[]; inline: string[] } {
  const { frontMatter: fm, map, file, baseUrl } = params;
  const legacyName = fm.author as string | undefined;
  const legacy = stripUndefined({
    name: legacyName,
    title: (fm.author_title ?? fm.authorTitle) as string | undefined,
    url: (fm.author_url ?? fm.authorURL) as string | undefined,
    imageURL: normalizeImageUrl(
      (fm.author_image_url ?? fm.authorImageURL) as string | undefined,
      baseUrl,
    ),
  });
  const raw = fm.authors;
  const list = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  if (Object.keys(legacy).length) {
    if (list.length)
      throw new BuildError({
        file,
        ...positionOf(file, 'authors'),
        severity: 'error',
        message: 'the front matter has both "authors" and "author_*" keys',
        hint: 'declare the authors with "authors" only',
      });
    return { authors: [legacy], inline: [legacy.name ?? '(unnamed)'] };
  }
  const inline: string[] = [];
  const authors = list.map((entry): BlogAuthor => {
    const input: Record<string, unknown> =
      typeof entry === 'string' ? { key: entry } : entry && typeof entry === 'object' ? entry : {};
    if (typeof entry !== 'string' && (!entry || typeof entry !== 'object'))
      throw new BuildError({
        file,
        ...positionOf(file, 'authors'),
        severity: 'error',
        message: `front matter "authors" has an entry that is neither a key nor an object: ${JSON.stringify(entry)}`,
        hint: 'list keys of authors.yml, or objects with name, title, url, image_url',
      });
    const key = input.key as string | undefined;
    let base: BlogAuthor = {};
    if (key !== undefined) {
      if (!map || !Object.keys(map).length)
        throw new BuildError({
          file,
          ...positionOf(file, 'authors'),
          severity: 'error',
          message: `author key "${key}" is used, but there is no authors map (${params.mapFile})`,
          hint: 'create the authors map, or write the author inline as an object',
        });
      const found = map[key];
      if (!found)
        throw new BuildError({
          file,
          ...positionOf(file, 'authors'),
          severity: 'error',
          message: `author "${key}" is not in the authors map; its keys are ${Object.keys(map).join(', ')}`,
          hint: `add "${key}" to ${params.mapFile}, or fix the key`,
        });
      base = found;
    } else inline.push(String(input.name ?? input.imageURL ?? input.image_url ?? '(unnamed)'));
    const { image_url, socials, ...rest } = input;
    const merged: BlogAuthor = {
      ...base,
      ...(rest as BlogAuthor),
      ...(image_url !== undefined ? { imageURL: image_url as string } : {}),
      ...(socials && typeof socials === 'object'
        ? {
            socials: normalizeSocials(
              socials as Record<string, unknown>,
              { file },
              params.emailSocials,
            ),
          }
        : {}),
    };
    if (key === undefined) merged.imageURL = normalizeImageUrl(merged.imageURL, baseUrl);
    return stripUndefined(merged);
  });
  return { authors, inline };
}
