import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CONTENT_KINDS, contentKind, generatorFields, pieceNoun, type ContentType } from '../../../../contract/content';
import type { TemplateInfo } from '../../../../contract/templates';
import { makeUser } from '../../../test/fixtures';
import { mockApi, publicRoutes } from '../../../test/mock-api';
import { renderWithProviders, storeSessionToken } from '../../../test/render-app';
import { GeneratorForm } from './generator-form';

function renderForm(kind: ContentType) {
  mockApi({ ...publicRoutes(), 'GET /api/templates': { body: { templates: [] } } });
  const onGenerate = vi.fn();
  const view = renderWithProviders(<GeneratorForm kind={kind} busy={false} pending={false} onGenerate={onGenerate} source={null} onRemoveSource={() => undefined} />);
  return { ...view, onGenerate };
}

/** The labels of the form's fields, in the order they are shown. */
function shownLabels(form: HTMLElement): string[] {
  return [...form.querySelectorAll('label')].map((label) => label.textContent ?? '');
}

describe('one generator form for every kind of the contract', () => {
  it.each(CONTENT_KINDS.map((kind) => [kind.id, kind] as const))(
    '%s: its fields in order with the defaults of its request schema, sent as the server would read them',
    async (id, kind) => {
      const { user, onGenerate } = renderForm(id);
      const form = await screen.findByRole('form', { name: `${pieceNoun(id)} generator` });
      const fields = generatorFields(id);

      expect(within(form).getByText(kind.form.description)).toBeInTheDocument();
      expect(shownLabels(form)).toEqual(fields.map((field) => field.label));
      for (const field of fields) {
        const control = within(form).getByLabelText(field.label);
        if (field.control === 'checkbox') expect(control).toHaveProperty('checked', field.initial);
        else expect(control).toHaveValue(field.control === 'number' ? Number(field.initial) : String(field.initial));
      }

      const generate = within(form).getByRole('button', { name: `Generate ${pieceNoun(id)}` });
      expect(generate).toBeDisabled();
      await user.type(within(form).getByLabelText('Topic'), '  A topic worth writing about  ');
      await user.click(generate);

      // Nothing but the topic given: the request is the contract's own reading of { topic }.
      expect(onGenerate).toHaveBeenCalledTimes(1);
      const expected = kind.request.parse({ topic: 'A topic worth writing about' });
      expect(onGenerate).toHaveBeenCalledWith(expected);
      // In the request's order, whatever the form's (the first field the schema refuses is the one reported).
      expect(Object.keys(onGenerate.mock.calls[0]![0] as object)).toEqual(Object.keys(expected));
    },
  );

  it("takes each text field's limit, a number's bounds and a list's choices from the request schema", async () => {
    renderForm('blog_post');
    const form = await screen.findByRole('form', { name: 'Blog Post generator' });
    expect(within(form).getByLabelText('Topic')).toHaveAttribute('maxlength', '300');
    expect(within(form).getByLabelText('Target Audience')).toHaveAttribute('maxlength', '200');
    // A comma-separated list is checked item by item after splitting, not held to one length.
    expect(within(form).getByLabelText('Target Keywords')).not.toHaveAttribute('maxlength');
    const words = within(form).getByLabelText('Word Count');
    expect(words).toHaveAttribute('min', '300');
    expect(words).toHaveAttribute('max', '5000');
    expect(words).toHaveAccessibleDescription('300 to 5,000 words.');
    expect(within(within(form).getByLabelText('Tone')).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Professional',
      'Casual',
      'Technical',
      'Friendly',
    ]);
  });

  it('shows each kind with the texts it has always had', async () => {
    // The kinds there were before the one form; a kind added since needs no entry here.
    const expected: Partial<Record<ContentType, { placeholders: string[]; hints: string[] }>> = {
      video_script: { placeholders: ['e.g. Five habits that made me a better photographer', 'e.g. Beginner photographers'], hints: [] },
      blog_post: {
        placeholders: ['e.g. How to plan a content calendar', 'e.g. content calendar, editorial planning', 'e.g. Small business owners'],
        hints: ['Separate keywords with commas.', '300 to 5,000 words.'],
      },
      social_media: { placeholders: ['e.g. Launching my new podcast episode'], hints: [] },
      newsletter: {
        placeholders: ['e.g. This month in indie game development', 'e.g. Highlights, Tips, Community picks', 'e.g. Indie developers'],
        hints: ['Separate sections with commas.'],
      },
    };
    for (const [id, texts] of Object.entries(expected) as [ContentType, { placeholders: string[]; hints: string[] }][]) {
      const { unmount } = renderForm(id);
      const form = await screen.findByRole('form', { name: `${pieceNoun(id)} generator` });
      const inputs = [...form.querySelectorAll('input[placeholder]')];
      expect(inputs.map((input) => input.getAttribute('placeholder'))).toEqual(texts.placeholders);
      expect([...form.querySelectorAll('p[id$="-hint"]')].map((hint) => hint.textContent)).toEqual(texts.hints);
      unmount();
    }
  });

  it("says a list may be left to the template while one is chosen (the newsletter's sections)", async () => {
    const template = (id: string, name: string, isDefault: boolean): TemplateInfo => ({
      id,
      kind: 'newsletter',
      name,
      description: `${name}.`,
      default: isDefault,
      plans: ['pro'],
      sections: isDefault ? [] : ['Lead', 'Links'],
      available: true,
      unlocked_by: 'pro',
    });
    mockApi({
      ...publicRoutes(),
      'GET /api/auth/me': { body: makeUser({ subscription_tier: 'pro' }) },
      'GET /api/templates': { body: { templates: [template('newsletter.standard', 'Standard', true), template('newsletter.digest', 'Digest', false)] } },
    });
    storeSessionToken('session-token');
    const onGenerate = vi.fn();
    const { user } = renderWithProviders(<GeneratorForm kind="newsletter" busy={false} pending={false} onGenerate={onGenerate} source={null} onRemoveSource={() => undefined} />);
    const form = await screen.findByRole('form', { name: 'Newsletter generator' });
    expect(within(form).getByLabelText('Sections')).toHaveAccessibleDescription('Separate sections with commas.');

    await user.click(await within(form).findByRole('radio', { name: 'Digest' }));
    expect(within(form).getByLabelText('Sections')).toHaveAccessibleDescription("Separate sections with commas. Leave empty to use the template's sections.");
    await user.type(within(form).getByLabelText('Topic'), 'Indie games');
    await user.click(within(form).getByRole('button', { name: 'Generate Newsletter' }));
    expect(onGenerate).toHaveBeenCalledWith({ ...contentKind('newsletter').request.parse({ topic: 'Indie games' }), template: 'newsletter.digest' });
  });
});
