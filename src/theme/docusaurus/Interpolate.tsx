// `@docusaurus/Interpolate` and `interpolate()`: a text's `{name}` placeholders replaced by
// `values` (strings, numbers or elements), as Docusaurus's module does.
import { Fragment, isValidElement, type ReactNode } from 'react';

type Values = Record<string, ReactNode>;

function parts(text: string, values: Values | undefined): ReactNode[] {
  return text.split(/(\{\w+\})/).map((part) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return name !== undefined && values && Object.hasOwn(values, name) ? values[name] : part;
  });
}

/** The text with its placeholders filled in: a string when every value is one, else nodes. */
export function interpolate(text: string, values?: Values): ReactNode {
  const filled = parts(text, values);
  if (filled.every((p) => !isValidElement(p))) return filled.join('');
  return (
    <>
      {filled.map((p, i) => (
        <Fragment key={i}>{p}</Fragment>
      ))}
    </>
  );
}

export default function Interpolate({ children, values }: { children: string; values?: Values }) {
  if (typeof children !== 'string')
    throw new Error('Interpolate: its child must be a plain string (the text)');
  return <>{interpolate(children, values)}</>;
}
