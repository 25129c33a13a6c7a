// @docusaurus/plugin-ideal-image in a production build, as its webpack loaders make it: each
// .png/.jpg imported by a component or an MDX file becomes resized copies (its `sizes`, or `min`,
// `max` and `steps`; `quality` for JPEG), a 10-pixel-wide low-quality placeholder (lqip-loader's
// `preSrc`) and the module the plugin's <IdealImage> reads: `{ src: { src, srcSet, images, width,
// height, placeholder }, preSrc }`. The images are resized with the site's own sharp (the plugin
// depends on it); the file names are responsive-loader's (`assets/ideal-img/[name].[hash:hex:7]
// .[width].[ext]`, the hash loader-utils' MD4 of the resized file), so that they are the ones
// Docusaurus writes for the same image and options.
import { basename, dirname, extname, posix, relative } from 'node:path';
import { md4Hex } from './md4.js';

/** The part of sharp this uses (sharp 0.32 to 0.34). */
export interface SharpImage {
  metadata(): Promise<{ width?: number; height?: number }>;
  clone(): SharpImage;
  resize(width: number, height?: number | null): SharpImage;
  flatten(options: { background: unknown }): SharpImage;
  jpeg(options: { quality: number }): SharpImage;
  toBuffer(options: { resolveWithObject: true }): Promise<{
    data: Buffer;
    info: { width: number; height: number };
  }>;
}
export type Sharp = (input: string | Buffer) => SharpImage;

/** The plugin's options that reach its loaders (Docusaurus passes all but `disableInDev`). */
export interface IdealImageOptions {
  size?: number | string;
  sizes?: (number | string)[];
  min?: number | string;
  max?: number | string;
  steps?: number | string;
  quality?: number | string;
  background?: unknown;
  format?: string;
  name?: string;
  placeholder?: boolean;
  placeholderSize?: number | string;
  disable?: boolean;
  outputPath?: string | ((fileName: string) => string);
  publicPath?: string | ((fileName: string) => string);
  [key: string]: unknown;
}

export interface ResponsiveImage {
  /** The module's code: `export default { src, preSrc }` (webpack's `module.exports`). */
  code: string;
  /** The files the client build writes, by their path in the output folder. */
  files: { fileName: string; source: Buffer }[];
}

const MIMES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
};
const EXTS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
};
/** The plugin's file name (plugin-ideal-image's `name`, which a site's option replaces). */
export const IDEAL_IMAGE_NAME = 'assets/ideal-img/[name].[hash:hex:7].[width].[ext]';

/** Whether a module imported by `importer` is one the plugin's loaders take (their `test`, `issuer`). */
export function isIdealImageRequest(file: string, importer: string | undefined): boolean {
  return (
    /\.(?:png|jpe?g)$/i.test(file) &&
    importer !== undefined &&
    /\.(?:tsx?|jsx?|mdx?)$/i.test(importer.split('?')[0]!)
  );
}

/** The widths asked for: responsive-loader's `min`/`max`/`steps`, else `size(s)`, else the original. */
export function requestedSizes(o: IdealImageOptions): number[] {
  const min = o.min !== undefined ? parseInt(String(o.min), 10) : undefined;
  const max = o.max !== undefined ? parseInt(String(o.max), 10) : undefined;
  const steps = o.steps === undefined ? 4 : parseInt(String(o.steps), 10);
  if (typeof min === 'number' && max) {
    const out: number[] = [];
    for (let step = 0; step < steps; step++)
      out.push(Math.ceil(min + ((max - min) / (steps - 1)) * step));
    return out;
  }
  const given = o.size ?? o.sizes;
  if (given === undefined) return [Number.MAX_SAFE_INTEGER];
  return (Array.isArray(given) ? given : [given]).map((s) => parseInt(String(s), 10));
}

/** loader-utils' interpolateName for the tokens responsive-loader's names use. */
export function interpolateName(
  template: string,
  p: { file: string; siteDir: string; content: Buffer; width: number; height: number },
): string {
  const ext = extname(p.file);
  const dir = relative(p.siteDir, dirname(p.file)).split('\\').join('/');
  return template
    .replace(
      /\[(?:([^[:\]]+):)?(?:hash|contenthash)(?::([a-z]+\d*))?(?::(\d+))?\]/gi,
      (all, type, digest, length) => {
        if ((type && type !== 'md4') || (digest && digest !== 'hex')) return all;
        const hex = md4Hex(p.content);
        return length ? hex.slice(0, parseInt(length as string, 10)) : hex;
      },
    )
    .replace(/\[name\]/gi, basename(p.file, ext))
    .replace(/\[path\]/gi, dir ? `${dir}/` : '')
    .replace(/\[folder\]/gi, basename(dirname(p.file)))
    .replace(/\[width\]/gi, String(p.width))
    .replace(/\[height\]/gi, String(p.height));
}

function outputAndPublic(fileName: string, o: IdealImageOptions, base: string) {
  let outputPath = fileName;
  if (typeof o.outputPath === 'function') outputPath = o.outputPath(fileName);
  else if (typeof o.outputPath === 'string') outputPath = posix.join(o.outputPath, fileName);
  let url = `${base}${outputPath}`;
  if (typeof o.publicPath === 'function') url = o.publicPath(fileName);
  else if (typeof o.publicPath === 'string')
    url = o.publicPath.endsWith('/') ? o.publicPath + fileName : `${o.publicPath}/${fileName}`;
  return { outputPath, url };
}

const dataUri = (mime: string | undefined, data: Buffer) =>
  `data:${mime ? `${mime};` : ''}base64,${data.toString('base64')}`;

/**
 * The module and files of one image, as plugin-ideal-image's loaders make them: `base` is the
 * site's base URL (webpack's public path), `siteDir` its folder (the loaders' context).
 */
export async function responsiveImage(p: {
  file: string;
  options: IdealImageOptions;
  sharp: Sharp;
  base: string;
  siteDir: string;
}): Promise<ResponsiveImage> {
  const o = p.options;
  const sourceExt = extname(p.file).slice(1).toLowerCase();
  let mime: string;
  let ext: string;
  if (o.format) {
    if (!MIMES[o.format]) throw new Error(`the option "format" "${o.format}" is not supported`);
    mime = MIMES[o.format]!;
    ext = EXTS[mime]!;
  } else {
    ext = extname(p.file).slice(1);
    const known = MIMES[ext.toLowerCase()];
    if (!known) throw new Error(`no mime type for an image with the extension ${ext}`);
    mime = known;
  }
  const template = (o.name ?? IDEAL_IMAGE_NAME).replace(/\[ext\]/gi, ext);
  const quality = parseInt(String(o.quality), 10) || 85;
  const placeholderSize = parseInt(String(o.placeholderSize), 10) || 40;
  const files: ResponsiveImage['files'] = [];
  const emit = (source: Buffer, width: number, height: number) => {
    const name = interpolateName(template, { ...p, content: source, width, height });
    const { outputPath, url } = outputAndPublic(name, o, p.base);
    files.push({ fileName: outputPath, source });
    return { url, width, height };
  };
  const image = p.sharp(p.file);
  // lqip-loader's preSrc: the image 10 pixels wide, in its own format.
  const lqipMime = { jpeg: 'image/jpeg', jpg: 'image/jpeg', png: 'image/png' }[sourceExt];
  if (!lqipMime) throw new Error(`the low-quality placeholder is made of .png and .jpg files only`);
  const preSrc = dataUri(
    lqipMime,
    (await image.clone().resize(10).toBuffer({ resolveWithObject: true })).data,
  );
  let src: Record<string, unknown>;
  if (o.disable) {
    const { readFileSync } = await import('node:fs');
    const f = emit(readFileSync(p.file), 100, 100);
    src = { srcSet: f.url, images: [{ path: f.url, width: 100, height: 100 }], src: f.url };
  } else {
    const resize = async (width: number) => {
      let resized = image.clone().resize(width, null);
      if (o.background) resized = resized.flatten({ background: o.background });
      if (mime === 'image/jpeg') resized = resized.jpeg({ quality });
      const { data, info } = await resized.toBuffer({ resolveWithObject: true });
      return { data, width, height: info.height };
    };
    const { width: original = Number.MAX_SAFE_INTEGER } = await image.metadata();
    const widths = [...new Set(requestedSizes(o).map((s) => Math.min(original, s)))];
    const made = await Promise.all(widths.map(resize));
    const placeholder = o.placeholder ? await resize(placeholderSize) : undefined;
    const emitted = made.map((m) => emit(m.data, m.width, m.height));
    const first = emitted[0]!;
    src = {
      srcSet: emitted.map((f) => `${f.url} ${f.width}w`).join(','),
      images: emitted.map((f) => ({ path: f.url, width: f.width, height: f.height })),
      src: first.url,
      placeholder: placeholder ? dataUri(mime, placeholder.data) : undefined,
      width: first.width,
      height: first.height,
    };
  }
  // responsive-loader's object prints as its first URL (`${img.src}`), kept off its own keys.
  const code =
    `const src = Object.assign(Object.create({ toString() { return this.src; } }), ${JSON.stringify(src)});\n` +
    `export default { src, preSrc: ${JSON.stringify(preSrc)} };\n`;
  return { code, files };
}
