// Tags sorted by label and grouped by their first letter, as the docs' and the blog's tags list
// pages show them.
export function tagsByLetter<T extends { label: string }>(tags: T[]): Map<string, T[]> {
  const byLetter = new Map<string, T[]>();
  for (const tag of [...tags].sort((a, b) => a.label.localeCompare(b.label))) {
    const letter = tag.label.charAt(0).toUpperCase();
    byLetter.set(letter, [...(byLetter.get(letter) ?? []), tag]);
  }
  return byLetter;
}
