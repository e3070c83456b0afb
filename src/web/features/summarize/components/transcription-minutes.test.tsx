import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PublicConfig } from '../../../../contract/public-config';
import { makeConfig, makeUser } from '../../../test/fixtures';
import { mockApi, publicRoutes } from '../../../test/mock-api';
import { renderApp, storeSessionToken } from '../../../test/render-app';

async function openFileTab(config: Partial<PublicConfig>, transcriptionMinutes: number) {
  const usage = { ...makeUser().usage_counts, transcription_minutes: transcriptionMinutes };
  const api = mockApi({
    ...publicRoutes(),
    'GET /api/config': { body: makeConfig(config) },
    'GET /api/auth/me': { body: makeUser({ usage_counts: usage }) },
    'GET /api/content/history': { body: [] },
  });
  storeSessionToken('session-token');
  const view = renderApp({ path: '/dashboard' });
  await view.user.click(await screen.findByRole('tab', { name: 'Summarizer' }));
  await waitFor(() => expect(api.callsTo('GET', '/api/config').length).toBeGreaterThan(0));
  const form = within(screen.getByRole('form', { name: 'Summarizer' }));
  await view.user.click(form.getByRole('radio', { name: 'File' }));
  return form;
}

describe('transcription minutes on the summarizer’s file tab', () => {
  it("shows the month's minutes against the plan's when recordings can be transcribed", async () => {
    const form = await openFileTab({ transcription: true }, 12);
    expect(await form.findByText('12 of 30 transcription minutes used this month.')).toBeInTheDocument();
  });

  it('says when they are all used', async () => {
    const form = await openFileTab({ transcription: true }, 30);
    expect(await form.findByText(/30 of 30 transcription minutes used this month\. Audio and video can be summarized again next month\./)).toBeInTheDocument();
  });

  it('says nothing of minutes without a transcription service', async () => {
    const form = await openFileTab({ transcription: false }, 0);
    expect(await form.findByText(/transcription service/)).toBeInTheDocument();
    expect(form.queryByText(/transcription minutes/)).not.toBeInTheDocument();
  });
});
