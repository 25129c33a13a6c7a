// The knowledgebase's own MDXComponents (site code: in this repository the site's src/theme is the
// generator's folder too, and this file is the only one there that is the site's; see
// plugins/themeResolver.ts). It adds no component; it brings the stylesheets of the site's
// build-time constructs (AT sessions, src/remark/atSession.ts) and of its payload calculator to
// every page, as the generator's own stylesheet once did.
import MDXComponents from '@theme-original/MDXComponents';
import '../components/AtSession/atSession.css';
import '../components/PayloadCalculator/styles.css';

export default { ...MDXComponents };
