import { EditorView } from '@codemirror/view';
import { act } from '@testing-library/react';

/**
 * Typing into a CodeMirror editor: happy-dom has no layout or selection model for CodeMirror to read
 * keystrokes through, so a test makes the edit the keys would (a user input transaction at the
 * cursor, or over the whole text) and the editor reports it as it reports typing.
 */
function viewOf(box: HTMLElement): EditorView {
  const view = EditorView.findFromDOM(box);
  if (!view) throw new Error('Not a CodeMirror editor');
  return view;
}

/** Types `text` at the end of the editor's text. */
export function typeAtEnd(box: HTMLElement, text: string) {
  const view = viewOf(box);
  act(() => {
    const end = view.state.doc.length;
    view.dispatch({ changes: { from: end, insert: text }, selection: { anchor: end + text.length }, userEvent: 'input.type' });
  });
}

/** Selects all and types `text` over it. */
export function replaceAll(box: HTMLElement, text: string) {
  const view = viewOf(box);
  act(() => {
    view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text }, selection: { anchor: text.length }, userEvent: 'input.type' });
  });
}

/** The editor's whole text. */
export function editorText(box: HTMLElement): string {
  return viewOf(box).state.doc.toString();
}
