// The stylesheets of a dev page, in its HTML: without them the page the server rendered paints
// unstyled until the browser has run the modules that inject them (Vite's CSS modules in dev).
// Each goes in as Vite's client writes it, `<style data-vite-dev-id="<id>">`: the client adopts
// such an element as its own (its `sheetsMap`), so a CSS edit updates it in place and its first
// run of the module finds the text unchanged.
import type { EnvironmentModuleNode, ViteDevServer } from 'vite';
import { escapeHtml } from '../output/htmlTemplate.js';

/** A stylesheet module's file (no `?inline`, `?url`, `?raw` import: those inject nothing). */
const CSS_FILE = /\.(?:css|less|sass|scss|styl|stylus|pcss|postcss|sss)$/;
/** What Vite's CSS plugin writes for a stylesheet the browser imports (its id and text). */
const STYLE_MODULE =
  /^const __vite__id = (".*")\nconst __vite__css = (".*")\n__vite__updateStyle\(/m;

interface Style {
  id: string;
  css: string;
}

/** The id and text Vite's client module of `url` injects, or undefined if it injects none. */
async function styleOf(vite: ViteDevServer, url: string): Promise<Style | undefined> {
  const result = await vite.environments.client.transformRequest(url);
  const match = result && STYLE_MODULE.exec(result.code);
  if (!match) return undefined;
  return { id: JSON.parse(match[1]!) as string, css: JSON.parse(match[2]!) as string };
}

const outsidePackages = (mod: EnvironmentModuleNode) =>
  !!mod.id && !mod.id.includes('/node_modules/');

/**
 * The stylesheets the client entry imports, in the order the browser runs them: its own and its
 * virtual modules' (the theme's, the site's `customCss`, its client modules'), following the static
 * imports of modules outside packages (the theme's components, whose CSS modules come with them).
 */
async function clientEntryStyles(vite: ViteDevServer, entryUrl: string): Promise<string[]> {
  const graph = vite.environments.client.moduleGraph;
  const order: string[] = [];
  const seen = new Set<string>();
  const visit = async (url: string): Promise<void> => {
    if (seen.has(url)) return;
    seen.add(url);
    const result = await vite.environments.client.transformRequest(url);
    const mod = await graph.getModuleByUrl(url);
    if (!result || !mod) return;
    if (STYLE_MODULE.test(result.code)) {
      order.push(url);
      return;
    }
    // Vite's list of the static imports is in the module's order (`importedModules` may not be).
    const statics = (mod as { staticImportedUrls?: Set<string> }).staticImportedUrls ?? [];
    const byUrl = new Map([...mod.importedModules].map((m) => [m.url, m]));
    const next = [...statics]
      .map((u) => byUrl.get(u))
      .filter(
        (m): m is EnvironmentModuleNode =>
          !!m && (outsidePackages(m) || CSS_FILE.test(m.url.split('?')[0]!)),
      );
    // Transformed side by side; visited in import order, as the browser runs them.
    await Promise.all(next.map((m) => vite.environments.client.warmupRequest(m.url)));
    for (const m of next) await visit(m.url);
  };
  await visit(entryUrl);
  return order;
}

/** The stylesheets the server's render of the page reached (its route's components, say). */
function renderedStyles(vite: ViteDevServer, serverEntry: string): string[] {
  const graph = vite.environments.ssr.moduleGraph;
  const start = graph.getModulesByFile(serverEntry);
  const order: string[] = [];
  const seen = new Set<EnvironmentModuleNode>();
  const visit = (mod: EnvironmentModuleNode) => {
    if (seen.has(mod)) return;
    seen.add(mod);
    if (mod.id && CSS_FILE.test(mod.id)) {
      order.push(mod.url);
      return;
    }
    for (const m of mod.importedModules) visit(m);
  };
  for (const mod of start ?? []) visit(mod);
  return order;
}

/**
 * The `<style>` elements of a dev page: the client entry's stylesheets, then those of what the
 * server rendered, each once, with the text and id the browser's module of it has.
 */
export async function devPageStyles(
  vite: ViteDevServer,
  clientEntryUrl: string,
  serverEntry: string,
): Promise<string> {
  const urls = [...(await clientEntryStyles(vite, clientEntryUrl))];
  for (const url of renderedStyles(vite, serverEntry)) if (!urls.includes(url)) urls.push(url);
  const styles = await Promise.all(urls.map((url) => styleOf(vite, url).catch(() => undefined)));
  const written = new Set<string>();
  let html = '';
  for (const style of styles) {
    if (!style || written.has(style.id)) continue;
    written.add(style.id);
    // `</style` ends the element early in HTML; `<\/style` reads the same in CSS.
    const css = style.css.replaceAll(/<\/(style)/gi, '<\\/$1');
    html += `<style type="text/css" data-vite-dev-id="${escapeHtml(style.id)}">${css}</style>`;
  }
  return html;
}
