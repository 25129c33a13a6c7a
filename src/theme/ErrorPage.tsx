// What a visitor sees when something fails: a crashed render, or a page that could not load.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { translateTheme } from './translate.js';

function causeChain(error: unknown): string[] {
  const out: string[] = [];
  let e: unknown = error;
  while (e && out.length < 10) {
    out.push(e instanceof Error ? e.message : String(e));
    e = e instanceof Error ? (e as Error & { cause?: unknown }).cause : undefined;
  }
  return out;
}

export function CrashPage({
  error,
  onRetry,
  retryLabel = translateTheme('theme.ErrorPageContent.tryAgain', 'Try again'),
}: {
  error: unknown;
  onRetry: () => void;
  retryLabel?: string;
}) {
  return (
    <main className="container margin-vert--xl error-page" role="alert">
      <h1 className="hero__title">
        {translateTheme('theme.ErrorPageContent.title', 'This page crashed.')}
      </h1>
      <button type="button" className="button button--primary" onClick={onRetry}>
        {retryLabel}
      </button>
      <hr />
      <p className="error-page__message">{causeChain(error).join('\n\nCause:\n')}</p>
    </main>
  );
}

export function LoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <main className="container margin-vert--xl error-page" role="alert">
      <div className="alert alert--danger">
        <p>{error instanceof Error ? error.message : String(error)}</p>
        <button type="button" className="button button--secondary" onClick={onRetry}>
          Retry
        </button>
      </div>
    </main>
  );
}

/** Catches render errors below it and shows the crash page. */
export class ErrorBoundary extends Component<
  { children: ReactNode; resetKey?: string },
  { error: unknown }
> {
  override state = { error: undefined as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown error') };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }
  override componentDidUpdate(prev: { resetKey?: string }) {
    if (prev.resetKey !== this.props.resetKey && this.state.error)
      this.setState({ error: undefined });
  }
  override render() {
    if (this.state.error)
      return (
        <CrashPage error={this.state.error} onRetry={() => this.setState({ error: undefined })} />
      );
    return this.props.children;
  }
}
