// `@theme/ErrorPageContent`: what a page that crashed while rendering shows (`error`, and
// `tryAgain` to render it again), its error's message and the messages of its causes.
import { translateTheme } from '../translate.js';

function causeChain(error: unknown): string[] {
  const out: string[] = [];
  let e: unknown = error;
  while (e && out.length < 10) {
    out.push(e instanceof Error ? e.message : String(e));
    e = e instanceof Error ? (e as Error & { cause?: unknown }).cause : undefined;
  }
  return out;
}

export default function ErrorPageContent({
  error,
  tryAgain,
}: {
  error: unknown;
  tryAgain: () => void;
}) {
  return (
    <main className="container margin-vert--xl error-page" role="alert">
      <h1 className="hero__title">
        {translateTheme('theme.ErrorPageContent.title', 'This page crashed.')}
      </h1>
      <button type="button" className="button button--primary" onClick={tryAgain}>
        {translateTheme('theme.ErrorPageContent.tryAgain', 'Try again')}
      </button>
      <hr />
      <p className="error-page__message">{causeChain(error).join('\n\nCause:\n')}</p>
    </main>
  );
}
