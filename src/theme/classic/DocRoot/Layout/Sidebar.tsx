// `@theme/DocRoot/Layout/Sidebar`: the sidebar's column beside a doc page (`sidebar`: its items),
// the page's `@theme/DocSidebar` in it; with docs.hideableSidebar the column hides, and
// `DocRoot/Layout/Sidebar/ExpandButton` brings it back.
import type { Dispatch, SetStateAction } from 'react';
import type { SidebarItem } from '../../../../shared/types.js';
import { useDocContext } from '../../../DocContext.js';
import DocSidebarColumn from '../../../DocSidebar.js';
import { sitePath, siteSidebarItems, useSiteBasename } from '../../../docusaurus/sitePaths.js';

export default function DocRootLayoutSidebar({
  sidebar,
  setHiddenSidebarContainer,
}: {
  sidebar: SidebarItem[];
  hiddenSidebarContainer?: boolean;
  setHiddenSidebarContainer?: Dispatch<SetStateAction<boolean>>;
}) {
  const { permalink, sidebarName } = useDocContext();
  const basename = useSiteBasename();
  // As Docusaurus gives them to @theme/DocSidebar: the items' links and the page's path with the
  // base URL (the open page's location), so that a swizzled sidebar compares like with like.
  return (
    <DocSidebarColumn
      items={siteSidebarItems(basename, sidebar)}
      pathname={sitePath(basename, permalink)}
      // Kept mounted from doc to doc (../../DocRoot.tsx); the items of another sidebar are drawn
      // anew (Docusaurus's ResetOnSidebarChange). Its own name, as DocsSidebarProvider got it: the
      // levels above are mounted again for another version or instance (../../../DocRouteTree.tsx).
      name={sidebarName}
      {...(setHiddenSidebarContainer ? { onHiddenChange: setHiddenSidebarContainer } : {})}
    />
  );
}
