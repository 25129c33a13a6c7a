// `@docusaurus/theme-common`: the parts docs and site components use, for this theme.
import { useColorMode as useThemeColorMode } from '../useColorMode.js';
import useDocusaurusContext from './useDocusaurusContext.js';

/** `{colorMode, setColorMode, isDarkTheme}`, as Docusaurus's hook returns them. */
export function useColorMode() {
  const { colorMode, setColorMode } = useThemeColorMode();
  return { colorMode, setColorMode, isDarkTheme: colorMode === 'dark' };
}

export function useThemeConfig(): Record<string, unknown> {
  return useDocusaurusContext().siteConfig.themeConfig;
}

/** Docusaurus's stable class names (the ones docs style against). */
export const ThemeClassNames = {
  page: { docsDocPage: 'docs-doc-page' },
  wrapper: { docsPages: 'docs-wrapper' },
  docs: { docMarkdown: 'theme-doc-markdown markdown' },
  common: { codeBlock: 'theme-code-block', admonition: 'theme-admonition' },
} as const;

/** Joins class names, skipping empty ones. */
export function clsx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
export { createStorageSlot } from './storageSlot.js';
