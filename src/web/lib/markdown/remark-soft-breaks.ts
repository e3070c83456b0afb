/** The slice of an mdast node this plugin reads; text and parents are all it changes. */
type MarkdownNode = { type: string; value?: string; children?: MarkdownNode[] };

function splitLines(value: string): MarkdownNode[] {
  return value
    .split('\n')
    .flatMap((line, index): MarkdownNode[] => (index === 0 ? [{ type: 'text', value: line }] : [{ type: 'break' }, { type: 'text', value: line }]));
}

function splitSoftBreaks(node: MarkdownNode): void {
  if (!node.children) return;
  node.children = node.children.flatMap((child) => {
    if (child.type === 'text' && child.value?.includes('\n')) return splitLines(child.value);
    splitSoftBreaks(child);
    return [child];
  });
}

/**
 * Models write one line per thought (a sign-off, an address, a short list without markers), so a
 * single newline inside a paragraph is kept as a line break rather than folded into a space, as
 * the hand-written reader before react-markdown did. Code keeps its own newlines (it is not text).
 */
export function remarkSoftBreaks() {
  return (tree: MarkdownNode) => splitSoftBreaks(tree);
}
