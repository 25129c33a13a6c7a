// `@docusaurus/useGlobalData`: what the site's plugins gave `setGlobalData` at build time, by
// plugin name and instance id, as Docusaurus exposes it to components (the built-in docs plugin's
// too; they come in a module of their own, which only pages importing this one carry).
// Each locale has its own (its paths carry the locale's base URL): in a server bundle every locale
// shares, the modules hand on the selected locale's (client/localeScope.ts).
import builtInData from 'virtual:docs/global-data-builtin';
import ownData from 'virtual:docs/global-data';
import { perLocale } from '../../client/localeScope.js';

const globalDataOf = perLocale((): Record<string, Record<string, unknown>> => ({
  ...builtInData,
  ...ownData,
}));

/** All plugins' global data: `{ [pluginName]: { [pluginId]: data } }`. */
export default function useGlobalData(): Record<string, Record<string, unknown>> {
  return globalDataOf();
}

/** Every instance's data of one plugin; throws when the plugin set none, as Docusaurus does. */
export function useAllPluginInstancesData(
  pluginName: string,
  options: { failfast?: boolean } = {},
): Record<string, unknown> | undefined {
  const data = globalDataOf()[pluginName];
  if (!data && options.failfast)
    throw new Error(`Docusaurus plugin global data not found for "${pluginName}" plugin.`);
  return data;
}

/** One instance's data (`pluginId` defaults to "default"). */
export function usePluginData(
  pluginName: string,
  pluginId = 'default',
  options: { failfast?: boolean } = {},
): unknown {
  const data = useAllPluginInstancesData(pluginName, options)?.[pluginId];
  if (data === undefined && options.failfast)
    throw new Error(
      `Docusaurus plugin global data not found for "${pluginName}" plugin with id "${pluginId}".`,
    );
  return data;
}
