// `@theme/DocItem/TOC/Mobile`: the doc's collapsible table of contents above its content.
import { useDocContext } from '../../../DocContext.js';
import { tocLevels } from '../../../TOC.js';
import TOCCollapsible from '../../TOCCollapsible.js';

export default function DocItemTOCMobile() {
  const { metadata, toc } = useDocContext();
  // Docusaurus's theme class, and its CSS-module class (`tocMobile_<hash>`) on its sites.
  const className = __DOCS_DOCUSAURUS_METADATA__
    ? 'theme-doc-toc-mobile tocMobile_dv'
    : 'theme-doc-toc-mobile';
  return metadata ? (
    <TOCCollapsible toc={toc ?? []} {...tocLevels(metadata)} className={className} />
  ) : null;
}
