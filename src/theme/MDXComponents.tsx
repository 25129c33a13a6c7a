// The knowledgebase's own MDXComponents (site code: in this repository the site's src/theme is the
// generator's folder too, and this file is the only one there that is the site's; see
// plugins/themeResolver.ts). It adds no component; it brings the stylesheet of the site's
// build-time constructs (AT sessions, src/remark/atSession.ts: markup, no component of their own)
// to every page. The payload calculator's stylesheet comes with the calculator
// (src/components/PayloadCalculator), to the pages that import it.
import MDXComponents from '@theme-original/MDXComponents';
import '../components/AtSession/atSession.css';

export default { ...MDXComponents };
