// The stylesheets of a dev page, in its HTML: without them the page the server rendered paints
// unstyled until the browser has run the modules that inject them (Vite's CSS modules in dev).
//
// Which stylesheets: those the browser's modules inject before the page hydrates, in the order
// they inject them: the client entry's static imports, depth first (the theme's stylesheets, the
// site's `customCss` and client modules', its components' CSS modules), then the page's route
// module's (a doc's, a page's). They are read from the server environment's module graph, not the
// browser's: the server render has transformed most of these modules already, and transforming
// one there (the client entry, the site's client modules) never reaches Vite's dependency
// optimizer, whose late discoveries re-optimize and fail the page's first requests (504
// "Outdated Optimize Dep"). Only the stylesheets themselves are transformed for the browser: a
// stylesheet's module imports nothing but Vite's client.
//
// Each goes in as Vite's client writes it, `<style data-vite-dev-id="<id>">`: the client adopts
// such an element as its own (`sheetsMap`), so its first run of the module finds the text there
// and an edit of the file updates that element in place. A stylesheet the browser injects that is
// not among them (one a package's own module imports) goes after them, where the browser puts it
// anyway: the page's list is a prefix, in the browser's order, of what it injects.
import type { DevEnvironment, EnvironmentModuleNode, ViteDevServer } from 'vite';
import { escapeHtml } from '../output/htmlTemplate.js';

/** A stylesheet module's file (no `?inline`, `?url`, `?raw` import: those inject nothing). */
const CSS_FILE = /\.(?:css|less|sass|scss|styl|stylus|pcss|postcss|sss)$/;
/** What Vite's CSS plugin writes for a stylesheet the browser imports (its id and text). */
const STYLE_MODULE =
  /^const __vite__id = (".*")\nconst __vite__css = (".*")\n__vite__updateStyle\(/m;

/** How Vite writes a module URL that is no path (`/@id/…`), and a virtual module's `\0`. */
const WRAPPED = '/@id/';
const WRAPPED_NULL = '/@id/__x00__';

interface Style {
  id: string;
  css: string;
}

const isStylesheet = (mod: EnvironmentModuleNode) =>
  !!mod.id && !mod.id.includes('?') && CSS_FILE.test(mod.id);

/**
 * The stylesheets the modules at `urls` import statically, in the order the browser runs them
 * (each module's imports in its order, depth first, a module once): in the server environment,
 * whose transform keeps the static imports (`deps`) apart from the dynamic ones. Stops at a module
 * it cannot transform there: what comes after it would be out of order.
 */
async function staticStylesheets(ssr: DevEnvironment, urls: string[]): Promise<string[]> {
  const graph = ssr.moduleGraph;
  const order: string[] = [];
  const seen = new Set<EnvironmentModuleNode>();
  let stopped = false;
  const visit = async (mod: EnvironmentModuleNode): Promise<void> => {
    if (stopped || seen.has(mod)) return;
    seen.add(mod);
    if (isStylesheet(mod)) {
      order.push(mod.url);
      return;
    }
    const result = mod.transformResult ?? (await ssr.transformRequest(mod.url).catch(() => null));
    if (!result) {
      stopped = true;
      return;
    }
    // The transform's imports are module URLs as the browser's (a virtual module's under
    // `/@id/__x00__`); an external package's (`react`) is in no graph.
    const byUrl = new Map([...mod.importedModules].map((m) => [m.url, m]));
    for (const dep of result.deps ?? []) {
      const url = dep.startsWith(WRAPPED_NULL)
        ? '\0' + dep.slice(WRAPPED_NULL.length)
        : dep.startsWith(WRAPPED)
          ? dep.slice(WRAPPED.length)
          : dep;
      const next = byUrl.get(url) ?? (await graph.getModuleByUrl(url));
      if (next) await visit(next);
    }
  };
  for (const url of urls) {
    const mod = await graph.ensureEntryFromUrl(url).catch(() => undefined);
    if (!mod) break;
    await visit(mod);
  }
  return order;
}

/** The id and text Vite's client module of `url` injects, or undefined if it injects none. */
async function styleOf(vite: ViteDevServer, url: string): Promise<Style | undefined> {
  const result = await vite.environments.client.transformRequest(url);
  const match = result && STYLE_MODULE.exec(result.code);
  if (!match) return undefined;
  return { id: JSON.parse(match[1]!) as string, css: JSON.parse(match[2]!) as string };
}

/**
 * The `<style>` elements of a dev page: the stylesheets of the client entry (`clientEntryUrl`),
 * then those of the page's route modules (`routeModules`, as the route table imports them).
 */
export async function devPageStyles(
  vite: ViteDevServer,
  clientEntryUrl: string,
  routeModules: string[],
): Promise<string> {
  const ssr = vite.environments.ssr;
  const urls = await staticStylesheets(ssr, [clientEntryUrl, ...routeModules]);
  const styles = await Promise.all(urls.map((url) => styleOf(vite, url).catch(() => undefined)));
  const written = new Set<string>();
  let html = '';
  let nulIds = false;
  for (const style of styles) {
    // One that fails to compile ends the list (the browser shows its error): the rest would be
    // out of order.
    if (!style) break;
    if (written.has(style.id)) continue;
    written.add(style.id);
    // `</style` ends the element early in HTML; `<\/style` reads the same in CSS.
    const css = style.css.replaceAll(/<\/(style)/gi, '<\\/$1');
    // A virtual stylesheet's id starts with `\0`, which no HTML attribute holds (the parser reads
    // U+FFFD): a script sets it from its JSON (`\u0000`) before Vite's client reads the ids.
    const id = style.id.includes('\0')
      ? ((nulIds = true), `${NUL_ID_ATTR}="${escapeHtml(JSON.stringify(style.id))}"`)
      : `data-vite-dev-id="${escapeHtml(style.id)}"`;
    html += `<style type="text/css" ${id}>${css}</style>`;
  }
  return nulIds ? html + NUL_ID_SCRIPT : html;
}

const NUL_ID_ATTR = 'data-docs-dev-id';
/** Runs as the parser reaches it, before any module script of the page (Vite's client). */
const NUL_ID_SCRIPT =
  `<script>document.querySelectorAll('style[${NUL_ID_ATTR}]').forEach(function (s) {` +
  `s.setAttribute('data-vite-dev-id', JSON.parse(s.getAttribute('${NUL_ID_ATTR}')));` +
  `s.removeAttribute('${NUL_ID_ATTR}'); });</script>`;
