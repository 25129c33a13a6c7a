// `@docusaurus/Noop`: a component that renders nothing (Docusaurus's stand-in for optional ones).
export default function Noop(): null {
  return null;
}
