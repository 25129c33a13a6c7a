// `@theme/DocItem/TOC/Mobile`: the doc's collapsible table of contents above its content.
import { useDocContext } from '../../../DocContext.js';
import { tocLevels } from '../../../TOC.js';
import TOCCollapsible from '../../TOCCollapsible.js';

export default function DocItemTOCMobile() {
  const { metadata, toc } = useDocContext();
  return metadata ? <TOCCollapsible toc={toc ?? []} {...tocLevels(metadata)} /> : null;
}
