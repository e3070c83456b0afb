import { EditorSelection, RangeSetBuilder, type Text } from '@codemirror/state';
import { Decoration, EditorView, ViewPlugin, type DecorationSet, type ViewUpdate } from '@codemirror/view';
import { SLOT_DESCRIPTION, SLOT_MARK_CLASS } from '../../lib/slots/slot-mark';
import { nextSlot, slotRanges } from '../../lib/slots/slot-ranges';

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
