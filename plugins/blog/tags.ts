// Blog tags as Docusaurus 3.8 has them: predefined tags from tags.yml, inline tags from front
// matter (a string or {label, permalink}), and the grouping of posts by tag.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { yamlModule } from '../yamlModule.js';
import type { BlogTag } from '../../src/shared/blogTypes.js';
import { BuildError } from '../diagnostics.js';
import { joinUrl } from './options.js';
import { kebabCase, positionOf } from './posts.js';

export type TagsFile = Record<string, { label: string; permalink: string; description?: string }>;

/**
 * The tags file: `tags` undefined reads `tags.yml` when it exists; a path must exist; `false` or
 * `null` means none. Each key gets a label (its capitalized key by default) and a permalink
 * (`/<kebab key>` by default); two tags with one permalink are an error.
 */
export function loadTagsFile(
  blogDir: string,
  tags: string | false | null | undefined,
): TagsFile | null {
  if (tags === false || tags === null) return null;
  const file = join(blogDir, tags ?? 'tags.yml');
  if (!existsSync(file)) {
    if (tags === undefined) return null;
    throw new BuildError({
      file: blogDir,
      severity: 'error',
      message: `the tags file "${tags}" does not exist (looked for ${file})`,
      hint: 'create it, or remove the blog option "tags"',
    });
  }
  const text = readFileSync(file, 'utf8');
  if (!text.trim()) return {};
  let data: unknown;
  try {
    data = yamlModule().parse(text);
  } catch (e) {
    throw new BuildError({
      file,
      severity: 'error',
      message: `the tags file cannot be read: ${(e as Error).message.split('\n')[0]}`,
      hint: 'tags.yml maps each tag key to { label, permalink, description }',
    });
  }
  if (!data || typeof data !== 'object' || Array.isArray(data))
    throw new BuildError({
      file,
      severity: 'error',
      message: 'the tags file must map tag keys to { label, permalink, description }',
      hint: 'write "key:" then its label, permalink and description on indented lines',
    });
  const out: TagsFile = {};
  const byPermalink = new Map<string, string>();
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    const v = (value ?? {}) as Record<string, unknown>;
    for (const k of ['label', 'permalink', 'description'])
      if (v[k] !== undefined && typeof v[k] !== 'string')
        throw new BuildError({
          file,
          ...positionOf(file, key),
          severity: 'error',
          message: `tag "${key}": "${k}" must be a string`,
          hint: 'quote the value',
        });
    const label =
      (v.label as string | undefined) || key.charAt(0).toUpperCase() + key.slice(1).toLowerCase();
    const permalink = (v.permalink as string | undefined) || `/${kebabCase(key)}`;
    const other = byPermalink.get(permalink);
    if (other)
      throw new BuildError({
        file,
        ...positionOf(file, key),
        severity: 'error',
        message: `tags "${other}" and "${key}" have the same permalink ${permalink}`,
        hint: 'give one of them another permalink',
      });
    byPermalink.set(permalink, key);
    out[key] = {
      label,
      permalink,
      ...(typeof v.description === 'string' ? { description: v.description } : {}),
    };
  }
  return out;
}

/** A post's front matter tags, under the tags route (`/blog/tags`). */
export function normalizeTags(
  frontMatterTags: unknown[] | undefined,
  tagsFile: TagsFile | null,
  tagsRoute: string,
): BlogTag[] {
  return (frontMatterTags ?? []).map((tag): BlogTag => {
    if (typeof tag === 'string') {
      const defined = tagsFile?.[tag];
      if (defined)
        return {
          inline: false,
          label: defined.label,
          permalink: joinUrl(tagsRoute, defined.permalink),
          ...(defined.description ? { description: defined.description } : {}),
        };
      return { inline: true, label: tag, permalink: joinUrl(tagsRoute, kebabCase(tag)) };
    }
    const t = tag as { label: string; permalink: string; description?: string };
    return {
      inline: true,
      label: t.label,
      permalink: joinUrl(tagsRoute, t.permalink),
      ...(t.description ? { description: t.description } : {}),
    };
  });
}

/** Posts grouped by tag permalink (the first tag seen gives the label), each post once. */
export function groupByTag<T extends { tags: BlogTag[] }>(
  posts: T[],
): Map<string, { tag: BlogTag; items: T[] }> {
  const groups = new Map<string, { tag: BlogTag; items: T[] }>();
  for (const post of posts)
    for (const tag of post.tags) {
      let g = groups.get(tag.permalink);
      if (!g) groups.set(tag.permalink, (g = { tag, items: [] }));
      if (!g.items.includes(post)) g.items.push(post);
    }
  return groups;
}
