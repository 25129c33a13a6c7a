// DocSearch draws Algolia's logo as an SVG holding a <style> element (two class rules for its
// colours). The site's Content-Security-Policy allows no inline style, so the browser refuses that
// element and reports a violation each time the modal opens. While the guard is on, an SVG <style>
// React creates becomes an inert <metadata> element; searchModal.css gives the logo its colours.
const SVG_NS = 'http://www.w3.org/2000/svg';

/**
 * Turns the guard on for the current document; returns the function that turns it off. On while
 * the modal's tree is first rendered (SearchModal.tsx), so nothing else on the page is affected.
 */
export function guardSvgStyles(): () => void {
  if (typeof document === 'undefined') return () => undefined;
  const doc = document;
  const original = Object.getOwnPropertyDescriptor(doc, 'createElementNS');
  const create = Document.prototype.createElementNS;
  const guarded = function (this: Document, ns: string | null, name: string, options?: unknown) {
    const tag = ns === SVG_NS && name.toLowerCase() === 'style' ? 'metadata' : name;
    return create.call(this, ns, tag, options as ElementCreationOptions);
  };
  doc.createElementNS = guarded as typeof doc.createElementNS;
  return () => {
    if (doc.createElementNS !== (guarded as unknown)) return;
    if (original) Object.defineProperty(doc, 'createElementNS', original);
    else delete (doc as { createElementNS?: unknown }).createElementNS;
  };
}
