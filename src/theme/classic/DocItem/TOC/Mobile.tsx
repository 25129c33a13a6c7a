// `@theme/DocItem/TOC/Mobile`: the doc's collapsible table of contents above its content.
import { useDocContext } from '../../../DocContext.js';
import { MobileTOC, pageToc } from '../../../TOC.js';

export default function DocItemTOCMobile() {
  const { metadata, toc } = useDocContext();
  return metadata ? <MobileTOC nodes={pageToc(toc, metadata)} /> : null;
}
