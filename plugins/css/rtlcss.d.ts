// rtlcss 4.3 ships no types: the PostCSS plugin creator, as plugins/css/rtlStylesheets.ts uses it.
declare module 'rtlcss' {
  import type { Plugin } from 'postcss';
  const rtlcss: (options?: Record<string, unknown>) => Plugin;
  export default rtlcss;
}
