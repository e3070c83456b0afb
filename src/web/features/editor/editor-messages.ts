/** What the editor says, written once (docs/conventions.md#naming-and-files). */
export const EDITOR_MESSAGES = {
  editorLabel: 'Text of the piece',
  keyboardHelp:
    'Ctrl+S (Cmd+S on a Mac) saves; Ctrl+Z undoes. Tab indents a line: to leave the text box with the keyboard, press Escape, then Tab.',
  markdownHelp: 'Markdown: # for a heading, **bold**, *italic*, - for a list.',
  loading: 'Loading the piece',
  loadFailed: "We couldn't load this piece. Check your connection and try again.",
  notFoundTitle: 'Piece not found',
  notFound: 'This piece is not in your library. It may have been deleted, or it belongs to another account.',
  backToLibrary: 'Back to Library',
  goToLibrary: 'Go to your library',
  unsaved: 'Unsaved changes',
  allSaved: 'All changes saved',
  saving: 'Saving…',
  noChanges: 'No changes to save',
  emptyText: 'A piece cannot be empty: write something before you save.',
  saveFailed: "We couldn't save your changes. Your text is still here: try again.",
  leaveTitle: 'Leave without saving?',
  leaveBody: 'Your changes to this piece are not saved. If you leave now, they are lost.',
  stay: 'Stay',
  leave: 'Leave',
  versionsLoadFailed: "We couldn't load the versions of this piece.",
  restoreFailed: "We couldn't restore that version. Try again.",
  regenerateFailed: "We couldn't write this piece again. Try again.",
  variationsFailed: "We couldn't write variations. Try again.",
  noHook: 'This script has no hook section ("## [0:00] Hook") to replace, so nothing was changed. Copy the hook you like into your text instead.',
} as const;

export const SLOTS_HELP = 'Marked slots need a fact only you know; a post cannot be published or scheduled until they are filled.';

export function savedAs(n: number): string {
  return `Saved as version ${n}`;
}
