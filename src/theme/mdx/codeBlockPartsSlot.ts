// Where ./CodeBlock.tsx finds the code block's parts: none here, so a site that overrides no
// `CodeBlock/` part does not ship them; when a site does, the theme resolver
// (plugins/themeResolver.ts) gives ./codeBlockPartsTree.tsx in this module's place.
import type { codeBlockParts as Parts } from './codeBlockPartsTree.js';

export const codeBlockParts: typeof Parts | undefined = undefined;
