// `@theme/Mermaid` (Docusaurus's @docusaurus/theme-mermaid): `<Mermaid value="graph TD; A-->B" />`,
// and every ```mermaid fence of a site with `markdown.mermaid` (plugins/mdx/mermaid.ts).
//
// The diagram is drawn in the browser, as in Docusaurus. The mermaid library is a lazy chunk loaded
// by the first diagram a visitor sees: only pages with a diagram import this component, and it
// imports mermaid only when it renders. Until then (and without JavaScript) the page shows the
// diagram's source, in a placeholder without Docusaurus's `docusaurus-mermaid-container` class.
// It is drawn again in the other colour mode's theme when the mode changes (`mermaid.theme.light`
// / `.dark` of the site config, Docusaurus's themeConfig.mermaid, with `mermaid.options` passed to
// mermaid.initialize).
//
// Mermaid writes a <style> element and style attributes into the SVG: the container's
// `data-inline-styles` tells the build's Content-Security-Policy (plugins/output/csp.ts) that this
// page needs inline styles.
import { useEffect, useRef, useState } from 'react';
import siteConfig from 'virtual:docs/site-config';
import type { ColorMode } from '../../shared/types.js';
import { useColorMode } from '../useColorMode.js';

export interface MermaidProps {
  /** The diagram's mermaid source. */
  value: string;
}

const DEFAULT_THEME = { light: 'default', dark: 'dark' };

let counter = 0;
/** mermaid keeps one global configuration: renders run one after another. */
let queue: Promise<unknown> = Promise.resolve();

function render(
  value: string,
  mode: ColorMode,
): Promise<{ svg: string; bind?: (e: Element) => void }> {
  const task = queue.then(async () => {
    // Never on the server (effects do not run there): the server bundle leaves mermaid out.
    if (import.meta.env?.SSR) throw new Error('mermaid renders in the browser');
    const { default: mermaid } = await import('mermaid');
    const config = siteConfig.mermaid;
    const theme = { ...DEFAULT_THEME, ...config?.theme };
    mermaid.initialize({
      startOnLoad: false,
      ...(config?.options ?? {}),
      theme: theme[mode] as 'default',
    });
    const { svg, bindFunctions } = await mermaid.render(`mermaid-svg-${++counter}`, value);
    return { svg, ...(bindFunctions ? { bind: bindFunctions } : {}) };
  });
  queue = task.catch(() => undefined);
  return task;
}

/** The mode the page shows now (the inline script sets it before the first paint). */
const currentMode = (): ColorMode =>
  document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light';

export default function Mermaid({ value }: MermaidProps) {
  const { colorMode } = useColorMode();
  const [drawn, setDrawn] = useState<{ svg: string; key: string } | { error: string } | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const bind = useRef<((e: Element) => void) | undefined>(undefined);

  useEffect(() => {
    const mode = currentMode();
    const key = `${mode}\0${value}`;
    if (drawn && 'key' in drawn && drawn.key === key) return;
    let stale = false;
    render(value, mode).then(
      (result) => {
        if (stale) return;
        bind.current = result.bind;
        setDrawn({ svg: result.svg, key });
      },
      (e: unknown) => {
        if (!stale) setDrawn({ error: e instanceof Error ? e.message : String(e) });
      },
    );
    return () => {
      stale = true;
    };
    // `drawn` is read only to skip drawing the same diagram again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value, colorMode]);

  useEffect(() => {
    if (box.current && drawn && 'svg' in drawn) bind.current?.(box.current);
  }, [drawn]);

  if (drawn && 'svg' in drawn)
    return (
      <div
        ref={box}
        className="docusaurus-mermaid-container"
        data-inline-styles="mermaid"
        data-mermaid-theme={drawn.key.split('\0')[0]}
        dangerouslySetInnerHTML={{ __html: drawn.svg }}
      />
    );
  // Not Docusaurus's container class until the diagram is drawn: Docusaurus writes no container
  // before that, and client modules that select it (pan-and-zoom plugins) expect a diagram in it.
  return (
    <div className="mermaid-placeholder" data-inline-styles="mermaid">
      {drawn && 'error' in drawn ? (
        <p role="alert">The diagram could not be drawn: {drawn.error}</p>
      ) : null}
      <pre className="mermaid-source">
        <code>{value}</code>
      </pre>
    </div>
  );
}
