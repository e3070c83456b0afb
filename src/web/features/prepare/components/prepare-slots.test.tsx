import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PreparedText } from '../../../../contract/library';
import { makeAccount, makePost, makeUser } from '../../../test/fixtures';
import { mockApi, publicRoutes } from '../../../test/mock-api';
import { renderWithProviders, storeSessionToken } from '../../../test/render-app';
import { PrepareForSocial } from './prepare-for-social';

// Fill-in slots (docs/product/posts.md#fill-in-slots) in "Prepare for social": publishing waits, a draft post may keep them.

const CONTENT_ID = '3f1e2d4c-5b6a-4798-8a1b-2c3d4e5f6a7b';
const LI: PreparedText = {
  platform: 'linkedin',
  text: 'Three shortcuts that halved my edit time:\n1. [Shortcut 1: name it, show it in one shot]\n2. [Shortcut 2: name it]\n\n#editing',
  parts: null,
  hashtags: ['#editing'],
};
const FILLED = 'Three shortcuts that halved my edit time:\n1. Ripple delete\n2. J-K-L scrubbing\n\n#editing';

function setup() {
  const api = mockApi({
    ...publicRoutes(),
    'GET /api/auth/me': { body: makeUser() },
    'GET /api/social/accounts': { body: { connected_accounts: [makeAccount({ platform: 'linkedin', username: 'ada-lovelace' })] } },
    [`POST /api/content/${CONTENT_ID}/prepare`]: { body: { texts: [LI], engine: 'offline', model: 'inkwell-offline-composer' } },
    'POST /api/posts': { status: 201, body: makePost() },
  });
  storeSessionToken('session-token');
  const view = renderWithProviders(<PrepareForSocial contentId={CONTENT_ID} type="blog_post" topic="Editing shortcuts" platform={null} dirty={false} />, {
    path: '/library/x',
  });
  return { api, ...view };
}

const dialog = () => within(screen.getByRole('dialog', { name: 'Prepare for social' }));
const MESSAGE =
  'Fill in the marked slots before publishing: [Shortcut 1: name it, show it in one shot] and 1 more.';

describe('Prepare for social: fill-in slots', () => {
  it('keeps Publish now off while a text holds a slot, saying which; Save as draft post keeps them; filled, it publishes', async () => {
    const { api, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Prepare for social' }));
    // The dialog is loaded on first use.
    await screen.findByRole('dialog', { name: 'Prepare for social' });
    await dialog().findByRole('checkbox', { name: 'LinkedIn' });
    await user.click(dialog().getByRole('button', { name: 'Prepare' }));
    const text = await dialog().findByRole('textbox', { name: 'LinkedIn text' });

    expect(text).toHaveAccessibleDescription(`${LI.text.length} of 3,000 2 slots to fill in this text (marked in square brackets).`);
    const publish = dialog().getByRole('button', { name: 'Publish now' });
    expect(publish).toBeDisabled();
    expect(publish).toHaveAccessibleDescription(MESSAGE);

    const draft = dialog().getByRole('button', { name: 'Save as draft post' });
    expect(draft).toBeEnabled();
    await user.click(draft);
    await waitFor(() => expect(api.callsTo('POST', '/api/posts')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/posts')[0]!.body).toMatchObject({ draft: true, variants: { linkedin: LI.text } });
  });

  it('publishes once the slots are filled', async () => {
    const { api, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Prepare for social' }));
    // The dialog is loaded on first use.
    await screen.findByRole('dialog', { name: 'Prepare for social' });
    await dialog().findByRole('checkbox', { name: 'LinkedIn' });
    await user.click(dialog().getByRole('button', { name: 'Prepare' }));
    const text = await dialog().findByRole('textbox', { name: 'LinkedIn text' });
    await user.clear(text);
    await user.click(text);
    await user.paste(FILLED);

    expect(text).toHaveAccessibleDescription(`${FILLED.length} of 3,000`);
    const publish = dialog().getByRole('button', { name: 'Publish now' });
    expect(publish).toBeEnabled();
    expect(publish).not.toHaveAccessibleDescription();
    await user.click(publish);
    await waitFor(() => expect(api.callsTo('POST', '/api/posts')).toHaveLength(1));
    const body = api.callsTo('POST', '/api/posts')[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ variants: { linkedin: FILLED } });
    expect(body.draft).not.toBe(true);
  });
});
