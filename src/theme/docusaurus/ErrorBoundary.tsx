// `@docusaurus/ErrorBoundary`: catches a render error of its children in the browser and renders
// `fallback({ error, tryAgain })` instead, the theme's crash page when no fallback is given; on
// the server the error goes up, as with Docusaurus's.
import { Component, type ReactNode } from 'react';
import ExecutionEnvironment from './ExecutionEnvironment.js';
import { CrashPage } from '../ErrorPage.js';

export interface FallbackParams {
  error: Error;
  tryAgain: () => void;
}

export interface ErrorBoundaryProps {
  fallback?: (params: FallbackParams) => ReactNode;
  children?: ReactNode;
}

const DefaultFallback = ({ error, tryAgain }: FallbackParams) => (
  <CrashPage error={error} onRetry={tryAgain} />
);

export default class ErrorBoundary extends Component<ErrorBoundaryProps, { error: Error | null }> {
  override state = { error: null as Error | null };

  override componentDidCatch(error: Error) {
    if (ExecutionEnvironment.canUseDOM) this.setState({ error });
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (error) {
      const fallback = this.props.fallback ?? DefaultFallback;
      return fallback({ error, tryAgain: () => this.setState({ error: null }) });
    }
    return this.props.children ?? null;
  }
}
