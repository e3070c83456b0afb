import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MarkdownView } from './markdown-view';
import { SlotText } from './slot-text';

const DRAFT = 'Three shortcuts:\n\n1. [Shortcut 1: name it, show it in one shot]\n2. Ripple delete\n\nSee [the guide](https://example.com), cut at [0:15] and `[Tip: in code]`.';

const marks = (container: HTMLElement) => [...container.querySelectorAll('mark')];

describe('fill-in slots where a draft is shown', () => {
  it('marks each slot in formatted Markdown, saying what it is, and nothing else', () => {
    const { container } = render(<MarkdownView markdown={DRAFT} />);
    const [mark, ...others] = marks(container);
    expect(others).toEqual([]);
    expect(mark).toHaveAttribute('title', 'Fill this in');
    expect(mark).toHaveTextContent('Fill this in: [Shortcut 1: name it, show it in one shot]');
    expect(mark?.querySelector('.sr-only')).toHaveTextContent('Fill this in:');
    expect(mark).toHaveClass('bg-amber-100', 'dark:bg-amber-400/25');
    // The link stays a link, the time mark and the code stay as they were.
    expect(container.querySelector('a')).toHaveTextContent('the guide');
    expect(container.querySelector('code')).toHaveTextContent('[Tip: in code]');
    expect(container).toHaveTextContent('cut at [0:15]');
  });

  it('marks slots inside emphasis and headings too', () => {
    const { container } = render(<MarkdownView markdown={'## [Heading: what this part is about]\n\n**Start with [Example: a clip you cut].**'} />);
    expect(marks(container).map((mark) => mark.lastChild?.textContent)).toEqual(['[Heading: what this part is about]', '[Example: a clip you cut]']);
  });

  it('marks each slot in plain text, keeping the rest as it is', () => {
    const { container } = render(
      <p>
        <SlotText text={'Hook\n[Shortcut 1: name it] then [Shortcut 2: name it]!'} />
      </p>,
    );
    expect(marks(container).map((mark) => mark.lastChild?.textContent)).toEqual(['[Shortcut 1: name it]', '[Shortcut 2: name it]']);
    expect(container.querySelector('p')?.textContent).toBe('Hook\nFill this in: [Shortcut 1: name it] then Fill this in: [Shortcut 2: name it]!');
  });

  it('leaves a text without slots unmarked', () => {
    const { container } = render(<SlotText text="Notes [here](https://example.com) - [x] done" />);
    expect(marks(container)).toEqual([]);
    expect(container.textContent).toBe('Notes [here](https://example.com) - [x] done');
  });
});
