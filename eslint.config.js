// ESLint: typescript-eslint's recommended rules for the generator and the site's code.
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'build/**',
      // The CLI bundle `npm pack` writes (scripts/prepack.mjs) until postpack removes it.
      'dist/**',
      '.cache/**',
      'node_modules/**',
      'tests/fixtures/**',
      'tests/.tmp/**',
      '**/.tmp/**',
      '.tmp-search/**',
      'scripts/bench/peer/**',
      'scripts/bench/corpus/**',
      'scripts/bench/node_modules/**',
      'scripts/bench/results/**',
      'scripts/bench/.out/**',
      'docs/**',
      'static/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      // A leading underscore marks a binding kept on purpose (a rest sibling, a positional arg).
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  // Layers (README, "Architecture"): build code (plugins/, scripts/) reaches src/ only through
  // src/shared/, and src/shared/ imports nothing of the client, the theme, the server or the pages.
  // Type imports count: a type from src/client ties the build to the browser code as much as a value.
  {
    files: ['plugins/**/*.{ts,tsx,js,mjs}', 'scripts/**/*.{ts,tsx,js,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+src/(?!shared/)',
              message:
                'build code (plugins/, scripts/) imports from src/ only through src/shared/: move what it needs there',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(client|theme|server|pages|components)(/|$)',
              message:
                'src/shared/ is used by the build and the browser alike: it imports nothing of src/client, src/theme, src/server or the site',
            },
          ],
        },
      ],
    },
  },
  // The ambient declarations a switched TypeScript site reads (types/): global scripts, so they
  // reference each other with `///` and add to Node's `var require`; `any` where Docusaurus's
  // own types leave a value open (a required asset, a theme component's props).
  {
    files: ['types/**/*.d.ts'],
    rules: {
      '@typescript-eslint/triple-slash-reference': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      'no-var': 'off',
    },
  },
  // Functions a reader can hold in their head: at most 120 lines (blank lines and comments aside).
  // The benchmark is the one exemption.
  {
    files: ['plugins/**/*.{ts,tsx,js,mjs}', 'scripts/**/*.{ts,tsx,js,mjs}', 'src/**/*.{ts,tsx}'],
    ignores: ['scripts/bench/**'],
    rules: {
      'max-lines-per-function': ['error', { max: 120, skipBlankLines: true, skipComments: true }],
    },
  },
  // Import direction between src/client and src/theme (issue 21): the theme may import the client
  // (navigation, prefetch, storage, route table), the client never imports the theme. The one
  // exception is src/client/entryClient.tsx, the browser's composition root (as
  // src/server/entryServer.tsx is the server's): it puts the theme's App inside the navigation
  // layer, and nothing imports it. Kept under typescript-eslint's rule name so that another
  // block's `no-restricted-imports` does not replace it.
  {
    files: ['src/client/**/*.{ts,tsx}'],
    ignores: ['src/client/entryClient.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)theme(/|$)',
              message:
                'src/client must not import src/theme (the theme imports the client); move the code, or pass it in from entryClient.tsx.',
            },
          ],
        },
      ],
    },
  },
);
