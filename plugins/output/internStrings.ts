// One flat copy per distinct string, for strings kept long after the text they were cut from.
// A regex capture (or slice) of a long string is a view that keeps the whole string alive: the
// links of a page kept for the link check would hold the page's HTML until the end of the build.

/** Returns the pool's copy of a string, adding a copy that shares no memory with its source. */
export function createInterner(): (s: string) => string {
  const pool = new Map<string, string>();
  return (s) => {
    let copy = pool.get(s);
    if (copy === undefined) {
      copy = Buffer.from(s, 'utf8').toString('utf8');
      pool.set(copy, copy);
    }
    return copy;
  };
}
