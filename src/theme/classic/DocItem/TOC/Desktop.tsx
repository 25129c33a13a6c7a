// `@theme/DocItem/TOC/Desktop`: the doc's table of contents in the column beside its content.
import { useDocContext } from '../../../DocContext.js';
import { tocLevels } from '../../../TOC.js';
import TOC from '../../TOC.js';

export default function DocItemTOCDesktop() {
  const { metadata, toc } = useDocContext();
  return metadata ? (
    <TOC toc={toc ?? []} {...tocLevels(metadata)} className="theme-doc-toc-desktop" />
  ) : null;
}
