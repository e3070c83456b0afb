import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { editorText, typeAtEnd } from '../../../test/code-editor';
import { MarkdownEditor } from './markdown-editor';

function Harness({ initial, markdown = true, onReport }: { initial: string; markdown?: boolean; onReport?: (text: string) => void }) {
  const [text, setState] = useState(initial);
  const setText = (next: string) => {
    onReport?.(next);
    setState(next);
  };
  return (
    <>
      <p id="help">Press Escape, then Tab, to leave the editor.</p>
      <MarkdownEditor value={text} onChange={setText} markdown={markdown} label="Text of the piece" describedBy="help" />
      <output aria-label="Value">{text}</output>
      <button type="button" onClick={() => setState('Replaced from outside')}>
        Replace
      </button>
    </>
  );
}

const box = () => screen.getByRole('textbox', { name: 'Text of the piece' });

describe('the Markdown editor', () => {
  it('is a labelled, described multi-line text box that reports each edit', () => {
    render(<Harness initial="# Title" />);
    expect(box()).toHaveAttribute('aria-multiline', 'true');
    expect(box()).toHaveAccessibleDescription('Press Escape, then Tab, to leave the editor.');
    expect(box()).toHaveTextContent('# Title');
    typeAtEnd(box(), '\n\nMore words');
    expect(screen.getByRole('status', { name: 'Value' })).toHaveTextContent('# Title More words');
  });

  it('shows a text set from outside, and Ctrl+Z takes it back', async () => {
    const user = userEvent.setup();
    const onReport = vi.fn();
    render(<Harness initial="First text" onReport={onReport} />);
    await user.click(screen.getByRole('button', { name: 'Replace' }));
    expect(editorText(box())).toBe('Replaced from outside');
    expect(box()).toHaveTextContent('Replaced from outside');

    box().focus();
    await user.keyboard('{Control>}z{/Control}');
    expect(editorText(box())).toBe('First text');
    // The outside text itself was never reported back as an edit.
    expect(onReport).not.toHaveBeenCalledWith('Replaced from outside');
  });

  it('highlights Markdown (the heading mark apart from its words); a plain-text post is shown as it is', () => {
    const { unmount } = render(<Harness initial="# Title" />);
    const line = box().querySelector('.cm-line')!;
    expect([...line.querySelectorAll('span')].map((span) => span.textContent)).toContain('#');
    unmount();
    render(<Harness initial="# Title" markdown={false} />);
    expect(box().querySelector('.cm-line')!.querySelectorAll('span')).toHaveLength(0);
  });
});
