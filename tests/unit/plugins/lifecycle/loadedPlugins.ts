// Lifecycle results as the later stages get them, for the hook tests: a plugin as loaded from a
// folder, and the run's result around a list of them.
import type { LifecycleResult, LoadedPlugin } from '../../../../plugins/lifecycle/run.js';
import type { Plugin } from '../../../../plugins/lifecycle/types.js';

/** `instance` as the lifecycle loaded it from the module folder `path`. */
export const loaded = (instance: Plugin, path = '/site/plugins'): LoadedPlugin => ({
  label: instance.name,
  entryPath: path + '/index.js',
  name: instance.name,
  id: 'default',
  options: {},
  instance,
  kind: 'plugin',
  path,
});

/** The lifecycle's result for these plugins, on webpack as Docusaurus's default bundler. */
export const result = (plugins: LoadedPlugin[], siteDir = '/site') =>
  ({
    context: { currentBundler: { name: 'webpack' }, siteDir },
    plugins,
    routes: [],
    globalData: {},
    warnings: [],
  }) as unknown as LifecycleResult;
