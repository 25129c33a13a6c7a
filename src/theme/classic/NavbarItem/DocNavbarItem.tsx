// `@theme/NavbarItem/DocNavbarItem`: a link to the doc `docId` (of the docs `docsPluginId`),
// labelled with `label` or the doc's id, current on the docs of the doc's sidebar.
import NavbarDocItem, { type DocItemProps } from '../../navbarDocItem.js';

export default function DocNavbarItem({ docId, ...props }: DocItemProps & { docId: string }) {
  return <NavbarDocItem {...props} kind="doc" id={docId} />;
}
