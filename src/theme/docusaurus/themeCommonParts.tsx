// Hooks and components of `@docusaurus/theme-common` with behaviour (./themeCommon.ts exports them).
import { Component, useEffect, useState, type ErrorInfo, type ReactNode } from 'react';
import { DESKTOP_BREAKPOINT } from '../../shared/constants.js';
import { useTitleFormatter } from '../titleFormatter.js';
import Head from './Head.js';
import useBaseUrl from '../useBaseUrl.js';
import { selectPlural } from '../translate.js';

type WindowSize = 'desktop' | 'mobile' | 'ssr';

const sizeOf = (): WindowSize => (window.innerWidth > DESKTOP_BREAKPOINT ? 'desktop' : 'mobile');

/**
 * `'desktop'` or `'mobile'` (Infima's 996px breakpoint), and `'ssr'` on the server and in the
 * hydrating render, so both render the same (as Docusaurus's hook does).
 */
export function useWindowSize(): WindowSize {
  const [size, setSize] = useState<WindowSize>('ssr');
  useEffect(() => {
    const update = () => setSize(sizeOf());
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return size;
}

export { HtmlClassNameProvider } from './htmlClassName.js';

/** The page's title, description, keywords and image as head tags (in the server's HTML too). */
export function PageMetadata(props: {
  title?: string;
  description?: string;
  keywords?: string | string[];
  image?: string;
  children?: ReactNode;
}) {
  const keywords = Array.isArray(props.keywords) ? props.keywords.join(',') : props.keywords;
  const { format } = useTitleFormatter();
  // As theme-common's: og:title is the whole title, the image an absolute URL for both cards.
  const image = useBaseUrl(props.image ?? '', { absolute: true });
  return (
    <Head themeTitle>
      {props.title && <title>{format(props.title)}</title>}
      {props.title && <meta property="og:title" content={format(props.title)} />}
      {props.description && <meta name="description" content={props.description} />}
      {props.description && <meta property="og:description" content={props.description} />}
      {keywords && <meta name="keywords" content={keywords} />}
      {image && <meta property="og:image" content={image} />}
      {image && <meta name="twitter:image" content={image} />}
      {props.children}
    </Head>
  );
}

/** Renders `onError(error)` instead of its children when they throw. */
export class ErrorCauseBoundary extends Component<
  { children: ReactNode; onError: (error: Error) => ReactNode },
  { error: Error | null }
> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override componentDidCatch(_error: Error, _info: ErrorInfo) {}
  override render() {
    return this.state.error ? this.props.onError(this.state.error) : this.props.children;
  }
}

/**
 * `selectMessage(count, 'One post|{count} posts')`: the form of the message for the count, by the
 * page locale's plural rules (forms ordered zero, one, two, few, many, other, as Docusaurus does).
 */
export function usePluralForm() {
  return { selectMessage: selectPlural };
}
