import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { SiteConfigSchema } from '../../../src/shared/siteConfigSchema.js';

/** Every field of every object in the schema, with its description (undefined: none). */
function fields(schema: z.ZodType, path = ''): [string, string | undefined][] {
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  if (def.type === 'default' || def.type === 'optional' || def.type === 'nullable')
    return fields(def.innerType as z.ZodType, path);
  if (def.type === 'array') return fields(def.element as z.ZodType, `${path}[]`);
  if (def.type === 'union')
    return (def.options as z.ZodType[]).flatMap((o, i) => fields(o, `${path}|${i}`));
  if (def.type !== 'object') return [];
  return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([key, field]) => {
    const at = path ? `${path}.${key}` : key;
    return [[at, field.description] as [string, string | undefined], ...fields(field, at)];
  });
}

describe('site config schema', () => {
  it('describes every field in one line', () => {
    const all = fields(SiteConfigSchema);
    expect(all.length).toBeGreaterThan(30);
    expect(all.filter(([, d]) => !d).map(([path]) => path)).toEqual([]);
    expect(all.filter(([, d]) => d!.includes('\n')).map(([path]) => path)).toEqual([]);
  });

  it('fills in the defaults', () => {
    const config = SiteConfigSchema.parse({ title: 'T', url: 'https://x.org', baseUrl: '/' });
    expect(config.docs.toc).toEqual({ minHeadingLevel: 2, maxHeadingLevel: 3 });
    expect(config.navbar.items).toEqual([]);
    expect(config.search.placeholder).toBe('Search docs');
  });
});
