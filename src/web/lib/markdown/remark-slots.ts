import { findSlots } from '../../../contract/slots';
import { SLOT_DESCRIPTION, SLOT_MARK_CLASS } from '../slots/slot-mark';

/** The slice of an mdast node this plugin reads and makes; `data.hName` makes it an HTML element. */
type MarkdownNode = {
  type: string;
  value?: string;
  children?: MarkdownNode[];
  data?: { hName: string; hProperties: Record<string, string | string[]> };
};

function slotNode(text: string): MarkdownNode {
  return {
    type: 'slot',
    data: { hName: 'mark', hProperties: { title: SLOT_DESCRIPTION, className: SLOT_MARK_CLASS.split(' ') } },
    children: [
      { type: 'slotDescription', data: { hName: 'span', hProperties: { className: ['sr-only'] } }, children: [{ type: 'text', value: `${SLOT_DESCRIPTION}: ` }] },
      { type: 'text', value: text },
    ],
  };
}

function splitText(value: string): MarkdownNode[] {
  const nodes: MarkdownNode[] = [];
  let at = 0;
  for (const slot of findSlots(value)) {
    if (slot.at > at) nodes.push({ type: 'text', value: value.slice(at, slot.at) });
    nodes.push(slotNode(slot.text));
    at = slot.at + slot.text.length;
  }
  if (at < value.length) nodes.push({ type: 'text', value: value.slice(at) });
  return nodes;
}

function markSlots(node: MarkdownNode): void {
  if (!node.children) return;
  node.children = node.children.flatMap((child) => {
    if (child.type === 'text' && child.value?.includes('[')) return splitText(child.value);
    markSlots(child);
    return [child];
  });
}

/**
 * Fill-in slots (docs/product/posts.md#fill-in-slots) left by the offline engine are marked in the
 * formatted draft as in the editor: a <mark> saying "Fill this in". Code is not text, so a slot-like
 * bracket in code stays as it is.
 */
export function remarkSlots() {
  return (tree: MarkdownNode) => markSlots(tree);
}
