import { EditorSelection, RangeSetBuilder, type Text } from '@codemirror/state';
import { Decoration, EditorView, ViewPlugin, type DecorationSet, type ViewUpdate } from '@codemirror/view';
import { findSlots } from '../../../contract/slots';
import { SLOT_DESCRIPTION, SLOT_MARK_CLASS } from '../../lib/slots/slot-mark';

/** Where a slot is in the text, as the editor counts (from the start, `to` just after its "]"). */
export type SlotRange = { from: number; to: number };

/** Every fill-in slot in a text (docs/product/posts.md#fill-in-slots), in order. */
export function slotRanges(text: string): SlotRange[] {
  return findSlots(text).map((slot) => ({ from: slot.at, to: slot.at + slot.text.length }));
}

/** The slot the cursor is in or the next after it, else the first: Next slot goes round. */
export function nextSlot(ranges: readonly SlotRange[], cursor: number): SlotRange | undefined {
  return ranges.find((range) => range.to > cursor) ?? ranges[0];
}

const slotMark = Decoration.mark({
  class: `cm-slot ${SLOT_MARK_CLASS}`,
  attributes: { title: SLOT_DESCRIPTION, 'aria-description': SLOT_DESCRIPTION },
});

function decorate(doc: Text): DecorationSet {
  const builder = new RangeSetBuilder<Decoration>();
  // A slot is on one line: each line is read alone, so a long piece's typing costs only its lines.
  for (let number = 1; number <= doc.lines; number++) {
    const line = doc.line(number);
    if (!line.text.includes('[')) continue;
    for (const range of slotRanges(line.text)) builder.add(line.from + range.from, line.from + range.to, slotMark);
  }
  return builder.finish();
}

/** The editor's slot highlighting: every slot marked, kept up to date as the text changes. */
export const slotMarks = ViewPlugin.fromClass(
  class {
    decorations: DecorationSet;
    constructor(view: EditorView) {
      this.decorations = decorate(view.state.doc);
    }
    update(update: ViewUpdate) {
      if (update.docChanged) this.decorations = decorate(update.state.doc);
    }
  },
  { decorations: (plugin) => plugin.decorations },
);

/**
 * Selects the next slot after the cursor (going round to the first) and brings it into view, so that
 * typing replaces it. False when the text holds none.
 */
export function selectNextSlot(view: EditorView): boolean {
  const cursor = view.state.selection.main;
  // From just past a selected slot, so that pressing again moves on.
  const target = nextSlot(slotRanges(view.state.doc.toString()), cursor.empty ? cursor.head : cursor.to);
  if (!target) return false;
  view.dispatch({ selection: EditorSelection.single(target.from, target.to), scrollIntoView: true });
  view.focus();
  return true;
}
