// What a visitor sees when something fails: a crashed render, or a page that could not load.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import ErrorPageContent from './classic/ErrorPageContent.js';

/** The crash page (`@theme/ErrorPageContent`, a site's override included). */
export function CrashPage({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return <ErrorPageContent error={error} tryAgain={onRetry} />;
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
