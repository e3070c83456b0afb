import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { markdownKeymap, markdownLanguage, pasteURLAsLink } from '@codemirror/lang-markdown';
import { LanguageSupport } from '@codemirror/language';
import { Annotation, Compartment, EditorState, Prec } from '@codemirror/state';
import { EditorView, keymap } from '@codemirror/view';
import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import { classNames } from '../../../lib/class-names';
import { EDITOR_COLOURS, editorTheme } from '../editor-theme';
import { selectNextSlot, slotMarks } from '../slot-marks';

/** What the page can ask of the editor from outside it. */
export type EditorControls = {
  /** Selects the next fill-in slot (going round), focusing the editor; false when there is none. */
  selectNextSlot: () => boolean;
};

type MarkdownEditorProps = {
  /** The text; a new value from outside (a restored version, a picked variation) replaces what is shown. */
  value: string;
  onChange: (text: string) => void;
  /** Highlight Markdown (a blog post, a script); a post in plain text is shown as it is. Read once. */
  markdown: boolean;
  /** The accessible name of the text box. */
  label: string;
  /** Ids of what describes it (the keyboard help). */
  describedBy?: string;
  className?: string;
  ref?: Ref<EditorControls>;
};

const DARK = '(prefers-color-scheme: dark)';

/**
 * GitHub-flavoured Markdown (as the preview renders it), Enter continuing a list or quote, a pasted
 * address over selected words making a link. Not `markdown()`: it brings the HTML, CSS and JavaScript
 * languages along (for HTML tags in Markdown), which would double the size of this page's code.
 */
const markdownSupport = new LanguageSupport(markdownLanguage, [Prec.high(keymap.of(markdownKeymap)), pasteURLAsLink]);

/** Marks a text set from outside: the editor shows it without reporting it back as an edit. */
const fromOutside = Annotation.define<boolean>();

function prefersDark(): boolean {
  return window.matchMedia?.(DARK).matches ?? false;
}

/**
 * A CodeMirror 6 editor for Markdown (or plain text): highlighting, line wrapping, undo and redo (Ctrl/Cmd+Z, Shift+Z
 * or Y). Tab indents; Escape then Tab moves focus on (CodeMirror's tab-focus mode), so the keyboard is
 * never trapped. Fill-in slots are highlighted (slot-marks.ts). Loaded only with the editor's page.
 */
export function MarkdownEditor({ value, onChange, markdown, label, describedBy, className, ref }: MarkdownEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  // The text the editor last reported: the same value coming back is not a change from outside.
  const reported = useRef(value);
  const latestChange = useRef(onChange);
  useEffect(() => {
    latestChange.current = onChange;
  }, [onChange]);

  // Made once; the label and description are set below, the text as it changes from outside.
  const attributes = useRef(new Compartment());
  const darkMode = useRef(new Compartment());
  const highlighted = useRef(markdown);
  useEffect(() => {
    const editor = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: reported.current,
        extensions: [
          history(),
          keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
          highlighted.current ? markdownSupport : [],
          slotMarks,
          EditorView.lineWrapping,
          editorTheme,
          darkMode.current.of(EditorView.darkTheme.of(prefersDark())),
          attributes.current.of([]),
          EditorView.updateListener.of((update) => {
            if (!update.docChanged || update.transactions.some((transaction) => transaction.annotation(fromOutside))) return;
            const text = update.state.doc.toString();
            reported.current = text;
            latestChange.current(text);
          }),
        ],
      }),
    });
    view.current = editor;

    const media = window.matchMedia?.(DARK);
    const follow = () => editor.dispatch({ effects: darkMode.current.reconfigure(EditorView.darkTheme.of(prefersDark())) });
    media?.addEventListener?.('change', follow);
    return () => {
      media?.removeEventListener?.('change', follow);
      editor.destroy();
      view.current = null;
    };
  }, []);

  useImperativeHandle(ref, () => ({ selectNextSlot: () => (view.current ? selectNextSlot(view.current) : false) }), []);

  useEffect(() => {
    // tabindex: the text box is in the Tab order anyway (contenteditable); said outright, checkers also see that its scrolling box can be reached.
    const content: Record<string, string> = { 'aria-label': label, 'aria-multiline': 'true', tabindex: '0' };
    if (describedBy) content['aria-describedby'] = describedBy;
    view.current?.dispatch({ effects: attributes.current.reconfigure(EditorView.contentAttributes.of(content)) });
  }, [label, describedBy]);

  useEffect(() => {
    const editor = view.current;
    if (!editor || value === reported.current) return;
    reported.current = value;
    // A replacement from outside is one step the creator can undo.
    editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value }, annotations: fromOutside.of(true) });
  }, [value]);

  return (
    <div
      ref={host}
      className={classNames(
        'min-h-0 overflow-hidden rounded-xl border border-gray-300 bg-white shadow-sm dark:border-gray-700 dark:bg-gray-900',
        'focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-indigo-500',
        EDITOR_COLOURS,
        className,
      )}
    />
  );
}
