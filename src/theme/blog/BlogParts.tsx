// What the blog's route modules share (./BlogPostPage.tsx, ./BlogPages.tsx): the blog's
// stylesheet, a post's `content` as Docusaurus's blog components take it, a post's date and
// reading time (./blogFormat.ts), the tags list of a post (./TagsList.tsx).
import type { ComponentType } from 'react';
import './blog.css';

export { TagsList } from './TagsList.js';
export { formatDate, readingTimeLabel } from './blogFormat.js';
export { blogContentOf } from './blogContent.js';

export type ContentComponent = ComponentType<{ components?: Record<string, unknown> }>;
