// Types for what a Docusaurus site's React code imports (src/pages, src/components, its swizzled
// theme components) once @docusaurus/core, the classic theme and module-type-aliases are gone:
// the `@docusaurus/*` client modules, the `@theme/*` components, CSS modules, images and
// `require()` of assets. Written for docusaurus-vite from Docusaurus's documented client API.

/// <reference types="react" />

// `require('@site/static/img/x.svg').default`, as the classic template's components write it;
// the same declaration as Node's types (@types/node 20 and later), with which it merges.
declare namespace NodeJS {
  interface Require {
    (id: string): any;
  }
}
declare var require: NodeJS.Require;

declare module '*.module.css' {
  const classes: { readonly [className: string]: string };
  export default classes;
}
declare module '*.module.scss' {
  const classes: { readonly [className: string]: string };
  export default classes;
}
declare module '*.module.sass' {
  const classes: { readonly [className: string]: string };
  export default classes;
}
declare module '*.css';
declare module '*.scss';

declare module '*.svg' {
  import type { ComponentType, SVGProps } from 'react';
  const Svg: ComponentType<SVGProps<SVGSVGElement> & { title?: string }>;
  export default Svg;
}
declare module '*.png' {
  const url: string;
  export default url;
}
declare module '*.jpg' {
  const url: string;
  export default url;
}
declare module '*.jpeg' {
  const url: string;
  export default url;
}
declare module '*.gif' {
  const url: string;
  export default url;
}
declare module '*.webp' {
  const url: string;
  export default url;
}
declare module '*.avif' {
  const url: string;
  export default url;
}
declare module '*.ico' {
  const url: string;
  export default url;
}

declare module '@docusaurus/Link' {
  import type { AnchorHTMLAttributes, ReactNode } from 'react';
  export interface Props extends AnchorHTMLAttributes<HTMLAnchorElement> {
    to?: string;
    href?: string;
    autoAddBaseUrl?: boolean;
    isNavLink?: boolean;
    activeClassName?: string;
    exact?: boolean;
    isActive?: (...args: any[]) => boolean;
    'data-noBrokenLinkCheck'?: boolean;
    children?: ReactNode;
  }
  export default function Link(props: Props): ReactNode;
}

declare module '@docusaurus/useDocusaurusContext' {
  import type { DocusaurusConfig } from '@docusaurus/types';
  export interface DocusaurusContext {
    siteConfig: DocusaurusConfig;
    siteMetadata: { docusaurusVersion: string; siteVersion?: string; pluginVersions: object };
    globalData: { [pluginName: string]: { [pluginId: string]: unknown } };
    i18n: {
      defaultLocale: string;
      locales: string[];
      currentLocale: string;
      localeConfigs: {
        [locale: string]: { label: string; htmlLang: string; direction: string; path: string };
      };
    };
    codeTranslations: { [msgId: string]: string };
  }
  export default function useDocusaurusContext(): DocusaurusContext;
}

declare module '@docusaurus/useBaseUrl' {
  export type BaseUrlOptions = { forcePrependBaseUrl?: boolean; absolute?: boolean };
  export function useBaseUrlUtils(): {
    withBaseUrl: (url: string, options?: BaseUrlOptions) => string;
  };
  export default function useBaseUrl(url: string, options?: BaseUrlOptions): string;
}

declare module '@docusaurus/Head' {
  import type { ReactNode } from 'react';
  export default function Head(props: { children?: ReactNode; [key: string]: unknown }): ReactNode;
}

declare module '@docusaurus/BrowserOnly' {
  import type { ReactNode } from 'react';
  export default function BrowserOnly(props: {
    children?: () => ReactNode;
    fallback?: ReactNode;
  }): ReactNode;
}

declare module '@docusaurus/ExecutionEnvironment' {
  const ExecutionEnvironment: {
    canUseDOM: boolean;
    canUseEventListeners: boolean;
    canUseIntersectionObserver: boolean;
    canUseViewport: boolean;
  };
  export default ExecutionEnvironment;
}

declare module '@docusaurus/useIsBrowser' {
  export default function useIsBrowser(): boolean;
}

declare module '@docusaurus/isInternalUrl' {
  export function hasProtocol(url: string): boolean;
  export default function isInternalUrl(url?: string): boolean;
}

declare module '@docusaurus/Interpolate' {
  import type { ReactNode } from 'react';
  export type InterpolateValues = { [key: string]: ReactNode };
  export function interpolate(text: string, values?: InterpolateValues): ReactNode;
  export default function Interpolate(props: {
    children: string;
    values?: InterpolateValues;
  }): ReactNode;
}

declare module '@docusaurus/Translate' {
  import type { ReactNode } from 'react';
  import type { InterpolateValues } from '@docusaurus/Interpolate';
  export function translate(
    param: { message: string; id?: string; description?: string },
    values?: { [key: string]: string | number },
  ): string;
  export default function Translate(props: {
    children: string;
    id?: string;
    description?: string;
    values?: InterpolateValues;
  }): ReactNode;
}

declare module '@docusaurus/router' {
  import type { ReactNode } from 'react';
  export interface Location {
    pathname: string;
    search: string;
    hash: string;
    state: unknown;
    key: string;
  }
  type To = string | Partial<Pick<Location, 'pathname' | 'search' | 'hash' | 'state'>>;
  export interface History {
    location: Location;
    push(to: To, state?: unknown): void;
    replace(to: To, state?: unknown): void;
    go(delta: number): void;
    goBack(): void;
    goForward(): void;
    listen(listener: (location: Location) => void): () => void;
  }
  export function useLocation(): Location;
  export function useHistory(): History;
  export function Redirect(props: { to: To; push?: boolean }): ReactNode;
  export function matchPath(
    pathname: string,
    props: string | { path?: string | string[]; exact?: boolean; strict?: boolean },
  ): { path: string; url: string; isExact: boolean; params: { [key: string]: string } } | null;
}

declare module '@docusaurus/useGlobalData' {
  export function useAllPluginInstancesData(pluginName: string): { [pluginId: string]: unknown };
  export function usePluginData(pluginName: string, pluginId?: string): unknown;
  export default function useGlobalData(): {
    [pluginName: string]: { [pluginId: string]: unknown };
  };
}

declare module '@docusaurus/useRouteContext' {
  export default function useRouteContext(): {
    plugin: { name: string; id: string };
    data?: { [key: string]: unknown };
  };
}

declare module '@docusaurus/ComponentCreator' {
  export default function ComponentCreator(path: string, hash: string): unknown;
}

// The theme's components: what a site's pages import, with their props.
declare module '@theme/Layout' {
  import type { ReactNode } from 'react';
  export interface Props {
    children?: ReactNode;
    noFooter?: boolean;
    wrapperClassName?: string;
    title?: string;
    description?: string;
  }
  export default function Layout(props: Props): ReactNode;
}

declare module '@theme/Heading' {
  import type { ComponentProps, ReactNode } from 'react';
  export interface Props extends ComponentProps<'h1'> {
    as: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
  }
  export default function Heading(props: Props): ReactNode;
}

declare module '@theme/CodeBlock' {
  import type { ReactNode } from 'react';
  export interface Props {
    children: ReactNode;
    className?: string;
    metastring?: string;
    title?: ReactNode;
    language?: string;
    showLineNumbers?: boolean | number;
  }
  export default function CodeBlock(props: Props): ReactNode;
}

declare module '@theme/Tabs' {
  import type { ReactNode } from 'react';
  export interface Props {
    children: ReactNode;
    className?: string;
    lazy?: boolean;
    block?: boolean;
    defaultValue?: string | null;
    values?: readonly { value: string; label?: string; attributes?: { [key: string]: unknown } }[];
    groupId?: string;
    queryString?: string | boolean;
  }
  export default function Tabs(props: Props): ReactNode;
}

declare module '@theme/TabItem' {
  import type { ReactNode } from 'react';
  export interface Props {
    children: ReactNode;
    value: string;
    default?: boolean;
    label?: string;
    hidden?: boolean;
    className?: string;
    attributes?: { [key: string]: unknown };
  }
  export default function TabItem(props: Props): ReactNode;
}

declare module '@theme/Admonition' {
  import type { ReactNode } from 'react';
  export interface Props {
    children: ReactNode;
    type: string;
    icon?: ReactNode;
    title?: ReactNode;
    className?: string;
  }
  export default function Admonition(props: Props): ReactNode;
}

declare module '@theme/Details' {
  import type { ComponentProps, ReactNode } from 'react';
  export interface Props extends ComponentProps<'details'> {
    summary?: ReactNode;
  }
  export default function Details(props: Props): ReactNode;
}

declare module '@theme/DocCardList' {
  import type { ReactNode } from 'react';
  export default function DocCardList(props: { items?: unknown[]; className?: string }): ReactNode;
}

declare module '@theme/ThemedImage' {
  import type { ComponentProps, ReactNode } from 'react';
  export interface Props extends Omit<ComponentProps<'img'>, 'src'> {
    sources: { light: string; dark: string };
  }
  export default function ThemedImage(props: Props): ReactNode;
}

declare module '@theme/IdealImage' {
  import type { ComponentProps, ReactNode } from 'react';
  export interface Props extends ComponentProps<'img'> {
    img: unknown;
  }
  export default function IdealImage(props: Props): ReactNode;
}

declare module '@theme/MDXContent' {
  import type { ReactNode } from 'react';
  export default function MDXContent(props: { children: ReactNode }): ReactNode;
}

declare module '@theme/MDXComponents' {
  import type { ComponentType } from 'react';
  const MDXComponents: { [tagName: string]: ComponentType<any> };
  export default MDXComponents;
}

declare module '@theme/Mermaid' {
  import type { ReactNode } from 'react';
  export default function Mermaid(props: { value: string }): ReactNode;
}

/** Any other theme component (a swizzled one, a theme's own, its `-original` or `-init`). */
declare module '@theme/*' {
  import type { ComponentType } from 'react';
  const Component: ComponentType<any>;
  export default Component;
}
declare module '@theme-original/*' {
  import type { ComponentType } from 'react';
  const Component: ComponentType<any>;
  export default Component;
}
declare module '@theme-init/*' {
  import type { ComponentType } from 'react';
  const Component: ComponentType<any>;
  export default Component;
}
