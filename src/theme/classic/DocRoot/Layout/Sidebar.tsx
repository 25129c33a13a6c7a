// `@theme/DocRoot/Layout/Sidebar`: the sidebar's column beside a doc page (`sidebar`: its items),
// the page's `@theme/DocSidebar` in it; with docs.hideableSidebar the column hides, and
// `DocRoot/Layout/Sidebar/ExpandButton` brings it back.
import type { Dispatch, SetStateAction } from 'react';
import type { SidebarItem } from '../../../../shared/types.js';
import { useDocContext } from '../../../DocContext.js';
import DocSidebarColumn from '../../../DocSidebar.js';

export default function DocRootLayoutSidebar({
  sidebar,
  setHiddenSidebarContainer,
}: {
  sidebar: SidebarItem[];
  hiddenSidebarContainer?: boolean;
  setHiddenSidebarContainer?: Dispatch<SetStateAction<boolean>>;
}) {
  const { permalink } = useDocContext();
  return (
    <DocSidebarColumn
      items={sidebar}
      pathname={permalink}
      {...(setHiddenSidebarContainer ? { onHiddenChange: setHiddenSidebarContainer } : {})}
    />
  );
}
