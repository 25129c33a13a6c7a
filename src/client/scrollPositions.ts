// Scroll positions of history entries, by react-router location key, kept in sessionStorage so
// that Back after a reload (a new document, the same history) still finds them.
const STORAGE_KEY = 'docs:scroll-positions';
const MAX_ENTRIES = 200;

let positions: Map<string, number> | undefined;

function load(): Map<string, number> {
  if (positions) return positions;
  positions = new Map();
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    if (raw) for (const [k, v] of JSON.parse(raw) as [string, number][]) positions.set(k, v);
  } catch {
    /* no storage, or an unreadable value: start empty */
  }
  return positions;
}

/** Records where the entry `key` was scrolled to (call it before the entry's page goes away). */
export function saveScrollPosition(key: string, y: number): void {
  const map = load();
  map.delete(key); // re-inserted last: the oldest entries are dropped first
  map.set(key, Math.round(y));
  while (map.size > MAX_ENTRIES) map.delete(map.keys().next().value!);
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...map]));
  } catch {
    /* storage full or blocked: positions last as long as this document */
  }
}

export function getScrollPosition(key: string): number | undefined {
  return load().get(key);
}

/** Forgets the in-memory copy (tests: a "reload" reads sessionStorage again). */
export function resetScrollPositionCache(): void {
  positions = undefined;
}
