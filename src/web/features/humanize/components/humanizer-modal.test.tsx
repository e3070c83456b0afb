import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { HumanizeChange, HumanizeResponse } from '../../../../contract/humanize';
import { DRAFT_TO_HUMANIZE, makeHumanizeResponse } from '../../../test/fixtures';
import type { HumanizeRun } from '../use-humanizer';
import { HumanizerModal } from './humanizer-modal';

const USAGE_LIMIT = 'Usage limit exceeded. Please upgrade your plan to continue.';

function doneRun(result: HumanizeResponse = makeHumanizeResponse()): HumanizeRun {
  return { original: DRAFT_TO_HUMANIZE, contentType: 'blog_post', text: result.humanized_text, result, error: null };
}

function setup(run: HumanizeRun) {
  const user = userEvent.setup();
  const onClose = vi.fn();
  const onUse = vi.fn();
  const view = render(
    <MemoryRouter>
      <HumanizerModal run={run} onClose={onClose} onUse={onUse} />
    </MemoryRouter>,
  );
  const rerender = (next: HumanizeRun) =>
    view.rerender(
      <MemoryRouter>
        <HumanizerModal run={next} onClose={onClose} onUse={onUse} />
      </MemoryRouter>,
    );
  return { user, onClose, onUse, rerender };
}

const dialog = () => within(screen.getByRole('dialog', { name: 'Humanize your blog post' }));
const pane = (name: 'Original' | 'Humanized') => dialog().getByRole('region', { name });

/** The text as it is seen: without the words that only screen readers hear. */
function seenText(element: HTMLElement): string {
  const copy = element.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('.sr-only').forEach((hidden) => hidden.remove());
  return copy.textContent ?? '';
}

describe('HumanizerModal: while the humanized text streams', () => {
  it('grows the humanized column under a "Humanizing…" status, with the buttons waiting', () => {
    setup({ original: DRAFT_TO_HUMANIZE, contentType: 'blog_post', text: 'Consistency matters for', result: null, error: null });

    expect(dialog().getByRole('status')).toHaveTextContent('Humanizing…');
    expect(pane('Humanized')).toHaveTextContent('Consistency matters for');
    expect(pane('Humanized')).toHaveAttribute('aria-busy', 'true');
    expect(pane('Original')).toHaveTextContent("In today's fast-paced world");
    // No marks until the text is complete.
    expect(pane('Original').querySelector('del')).toBeNull();
    expect(dialog().getByRole('button', { name: 'Copy Humanized Content' })).toBeDisabled();
    expect(dialog().getByRole('button', { name: 'Use Humanized Version' })).toBeDisabled();
    expect(dialog().queryByRole('heading', { name: 'Readability' })).not.toBeInTheDocument();
  });

  it('marks the differences once the humanized version is done', () => {
    const { rerender } = setup({ original: DRAFT_TO_HUMANIZE, contentType: 'blog_post', text: 'Consistency', result: null, error: null });
    rerender(doneRun());

    expect(dialog().getByRole('status')).toHaveTextContent('Your humanized blog post is ready.');
    expect(pane('Humanized')).toHaveAttribute('aria-busy', 'false');
    expect(dialog().getByRole('button', { name: 'Use Humanized Version' })).toBeEnabled();
  });
});

describe('HumanizerModal: the result', () => {
  it('shows the original beside the humanized version, removed words struck out and added words marked', () => {
    setup(doneRun());

    const removed = [...pane('Original').querySelectorAll('del')].map((mark) => mark.textContent);
    expect(removed).toEqual([
      "[removed: In today's fast-paced world, it is important to note that consistency is a game-changer]",
      '[removed: Furthermore, posting]',
    ]);
    const added = [...pane('Humanized').querySelectorAll('ins')].map((mark) => mark.textContent);
    expect(added).toEqual(['[added: Consistency matters]', '[added: Posting]']);
    expect(pane('Humanized').querySelector('del')).toBeNull();
    expect(seenText(pane('Original'))).toBe(DRAFT_TO_HUMANIZE);
    expect(seenText(pane('Humanized'))).toBe(makeHumanizeResponse().humanized_text);
    expect(dialog().getByText('Struck out')).toBeInTheDocument();
  });

  it('shows the readability before and after, in plain words, and which way it moved', () => {
    setup(doneRun());
    const readability = within(dialog().getByRole('region', { name: 'Readability' }));

    const ease = readability.getByText('Reading ease (Flesch)').parentElement!;
    expect(ease).toHaveTextContent('38 Difficult to 65 Plain English+27, easier to read');
    const grade = readability.getByText('Grade level (Flesch–Kincaid)').parentElement!;
    expect(grade).toHaveTextContent('Grade 13.4 to Grade 8.1');
    expect(grade).toHaveTextContent('5.3 lower, easier to read');
    expect(grade).toHaveTextContent('37 words in 2 sentences, now 21 in 2');
  });

  it('says a harder version is harder', () => {
    const result = makeHumanizeResponse({
      readability: {
        before: { flesch_reading_ease: 70, flesch_kincaid_grade: 7, words: 10, sentences: 1 },
        after: { flesch_reading_ease: 66, flesch_kincaid_grade: 7, words: 10, sentences: 1 },
      },
    });
    setup(doneRun(result));
    const readability = within(dialog().getByRole('region', { name: 'Readability' }));
    expect(readability.getByText('−4, harder to read')).toBeInTheDocument();
    expect(readability.getByText('No change')).toBeInTheDocument();
  });

  it("labels the offline editor's work and lists what changed and why", () => {
    setup(doneRun());

    expect(dialog().getByText("Edited by Inkwell's offline editor")).toBeInTheDocument();
    expect(dialog().getByText(/Rule-based edits, not an AI model's rewrite/)).toBeInTheDocument();
    const changes = within(dialog().getByRole('region', { name: 'What changed' }));
    expect(changes.getByText('2 edits: Plainer wording ×1 · Transition trimmed ×1')).toBeInTheDocument();
    const items = changes.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Plainer wording')).toBeInTheDocument();
    expect(within(items[0]!).getByText("In today's fast-paced world, it is important to note that consistency is a game-changer").tagName).toBe('Q');
    expect(items[0]).toHaveTextContent('became Consistency matters');
    expect(items[0]).toHaveTextContent('Stock phrasing: plainer words say the same thing.');
  });

  it('keeps a long list of edits short until asked', async () => {
    const change: HumanizeChange = { kind: 'hedge', before: 'really ', after: '', at: 10, why: 'A filler hedge weakens the point.' };
    const { user } = setup(doneRun(makeHumanizeResponse({ changes: Array.from({ length: 8 }, (_, i) => ({ ...change, at: i * 20 })) })));
    const changes = within(dialog().getByRole('region', { name: 'What changed' }));

    expect(changes.getAllByRole('listitem')).toHaveLength(5);
    expect(changes.getAllByRole('listitem')[0]).toHaveTextContent('became removed');
    const more = changes.getByRole('button', { name: 'Show all 8 edits' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(changes.getAllByRole('listitem')).toHaveLength(8);
    expect(changes.getByRole('button', { name: 'Show fewer edits' })).toHaveAttribute('aria-expanded', 'true');
  });

  it("says a model's rewrite was made by that model, with no list of edits", () => {
    setup(doneRun(makeHumanizeResponse({ engine: 'openai', model: 'gpt-4o-mini', changes: [] })));

    expect(dialog().getByText(/for clarity and a natural voice/)).toHaveTextContent('Rewritten by gpt-4o-mini');
    expect(dialog().queryByText("Edited by Inkwell's offline editor")).not.toBeInTheDocument();
    expect(dialog().getByRole('region', { name: 'What changed' })).toHaveTextContent('Rewritten by gpt-4o-mini as a whole');
    expect(pane('Humanized').querySelectorAll('ins').length).toBeGreaterThan(0);
  });

  it('promises clarity and a natural voice, never invisibility to AI detectors', () => {
    setup(doneRun());
    expect(dialog().getByText(/Clearer wording and a natural voice/)).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/undetectable|detector|bypass/i);
  });
});

describe('HumanizerModal: the buttons', () => {
  it('copies the humanized content and says so', async () => {
    const { user } = setup(doneRun());
    await user.click(dialog().getByRole('button', { name: 'Copy Humanized Content' }));

    expect(await dialog().findByText('Content copied to clipboard!')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(makeHumanizeResponse().humanized_text);
  });

  it('says how to copy by hand when the browser blocks the clipboard', async () => {
    const { user } = setup(doneRun());
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    await user.click(dialog().getByRole('button', { name: 'Copy Humanized Content' }));

    expect(await dialog().findByRole('alert')).toHaveTextContent('Copying is blocked in this browser. Select the humanized text and copy it instead.');
  });

  it('hands the humanized version to the page on Use Humanized Version', async () => {
    const { user, onUse } = setup(doneRun());
    await user.click(dialog().getByRole('button', { name: 'Use Humanized Version' }));
    expect(onUse).toHaveBeenCalledWith(makeHumanizeResponse());
  });

  it('closes with ×', async () => {
    const { user, onClose } = setup(doneRun());
    await user.click(dialog().getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});

describe('HumanizerModal: at a phone width', () => {
  it('stacks the versions behind a toggle that starts on the humanized one', async () => {
    const { user } = setup(doneRun());
    const toggle = within(dialog().getByRole('group', { name: 'Version to show' }));
    const original = toggle.getByRole('button', { name: 'Original' });
    const humanized = toggle.getByRole('button', { name: 'Humanized' });

    expect(humanized).toHaveAttribute('aria-pressed', 'true');
    expect(original).toHaveAttribute('aria-pressed', 'false');
    // Below `sm` a pane that is not chosen is hidden; from `sm` up both show.
    expect(pane('Original').parentElement).toHaveClass('hidden', 'sm:flex');
    expect(pane('Humanized').parentElement).not.toHaveClass('hidden');
    expect(dialog().getByRole('group', { name: 'Version to show' })).toHaveClass('sm:hidden');

    await user.click(original);
    expect(original).toHaveAttribute('aria-pressed', 'true');
    expect(humanized).toHaveAttribute('aria-pressed', 'false');
    expect(pane('Original').parentElement).not.toHaveClass('hidden');
    expect(pane('Humanized').parentElement).toHaveClass('hidden', 'sm:flex');
  });
});

describe('HumanizerModal: errors', () => {
  it("shows the quota's message with an Upgrade your plan link to /pricing", () => {
    setup({ original: DRAFT_TO_HUMANIZE, contentType: 'blog_post', text: '', result: null, error: USAGE_LIMIT });

    const alert = dialog().getByRole('alert');
    expect(alert).toHaveTextContent(USAGE_LIMIT);
    expect(within(alert).getByRole('link', { name: 'Upgrade your plan' })).toHaveAttribute('href', '/pricing');
    expect(dialog().queryByRole('region', { name: 'Humanized' })).not.toBeInTheDocument();
    expect(dialog().getByRole('button', { name: 'Use Humanized Version' })).toBeDisabled();
    expect(dialog().getByRole('button', { name: 'Copy Humanized Content' })).toBeDisabled();
  });

  it('shows other errors without the link', () => {
    const tooLong = 'text must be at most 20000 characters';
    setup({ original: DRAFT_TO_HUMANIZE, contentType: 'blog_post', text: '', result: null, error: tooLong });
    expect(dialog().getByRole('alert')).toHaveTextContent(tooLong);
    expect(dialog().queryByRole('link', { name: 'Upgrade your plan' })).not.toBeInTheDocument();
  });
});
