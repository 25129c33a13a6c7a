// The fence languages a Docusaurus site highlights: those of the Prism that prism-react-renderer
// bundles (2.x, what the classic theme uses), and the Prism components the site adds with
// `themeConfig.prism.additionalLanguages`, each under its aliases too. Any other fence is plain
// text there (` ```bash ` in a site that does not add `bash`), and is here too: the mapper sets
// them as the site's `code.languages` (plugins/mdx/codeTheme.ts, `highlightsLanguage`).

/** The languages prism-react-renderer 2.x registers, aliases included (checked against 2.4.1). */
export const PRISM_BUNDLED_LANGUAGES: readonly string[] = [
  'markup', 'html', 'mathml', 'svg', 'xml', 'ssml', 'atom', 'rss',
  'regex', 'clike', 'javascript', 'js', 'actionscript', 'coffeescript', 'coffee', 'javadoclike',
  'css', 'yaml', 'yml', 'markdown', 'md', 'graphql', 'sql', 'typescript', 'ts', 'jsdoc', 'flow',
  'n4js', 'n4jsd', 'jsx', 'tsx', 'swift', 'kotlin', 'kt', 'kts', 'c', 'objectivec', 'objc',
  'reason', 'rust', 'go', 'cpp', 'python', 'py', 'json', 'webmanifest',
  // Plain text under any of these names (Prism's `plain`), listed so they stay known names.
  'plain', 'plaintext', 'text', 'txt',
]; // prettier-ignore

/** The other names a Prism component registers its language under (prismjs's components). */
const PRISM_ALIASES: Readonly<Record<string, readonly string[]>> = {
  bash: ['sh', 'shell'],
  csharp: ['cs', 'dotnet'],
  docker: ['dockerfile'],
  'shell-session': ['sh-session', 'shellsession'],
  ruby: ['rb'],
  haskell: ['hs'],
  latex: ['tex', 'context'],
  'visual-basic': ['vb', 'vba'],
  handlebars: ['hbs', 'mustache'],
  ignore: ['gitignore', 'hgignore', 'npmignore'],
  django: ['jinja2'],
  dot: ['gv'],
  solidity: ['sol'],
  purescript: ['purs'],
  racket: ['rkt'],
  lisp: ['emacs', 'elisp', 'emacs-lisp'],
  powerquery: ['pq', 'mscript'],
  wolfram: ['mathematica', 'nb', 'wl'],
  awk: ['gawk'],
  asciidoc: ['adoc'],
  arduino: ['ino'],
  gettext: ['po'],
  'plant-uml': ['plantuml'],
  qsharp: ['qs'],
  renpy: ['rpy'],
  rescript: ['res'],
  'web-idl': ['webidl'],
  uri: ['url'],
  'dns-zone-file': ['dns-zone'],
  'go-module': ['go-mod'],
  'linker-script': ['ld'],
  'excel-formula': ['xlsx', 'xls'],
  robotframework: ['robot'],
  turtle: ['trig'],
  sparql: ['rq'],
  moonscript: ['moon'],
  idris: ['idr'],
  pascal: ['objectpascal'],
  'solution-file': ['sln'],
};

/** The languages a site with these `additionalLanguages` highlights (lower-cased, as fences are read). */
export function prismLanguages(additional: readonly string[]): string[] {
  const names = new Set(PRISM_BUNDLED_LANGUAGES);
  for (const lang of additional)
    for (const name of [lang, ...(PRISM_ALIASES[lang] ?? [])]) names.add(name.toLowerCase());
  return [...names];
}
