// `@docusaurus/Head`: `<title>`, `<meta>` and `<link>` elements for the page's head. They are
// applied in the browser, when the component mounts, and removed when it unmounts; the server's
// head comes from the page's front matter (title, description, keywords, image), not from here.
import { Children, isValidElement, useEffect, type ReactNode } from 'react';

interface HeadTag {
  tag: string;
  attributes: Record<string, string>;
  text?: string;
}

/** The head elements `children` describes (elements other than title, meta, link are ignored). */
export function headTags(children: ReactNode): HeadTag[] {
  const out: HeadTag[] = [];
  Children.forEach(children, (child) => {
    if (!isValidElement(child) || typeof child.type !== 'string') return;
    const { children: inner, ...props } = child.props as Record<string, unknown>;
    if (!['title', 'meta', 'link'].includes(child.type)) return;
    const attributes: Record<string, string> = {};
    for (const [k, v] of Object.entries(props))
      if (typeof v === 'string' || typeof v === 'number')
        attributes[k === 'className' ? 'class' : k] = String(v);
    out.push({
      tag: child.type,
      attributes,
      ...(child.type === 'title' ? { text: Children.toArray(inner as ReactNode).join('') } : {}),
    });
  });
  return out;
}

export default function Head({ children }: { children?: ReactNode }) {
  const key = JSON.stringify(headTags(children));
  useEffect(() => {
    const tags: HeadTag[] = JSON.parse(key);
    const added: Element[] = [];
    const previousTitle = document.title;
    for (const t of tags) {
      if (t.tag === 'title') {
        document.title = t.text ?? '';
        continue;
      }
      const el = document.createElement(t.tag);
      for (const [k, v] of Object.entries(t.attributes)) el.setAttribute(k, v);
      document.head.appendChild(el);
      added.push(el);
    }
    return () => {
      for (const el of added) el.remove();
      if (tags.some((t) => t.tag === 'title')) document.title = previousTitle;
    };
  }, [key]);
  return null;
}
