// The docs option `docItemComponent`: Docusaurus renders each doc of the instance with that
// component (`@theme/DocItem` by default; docusaurus-theme-openapi-docs's sites name
// `@theme/ApiItem`), giving it the doc's MDX module as its `content` prop. Here an instance that
// names another component gets a route kind of its own, `doc:<component>`, whose client side
// (src/theme/routeKinds/docItem.tsx) renders the doc's sidebar and that component, loaded with the
// first such route.
import type { DocusaurusSection } from '../config/docusaurus/types.js';
import { DEFAULT_DOC_ITEM } from '../config/docusaurus/docItemComponent.js';
import type { ClientRouteKind } from '../routes/generateRoutesModule.js';

/** The component a docs instance renders its docs with, when it is not the classic DocItem. */
export function docItemComponentOf(
  section: DocusaurusSection | undefined,
  pluginId: string,
): string | undefined {
  const value = section?.docs.find((d) => d.id === pluginId)?.other.docItemComponent;
  return typeof value === 'string' && value !== DEFAULT_DOC_ITEM ? value : undefined;
}

const kindName = (component: string) => `doc:${component}`;

/** The route kind of the docs of an instance. */
export function docRouteKind(section: DocusaurusSection | undefined, pluginId: string): string {
  const component = docItemComponentOf(section, pluginId);
  return component ? kindName(component) : 'doc';
}

/** The kind of an instance's docItemComponent (none: the classic DocItem), rendered by `file`'s `docItem`. */
export function docItemKinds(
  section: DocusaurusSection | undefined,
  pluginId: string,
  file: string,
): Record<string, ClientRouteKind> {
  const component = docItemComponentOf(section, pluginId);
  return component ? { [kindName(component)]: { file, exportName: 'docItem', component } } : {};
}
