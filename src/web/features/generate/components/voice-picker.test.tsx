import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { contentKind } from '../../../../contract/content';
import type { Voice } from '../../../../contract/voices';
import { makeUser } from '../../../test/fixtures';
import { mockApi, publicRoutes } from '../../../test/mock-api';
import { renderWithProviders, storeSessionToken } from '../../../test/render-app';
import { makeVoice, OTHER_VOICE_ID, VOICE_ID, voiceList } from '../../../test/voice-fixtures';
import { GeneratorForm } from './generator-form';

/** The social post generator for a signed-in creator with these voices. */
function renderForm(voices: Voice[]) {
  const api = mockApi({
    ...publicRoutes(),
    'GET /api/auth/me': { body: makeUser({ subscription_tier: 'basic' }) },
    'GET /api/templates': { body: { templates: [] } },
    'GET /api/voices': { body: voiceList(voices, 3) },
  });
  storeSessionToken();
  const onGenerate = vi.fn();
  const view = renderWithProviders(
    <GeneratorForm kind="social_media" busy={false} pending={false} onGenerate={onGenerate} source={null} onRemoveSource={() => undefined} />,
  );
  return { ...view, api, onGenerate };
}

async function generate(user: ReturnType<typeof renderForm>['user']) {
  const form = within(await screen.findByRole('form', { name: 'Social Post generator' }));
  await user.type(form.getByLabelText('Topic'), 'Batch filming');
  await user.click(form.getByRole('button', { name: 'Generate Social Post' }));
}

const request = contentKind('social_media').request;
const other = () => makeVoice({ id: OTHER_VOICE_ID, name: 'Plain and short', is_default: false });

describe('the generator form’s brand voice', () => {
  it('preselects the default voice and sends it', async () => {
    const { user, onGenerate } = renderForm([makeVoice(), other()]);
    const select = await screen.findByLabelText('Voice');
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['Warm and nerdy (default)', 'Plain and short']);
    expect(select).toHaveValue(VOICE_ID);
    expect(screen.getByRole('link', { name: 'Manage voices' })).toHaveAttribute('href', '/settings/voices');

    await generate(user);
    expect(onGenerate).toHaveBeenCalledWith(request.parse({ topic: 'Batch filming', voice_id: VOICE_ID }));
  });

  it('sends the voice the creator picks', async () => {
    const { user, onGenerate } = renderForm([makeVoice(), other()]);
    await user.selectOptions(await screen.findByLabelText('Voice'), 'Plain and short');
    await generate(user);
    expect(onGenerate).toHaveBeenCalledWith(request.parse({ topic: 'Batch filming', voice_id: OTHER_VOICE_ID }));
  });

  it('without a default voice, offers No voice first and sends none unless a voice is picked', async () => {
    const { user, onGenerate } = renderForm([other()]);
    const select = await screen.findByLabelText('Voice');
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['No voice', 'Plain and short']);
    expect(select).toHaveValue('');
    await generate(user);
    expect(onGenerate).toHaveBeenLastCalledWith(request.parse({ topic: 'Batch filming' }));
    expect(onGenerate.mock.calls[0]![0]).not.toHaveProperty('voice_id');
  });

  it('without any voice, shows only a quiet link to add one and sends no voice', async () => {
    const { user, onGenerate, api } = renderForm([]);
    expect(await screen.findByRole('link', { name: 'Add your brand voice' })).toHaveAttribute('href', '/settings/voices');
    expect(screen.queryByLabelText('Voice')).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/voices')).toHaveLength(1);
    await generate(user);
    expect(onGenerate.mock.calls[0]![0]).not.toHaveProperty('voice_id');
  });
});
