// Hot reload of a doc in the dev server. Each doc module accepts its own updates and hands the new
// module to the open page (src/theme/DocPage.tsx listens for `docs:hmr`).

/** The code appended to a doc's module in the dev server. */
export function hmrCode(params: { permalink?: string }): string {
  return `if (import.meta.hot) { import.meta.hot.accept((mod) => { if (mod) window.dispatchEvent(new CustomEvent('docs:hmr', { detail: { permalink: ${JSON.stringify(params.permalink)}, mod } })); }); }\n`;
}
