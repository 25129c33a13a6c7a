// `@theme/ThemeProvider/TitleFormatter` (Docusaurus 3.8+): gives every page's title its format; a
// site's override passes its own function (`{title, siteTitle, titleDelimiter, plugin,
// defaultFormatter}` → the `<title>`), applied on the server's HTML and after client navigation.
import type { ReactNode } from 'react';
import { TitleFormatterProvider, type TitleFormatterFnWithDefault } from '../../titleFormatter.js';

export interface Props {
  children: ReactNode;
}

const formatter: TitleFormatterFnWithDefault = (params) => params.defaultFormatter(params);

export default function ThemeProviderTitleFormatter({ children }: Props) {
  return <TitleFormatterProvider formatter={formatter}>{children}</TitleFormatterProvider>;
}
