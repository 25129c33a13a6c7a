// `@docusaurus/Translate` and `translate()` for a site with one locale: the message as written
// (`children` or `message`), its `{name}` placeholders replaced by `values`.
import { Fragment, isValidElement, type ReactNode } from 'react';

type Values = Record<string, ReactNode>;

function interpolate(message: string, values: Values | undefined): ReactNode[] {
  if (!values) return [message];
  return message.split(/(\{\w+\})/).map((part) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return name !== undefined && Object.hasOwn(values, name) ? values[name] : part;
  });
}

/** `translate({message, id?, description?}, values?)`: the message, placeholders filled in. */
export function translate(
  { message }: { message: string; id?: string; description?: string },
  values?: Record<string, string | number>,
): string {
  return interpolate(message, values).join('');
}

export default function Translate({
  children,
  values,
}: {
  children: string;
  id?: string;
  description?: string;
  values?: Values;
}) {
  if (typeof children !== 'string')
    throw new Error('Translate: its child must be a plain string (the message)');
  const parts = interpolate(children, values);
  return (
    <>
      {parts.map((p, i) => (
        <Fragment key={i}>{isValidElement(p) || typeof p !== 'object' ? p : String(p)}</Fragment>
      ))}
    </>
  );
}
