// `@theme/ThemeProvider` (Docusaurus 3.8+): the theme's providers around every route, inside
// `@theme/Root`; the classic theme's one is the page title's formatter
// (`@theme/ThemeProvider/TitleFormatter`). Drawn only for a site that overrides one of the two
// (src/theme/themeProviderSlot.ts): without, the default title format needs no provider.
import type { ReactNode } from 'react';
import TitleFormatterProvider from './ThemeProvider/TitleFormatter.js';

export interface Props {
  children: ReactNode;
}

export default function ThemeProvider({ children }: Props) {
  return <TitleFormatterProvider>{children}</TitleFormatterProvider>;
}
