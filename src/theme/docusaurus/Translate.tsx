// `@docusaurus/Translate` and `translate()`: the message of the page's locale for the id (the
// locale's code.json; without an id the message is its own id, as in Docusaurus), else the message
// as written (`children` or `message`), its `{name}` placeholders replaced by `values`.
import { Fragment, isValidElement, type ReactNode } from 'react';
import { interpolate, messageOf } from '../translate.js';

type Values = Record<string, ReactNode>;

/** `translate({message, id?, description?}, values?)`: the message, placeholders filled in. */
export function translate(
  { message, id }: { message: string; id?: string; description?: string },
  values?: Record<string, string | number>,
): string {
  return interpolate(messageOf(id ?? message, message), values).join('');
}

export default function Translate({
  children,
  id,
  values,
}: {
  children: string;
  id?: string;
  description?: string;
  values?: Values;
}) {
  if (typeof children !== 'string')
    throw new Error('Translate: its child must be a plain string (the message)');
  const parts = interpolate(messageOf(id ?? children, children), values);
  return (
    <>
      {parts.map((p, i) => (
        <Fragment key={i}>{isValidElement(p) || typeof p !== 'object' ? p : String(p)}</Fragment>
      ))}
    </>
  );
}
