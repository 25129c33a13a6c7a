// `@docusaurus/useBrokenLinks`: components report the links and anchors they render so Docusaurus
// can check them. This generator checks the written HTML instead (every link and anchor of every
// page), so the reports are not needed: they are accepted and the check covers them.
const brokenLinks = {
  collectLink(_link: string | undefined): void {},
  collectAnchor(_anchor: string | undefined): void {},
};

export default function useBrokenLinks() {
  return brokenLinks;
}
