// The flags of a Docusaurus config's `future` as Docusaurus reads them: `v4: true` turns every v4
// flag on, an object names each; `faster` (3.9) or `experimental_faster` (3.8) the same way.
const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** Whether `future.v4` turns on the flag `name` (`v4: true`, or `v4: { [name]: true }`). */
export function v4Flag(future: unknown, name: string): boolean {
  const v4 = isObj(future) ? future.v4 : undefined;
  return v4 === true || (isObj(v4) && v4[name] === true);
}

/**
 * Whether `future.faster` (else `experimental_faster`) turns on the flag `name`; undefined when
 * the config sets neither (3.10's `v4.fasterByDefault` then decides).
 */
export function fasterFlag(future: unknown, name: string): boolean | undefined {
  const faster = isObj(future) ? (future.faster ?? future.experimental_faster) : undefined;
  if (faster === undefined) return undefined;
  return faster === true || (isObj(faster) && faster[name] === true);
}
