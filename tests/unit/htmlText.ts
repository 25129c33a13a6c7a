// Text a pre-rendered page holds, as the browser reads it: React's five escapes undone.

/** `&lt;`, `&gt;`, `&quot;`, `&#x27;` and `&amp;` (last) as the characters they stand for. */
export const unescapeHtml = (s: string): string =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');
