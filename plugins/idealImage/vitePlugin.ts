// The Vite side of plugin-ideal-image (responsiveImage.ts does the work): a .png/.jpg that a
// component or an MDX file imports is loaded as the plugin's responsive-image module; the client
// build writes the resized files, the server build only their URLs (the loader's
// `emitFile: !isServer`), and the dev server serves them from memory. Markdown images are not
// taken (plugins/mdx/remarkImages.ts imports them with `?url`, as Docusaurus's own url-loader).
import { createRequire } from 'node:module';
import { statSync } from 'node:fs';
import type { Plugin } from 'vite';
import { BuildError, type Diagnostic } from '../diagnostics.js';
import {
  isIdealImageRequest,
  responsiveImage,
  type IdealImageOptions,
  type ResponsiveImage,
  type Sharp,
} from './responsiveImage.js';

/** What the site's plugin-ideal-image gives the build (plugins/lifecycle/hooks.ts). */
export interface IdealImageSetup {
  /** The plugin's options (its loaders' options, and `disableInDev`). */
  options: IdealImageOptions & { disableInDev?: boolean };
  /** The site's sharp (resolved from the plugin's module). */
  sharpPath: string;
}

const QUERY = '?ideal-image';

/**
 * Why an image has no responsive images, at the image: sharp that does not load (installed for
 * another platform, or without its binary) is the site's install to mend, not the image.
 */
export function idealImageFailure(file: string, e: unknown): Diagnostic {
  const reason = e instanceof Error ? e.message : String(e);
  const sharpBroken = /sharp/i.test(reason) && /install|load|module|platform|binar/i.test(reason);
  return {
    file,
    severity: 'error',
    message: `plugin-ideal-image could not make its responsive images: ${reason}`,
    hint: sharpBroken
      ? "plugin-ideal-image resizes with the site's sharp, which does not load here: reinstall it in the site's folder (npm rebuild sharp, or npm install sharp@latest)"
      : 'check that the file is a PNG or JPEG image that opens',
  };
}

/** Whether the responsive images are made: a build, or the dev server with `disableInDev: false`. */
export function idealImageActive(setup: IdealImageSetup | undefined, production: boolean): boolean {
  return !!setup && (production || setup.options.disableInDev === false);
}

export function idealImagePlugin(p: {
  setup: IdealImageSetup;
  siteDir: string;
  base: string;
  target: 'client' | 'server' | 'dev';
}): Plugin {
  const { disableInDev: _unused, ...options } = p.setup.options;
  let sharp: Sharp | undefined;
  // One image's module and files, made once for both bundles (by file and modification time).
  const made = new Map<string, Promise<ResponsiveImage>>();
  const served = new Map<string, Buffer>();
  const make = (file: string) => {
    const key = `${file}:${statSync(file).mtimeMs}`;
    let image = made.get(key);
    if (!image) {
      sharp ??= createRequire(p.setup.sharpPath)(p.setup.sharpPath) as Sharp;
      image = responsiveImage({ file, options, sharp, base: p.base, siteDir: p.siteDir });
      made.set(key, image);
    }
    return image;
  };
  return {
    name: 'docs:ideal-image',
    enforce: 'pre',
    async resolveId(source, importer, opts) {
      if (source.includes('?') || !isIdealImageRequest(source, importer)) return undefined;
      const resolved = await this.resolve(source, importer, { ...opts, skipSelf: true });
      if (!resolved || resolved.external || resolved.id.includes('?')) return resolved;
      return `${resolved.id}${QUERY}`;
    },
    async load(id) {
      if (!id.endsWith(QUERY)) return undefined;
      const file = id.slice(0, -QUERY.length);
      this.addWatchFile(file);
      let image: ResponsiveImage;
      try {
        image = await make(file);
      } catch (e) {
        throw new BuildError(idealImageFailure(file, e));
      }
      if (p.target === 'client')
        for (const f of image.files)
          this.emitFile({ type: 'asset', fileName: f.fileName, source: f.source });
      if (p.target === 'dev')
        for (const f of image.files) served.set(`${p.base}${f.fileName}`, f.source);
      return { code: image.code, map: null };
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const data = served.get((req.url ?? '').split('?')[0]!);
        if (!data) return next();
        res.setHeader('Content-Type', /\.png$/i.test(req.url!) ? 'image/png' : 'image/jpeg');
        res.end(data);
      });
    },
  };
}
