import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeAccount, makePublishResponse, makeUser } from '../../../test/fixtures';
import { mockApi, publicRoutes } from '../../../test/mock-api';
import { renderWithProviders, storeSessionToken } from '../../../test/render-app';
import { makeSchedule } from '../../../test/schedule-fixtures';
import { PublishModal } from './publish-modal';

// Fill-in slots (docs/product/posts.md#fill-in-slots): the dialog sends nothing while the text holds one.

const CONTENT_ID = '0b6f2f8e-3c1a-4d6e-9a59-2f1c9f8a7b10';
const WITH_SLOTS = 'Three shortcuts that halved my edit time:\n1. [Shortcut 1: name it, show it in one shot]\n2. [Shortcut 2: name it]';

function setup(content: string, contentId: string | null = CONTENT_ID) {
  const api = mockApi({
    ...publicRoutes(),
    'GET /api/auth/me': { body: makeUser() },
    'GET /api/schedule': { body: makeSchedule() },
    'POST /api/social/publish': { body: makePublishResponse() },
  });
  storeSessionToken('session-token');
  const view = renderWithProviders(
    <PublishModal
      content={content}
      contentId={contentId}
      accounts={{ data: [makeAccount({ platform: 'linkedin', username: 'ada-lovelace' })], loading: false, error: null, retry: vi.fn() }}
      onClose={vi.fn()}
      onPublished={vi.fn()}
    />,
  );
  return { api, ...view };
}

const modal = () => within(screen.getByRole('dialog', { name: 'Publish to Social' }));
const MESSAGE = 'Fill in the marked slots before publishing: [Shortcut 1: name it, show it in one shot] and 1 more.';

describe('publish modal: fill-in slots', () => {
  it('keeps Publish now and Schedule post off while the text holds a slot, naming the first, and sends nothing', async () => {
    const { api, user } = setup(WITH_SLOTS);
    const alert = modal().getByRole('alert');
    expect(alert).toHaveTextContent(`${MESSAGE} Open it in the editor`);
    expect(within(alert).getByRole('link', { name: 'Open it in the editor' })).toHaveAttribute('href', `/library/${CONTENT_ID}`);

    await user.click(modal().getByRole('checkbox', { name: 'LinkedIn' }));
    const publish = modal().getByRole('button', { name: 'Publish now' });
    expect(publish).toBeDisabled();
    expect(publish).toHaveAccessibleDescription(`${MESSAGE} Open it in the editor`);
    // The preview marks the slots.
    const preview = within(modal().getByRole('region', { name: 'LinkedIn preview' }));
    expect(preview.getAllByTitle('Fill this in').map((mark) => mark.lastChild?.textContent)).toEqual([
      '[Shortcut 1: name it, show it in one shot]',
      '[Shortcut 2: name it]',
    ]);

    await user.click(modal().getByRole('radio', { name: /^Schedule/ }));
    expect(modal().getByRole('button', { name: 'Schedule post' })).toBeDisabled();
    expect(api.callsTo('POST', '/api/social/publish')).toHaveLength(0);
    expect(api.callsTo('POST', '/api/posts')).toHaveLength(0);
  });

  it('names one slot as one, without a link when the text is not a saved piece', () => {
    setup('Try this: [Example: one clip you cut]', null);
    expect(modal().getByRole('alert')).toHaveTextContent(/^Fill in the marked slot before publishing: \[Example: one clip you cut\]\.$/);
    expect(modal().queryByRole('link', { name: 'Open it in the editor' })).not.toBeInTheDocument();
  });

  it('says nothing of slots for a text without one, and publishes', async () => {
    const { api, user } = setup('Notes [here](https://example.com), cut at [0:15]');
    expect(modal().queryByRole('alert')).not.toBeInTheDocument();
    await user.click(modal().getByRole('checkbox', { name: 'LinkedIn' }));
    await user.click(modal().getByRole('button', { name: 'Publish now' }));
    await vi.waitFor(() => expect(api.callsTo('POST', '/api/social/publish')).toHaveLength(1));
  });
});
