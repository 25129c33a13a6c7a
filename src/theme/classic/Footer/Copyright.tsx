// `@theme/Footer/Copyright`: the footer's copyright line (HTML allowed, as in Docusaurus).
export default function FooterCopyright({ copyright }: { copyright: string }) {
  return <div className="footer__copyright" dangerouslySetInnerHTML={{ __html: copyright }} />;
}
