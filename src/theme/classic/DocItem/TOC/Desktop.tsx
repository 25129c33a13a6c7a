// `@theme/DocItem/TOC/Desktop`: the doc's table of contents in the column beside its content.
import { useDocContext } from '../../../DocContext.js';
import { DesktopTOC, pageToc } from '../../../TOC.js';

export default function DocItemTOCDesktop() {
  const { metadata, toc } = useDocContext();
  return metadata ? <DesktopTOC nodes={pageToc(toc, metadata)} /> : null;
}
