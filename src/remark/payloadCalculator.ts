// The knowledgebase's payload calculator in the Markdown export (llms-full.txt, the .md beside each
// page): a remark plugin named in site.config.ts under `docs.beforeDefaultRemarkPlugins`, so it
// runs before the export takes its snapshot, giving each <PayloadCalculator> a line of Markdown
// (`data.markdown`) instead of the nothing an element without text would leave.
import type { Root } from 'mdast';

export const PAYLOAD_CALCULATOR_MARKDOWN =
  '(An interactive payload calculator is available on the web page.)';

interface JsxNode {
  type: string;
  name?: string | null;
  data?: Record<string, unknown>;
  children?: JsxNode[];
}

export default function remarkPayloadCalculator() {
  return (tree: Root) => {
    const stack: JsxNode[] = [tree as JsxNode];
    while (stack.length) {
      const node = stack.pop()!;
      if (
        (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
        node.name === 'PayloadCalculator'
      )
        node.data = { ...node.data, markdown: PAYLOAD_CALCULATOR_MARKDOWN };
      if (node.children) stack.push(...node.children);
    }
  };
}
