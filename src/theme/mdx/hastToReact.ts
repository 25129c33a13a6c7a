// A highlighted block's hast (Shiki's or the Prism markup's) as React elements, for the runtime
// highlighters (./runtimeHighlight.ts, ./runtimePrism.ts).
import { createElement, type ReactNode } from 'react';
import type { ElementContent } from 'hast';

/** A hast tree as React elements (elements with `class`/`className`, `tabIndex`, `data-*`). */
export function hastToReact(node: ElementContent, key?: number): ReactNode {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element') return null;
  const props: Record<string, unknown> = key === undefined ? {} : { key };
  for (const [name, value] of Object.entries(node.properties)) {
    if (value === undefined || value === null) continue;
    if (name === 'className' || name === 'class')
      props.className = Array.isArray(value) ? value.join(' ') : String(value);
    else if (name === 'dataLine') props['data-line'] = value;
    else props[name] = value;
  }
  const children = node.children.map((c, i) => hastToReact(c, i));
  return createElement(node.tagName, props, ...children);
}
