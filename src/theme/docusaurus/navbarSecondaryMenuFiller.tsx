// theme-common's `NavbarSecondaryMenuFiller` (typescript-eslint's playground options use it): a
// page's component shown as the second panel of the navbar's slide-in menu while the filler is
// mounted (../navbarSecondaryMenu.ts holds the one slot).
import { useMemo, type ComponentType } from 'react';
import { useNavbarSecondaryMenuFiller } from '../navbarSecondaryMenu.js';

export function NavbarSecondaryMenuFiller<P extends object>({
  component: Component,
  props,
}: {
  component: ComponentType<P>;
  props: P;
}): null {
  const node = useMemo(() => <Component {...props} />, [Component, props]);
  useNavbarSecondaryMenuFiller(node);
  return null;
}
