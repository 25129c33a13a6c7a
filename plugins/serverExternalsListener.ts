// How the server bundle's externals plugin (viteConfig.ts `serverExternalsPlugin`) tells the build
// of each package file it leaves to Node, as it resolves it: through the `api` of a plugin of this
// name in the bundler's config (Vite's way for plugins to talk). The build's pre-render workers
// load those files while the bundle is made (plugins/buildStages.ts). A module of its own: the
// stages import it without loading viteConfig.ts, which is loaded only when a bundle is made.

/** The name of the plugin whose `api` is a ServerExternalsListener. */
export const SERVER_EXTERNALS_LISTENER = 'docs:server-externals-listener';

export interface ServerExternalsListener {
  /** A package file the server bundle leaves to Node, once resolved; whether it is CommonJS. */
  onExternal(file: string, commonJs: boolean): void;
}
