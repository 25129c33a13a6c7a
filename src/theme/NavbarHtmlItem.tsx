// A navbar item of `type: 'html'`, as Docusaurus renders it: the HTML as it is, in a <div> among the
// navbar's items and an <li> in a dropdown or in the small-screen drawer.
/** A `type: 'html'` item: its HTML as it is, in a <div> in the navbar and an <li> in a list. */
export default function HtmlItem({
  item,
  className,
}: {
  item: { value: string; className?: string };
  className?: string;
}) {
  const Tag = className === 'navbar__item' ? 'div' : 'li';
  const classes = [className, item.className].filter(Boolean).join(' ');
  return (
    <Tag
      {...(classes ? { className: classes } : {})}
      dangerouslySetInnerHTML={{ __html: item.value }}
    />
  );
}
