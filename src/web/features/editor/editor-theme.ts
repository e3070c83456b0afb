import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { EditorView } from '@codemirror/view';
// @lezer/highlight comes with @codemirror/language (its highlighting is built on these tags).
import { tags } from '@lezer/highlight';

/**
 * The editor's colours, as CSS variables the wrapper sets from the app's palette: light by default and
 * dark under `dark:` (the app follows the system's setting), so the editor switches with the page.
 */
export const EDITOR_COLOURS = [
  '[--ed-text:var(--color-gray-900)] dark:[--ed-text:var(--color-gray-100)]',
  '[--ed-heading:var(--color-gray-950)] dark:[--ed-heading:var(--color-white)]',
  '[--ed-mark:var(--color-gray-500)] dark:[--ed-mark:var(--color-gray-400)]',
  '[--ed-link:var(--color-indigo-700)] dark:[--ed-link:var(--color-indigo-300)]',
  '[--ed-quote:var(--color-gray-700)] dark:[--ed-quote:var(--color-gray-300)]',
  '[--ed-code:var(--color-gray-100)] dark:[--ed-code:var(--color-gray-800)]',
  '[--ed-caret:var(--color-indigo-600)] dark:[--ed-caret:var(--color-indigo-300)]',
  '[--ed-selection:var(--color-indigo-100)] dark:[--ed-selection:color-mix(in_oklab,var(--color-indigo-500)_35%,transparent)]',
].join(' ');

/** The app's font and sizes (the Markdown preview's: 15 px on 28 px lines), the colours above. */
const theme = EditorView.theme({
  '&': { height: '100%', color: 'var(--ed-text)', backgroundColor: 'transparent', fontSize: '0.9375rem' },
  // The wrapper draws the focus ring, around the whole box.
  '&.cm-focused': { outline: 'none' },
  '.cm-scroller': { fontFamily: 'var(--font-sans)', lineHeight: '1.75rem', overflow: 'auto' },
  '.cm-content': { padding: '1rem 0', caretColor: 'var(--ed-caret)' },
  '.cm-line': { padding: '0 1rem' },
  '.cm-cursor, .cm-dropCursor': { borderLeftColor: 'var(--ed-caret)', borderLeftWidth: '2px' },
  '&.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground, .cm-selectionBackground, .cm-content ::selection': {
    backgroundColor: 'var(--ed-selection)',
  },
});

/** Markdown as it reads: headings bold, emphasis as emphasis, links in the app's link colour, marks quieter. */
const markdownStyle = HighlightStyle.define([
  { tag: tags.heading1, fontSize: '1.25em', fontWeight: '700', color: 'var(--ed-heading)' },
  { tag: tags.heading2, fontSize: '1.125em', fontWeight: '600', color: 'var(--ed-heading)' },
  { tag: [tags.heading3, tags.heading4, tags.heading5, tags.heading6], fontWeight: '600', color: 'var(--ed-heading)' },
  { tag: tags.strong, fontWeight: '600' },
  { tag: tags.emphasis, fontStyle: 'italic' },
  { tag: tags.strikethrough, textDecoration: 'line-through' },
  { tag: [tags.link, tags.url], color: 'var(--ed-link)', textDecoration: 'underline' },
  { tag: tags.monospace, fontFamily: 'var(--font-mono)', fontSize: '0.9em', backgroundColor: 'var(--ed-code)', borderRadius: '0.25rem' },
  { tag: tags.quote, color: 'var(--ed-quote)', fontStyle: 'italic' },
  // The Markdown marks themselves: "#", "**", "- ", ">", "[" and "](…)".
  { tag: [tags.processingInstruction, tags.meta, tags.contentSeparator, tags.labelName], color: 'var(--ed-mark)' },
]);

export const editorTheme = [theme, syntaxHighlighting(markdownStyle)];
