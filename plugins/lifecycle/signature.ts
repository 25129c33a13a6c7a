// What of the plugins decides whether the last build's output can be kept: their modules' code
// and everything they gave the build (routes, global data, tags, client modules, theme folders).
// A plugin's other files (modules its module imports) are not followed.
import { hashFile } from '../output/buildState.js';
import type { SitePlugins } from './sitePlugins.js';

export function pluginsSignature(p: SitePlugins): unknown {
  return {
    modules: [...new Set(p.result.plugins.map((x) => x.entryPath))].map((f) => [f, hashFile(f)]),
    routes: p.result.routes.map((r) => r.route),
    globalData: p.result.globalData,
    htmlTags: p.htmlTags,
    clientModules: p.clientModules,
    themePaths: p.themePaths,
    postCss: p.postCss ? JSON.stringify(p.postCss.plugins.map(String)) : undefined,
    webpack: {
      alias: p.webpack.alias,
      fallback: p.webpack.fallback,
      define: p.webpack.define,
      serverDefine: p.webpack.serverDefine,
      inject: p.webpack.inject,
      externals: p.webpack.externals,
      serverExternals: p.webpack.serverExternals,
      replacements: p.webpack.replacements,
      serverReplacements: p.webpack.serverReplacements,
      // file-loader and url-loader rules (their tests by their source) and WebAssembly modules.
      fileRules: p.webpack.fileRules.map((r) => ({ test: r.test.map(String), use: r.use })),
      wasmModules: p.webpack.wasmModules,
      // The copy patterns, their functions (`to`, `filter`, `transform`) by their code.
      copies: p.webpack.copies.map((c) => ({
        plugin: c.plugin,
        patterns: c.patterns.map((pattern) =>
          Object.fromEntries(
            Object.entries(pattern).map(([k, v]) => [k, typeof v === 'function' ? String(v) : v]),
          ),
        ),
      })),
    },
  };
}
