// The `inert` attribute as props, for React 19 and 18 alike. React 19 knows `inert` as a boolean
// attribute (`true` writes `inert=""`, an empty string is false); React 18 (a Docusaurus site's own
// React, plugins/siteReact.ts) does not know it: it drops `true` with a warning and writes a
// string as it is.
import { version } from 'react';

export const INERT_PROPS: { inert: boolean } = {
  inert: (Number(version.split('.')[0]) >= 19 ? true : '') as boolean,
};
