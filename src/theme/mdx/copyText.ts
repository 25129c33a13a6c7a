// Copies a code block's text: the Clipboard API, or where it is missing or refused (an insecure
// origin, a denied permission), a selected textarea and the `copy` command.

export async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    const ta = document.createElement('textarea');
    ta.value = text;
    document.body.appendChild(ta);
    ta.select();
    document.execCommand('copy');
    ta.remove();
  }
}
