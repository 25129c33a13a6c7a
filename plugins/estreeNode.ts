// A node of a parsed JavaScript program (ESTree, as oxc/rolldown's parser gives it) with its
// offsets, for the code that walks a module's syntax tree by hand.
export interface EstreeNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

export const isEstreeNode = (v: unknown): v is EstreeNode =>
  typeof v === 'object' && v !== null && typeof (v as EstreeNode).type === 'string';
