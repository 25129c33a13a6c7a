// Title and description of a route: they live in src/shared/pageHead.ts (the build uses them too).
export { formatTitle, type PageHead } from '../shared/pageHead.js';
