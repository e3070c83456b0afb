import { EditorView } from '@codemirror/view';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { replaceAll } from '../../../test/code-editor';
import type { PieceKind } from '../piece-kind';
import { MarkdownEditor, type EditorControls } from './markdown-editor';
import { PieceChecks } from './piece-checks';

const KIND: PieceKind = { type: 'blog_post', markdown: true, platform: null, keywords: [], regenerate: null, variations: null };
const DRAFT = '# Three shortcuts\n\n1. [Shortcut 1: name it, show it in one shot]\n2. [Shortcut 2: name it]\n\nSee [the guide](https://example.com).';

/** The editor and its checks, wired as the editor page wires them. */
function Harness({ initial }: { initial: string }) {
  const [text, setText] = useState(initial);
  const controls = useRef<EditorControls>(null);
  return (
    <>
      <MarkdownEditor ref={controls} value={text} onChange={setText} markdown label="Text of the piece" />
      <PieceChecks kind={KIND} text={text} onNextSlot={() => controls.current?.selectNextSlot()} />
    </>
  );
}

const box = () => screen.getByRole('textbox', { name: 'Text of the piece' });
const selected = () => {
  const view = EditorView.findFromDOM(box())!;
  const { from, to } = view.state.selection.main;
  return view.state.sliceDoc(from, to);
};

describe('fill-in slots in the editor', () => {
  it('marks each slot (and not the link), saying "Fill this in"', () => {
    render(<Harness initial={DRAFT} />);
    const marks = [...box().querySelectorAll('.cm-slot')];
    expect(marks.map((mark) => mark.textContent)).toEqual(['[Shortcut 1: name it, show it in one shot]', '[Shortcut 2: name it]']);
    for (const mark of marks) {
      expect(mark).toHaveAttribute('title', 'Fill this in');
      expect(mark).toHaveAttribute('aria-description', 'Fill this in');
      expect(mark).toHaveClass('bg-amber-100', 'dark:bg-amber-400/25');
    }
  });

  it('counts the slots left in the checks, and Go to next slot selects each in turn, round to the first', async () => {
    const user = userEvent.setup();
    render(<Harness initial={DRAFT} />);
    expect(screen.getByText('2 slots to fill')).toBeInTheDocument();
    const next = screen.getByRole('button', { name: 'Go to next slot' });

    await user.click(next);
    expect(selected()).toBe('[Shortcut 1: name it, show it in one shot]');
    expect(box()).toHaveFocus();
    await user.click(next);
    expect(selected()).toBe('[Shortcut 2: name it]');
    await user.click(next);
    expect(selected()).toBe('[Shortcut 1: name it, show it in one shot]');
  });

  it('follows the text: a filled slot is no longer marked or counted, and with none the line goes', () => {
    render(<Harness initial={DRAFT} />);
    replaceAll(box(), '# Three shortcuts\n\n1. Ripple delete\n2. [Shortcut 2: name it]');
    expect(screen.getByText('1 slot to fill')).toBeInTheDocument();
    expect([...box().querySelectorAll('.cm-slot')].map((mark) => mark.textContent)).toEqual(['[Shortcut 2: name it]']);

    replaceAll(box(), '# Three shortcuts\n\n1. Ripple delete\n2. J-K-L');
    expect(box().querySelector('.cm-slot')).toBeNull();
    expect(screen.queryByText(/to fill$/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Go to next slot' })).not.toBeInTheDocument();
  });
});
