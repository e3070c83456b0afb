import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { editorText, typeAtEnd } from '../../../test/code-editor';
import { MarkdownEditor } from './markdown-editor';

function Harness({ initial, markdown = true }: { initial: string; markdown?: boolean }) {
  const [text, setText] = useState(initial);
  return (
    <>
      <p id="help">Press Escape, then Tab, to leave the editor.</p>
      <MarkdownEditor value={text} onChange={setText} markdown={markdown} label="Text of the piece" describedBy="help" />
      <output aria-label="Value">{text}</output>
      <button type="button" onClick={() => setText('Replaced from outside')}>
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
    render(<Harness initial="First text" />);
    await user.click(screen.getByRole('button', { name: 'Replace' }));
    expect(editorText(box())).toBe('Replaced from outside');
    expect(box()).toHaveTextContent('Replaced from outside');

    box().focus();
    await user.keyboard('{Control>}z{/Control}');
    expect(editorText(box())).toBe('First text');
    // The page hears of the undo through a React state update: waited for, not assumed done.
    await waitFor(() => expect(screen.getByRole('status', { name: 'Value' })).toHaveTextContent('First text'), { timeout: 10_000 });
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
