import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ConnectedAccount } from '../../../../contract/social';
import { makeAccount, makeUser } from '../../../test/fixtures';
import { mockApi, publicRoutes, type MockHandler } from '../../../test/mock-api';
import { renderApp, storeSessionToken } from '../../../test/render-app';

const ACCOUNTS = '/api/social/accounts';
const TARGET = '/api/social/accounts/facebook/target';
const PAGES = [
  { id: '1111', name: 'Ink Page' },
  { id: '2222', name: 'Ink Shop' },
  { id: '3333', name: 'Ink Cafe' },
];

const facebook = (targetId: string, over: Partial<ConnectedAccount> = {}) =>
  makeAccount({
    platform: 'facebook',
    demo_mode: false,
    username: PAGES.find((page) => page.id === targetId)!.name,
    targets: PAGES,
    target_id: targetId,
    ...over,
  });

function setup(routes: Record<string, MockHandler>) {
  const api = mockApi({ ...publicRoutes(), 'GET /api/auth/me': { body: makeUser({ subscription_tier: 'basic' }) }, ...routes });
  storeSessionToken('session-token');
  return { api, ...renderApp({ path: '/social-accounts' }) };
}

const facebookCard = async () => within(await screen.findByRole('article', { name: 'Facebook' }));

describe('choosing the Facebook Page on /social-accounts', () => {
  it('shows the Pages with the current one selected, switches to the one chosen and reads the list again', async () => {
    let current = '1111';
    const { api, user } = setup({
      [`GET ${ACCOUNTS}`]: () => ({ body: { connected_accounts: [facebook(current)] } }),
      [`PUT ${TARGET}`]: ({ body }) => {
        current = (body as { target_id: string }).target_id;
        return { body: { success: true, message: 'Facebook posts now go to Ink Shop.' } };
      },
    });

    const card = await facebookCard();
    const select = await card.findByRole('combobox', { name: 'Page' });
    expect(select).toHaveValue('1111');
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['Ink Page', 'Ink Shop', 'Ink Cafe']);
    const readsBefore = api.callsTo('GET', ACCOUNTS).length;

    await user.selectOptions(select, 'Ink Shop');

    expect(await card.findByRole('status')).toHaveTextContent('Facebook posts now go to Ink Shop.');
    expect(api.callsTo('PUT', TARGET).map((request) => request.body)).toEqual([{ target_id: '2222' }]);
    expect(select).toHaveValue('2222');
    expect(card.getByText('@Ink Shop')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET', ACCOUNTS).length).toBeGreaterThan(readsBefore));
  });

  it('says why a switch failed and keeps the current Page', async () => {
    const { user } = setup({
      [`GET ${ACCOUNTS}`]: { body: { connected_accounts: [facebook('1111')] } },
      [`PUT ${TARGET}`]: { status: 404, body: { detail: 'target_id is not one of the accounts your Facebook connection can publish as.' } },
    });

    const card = await facebookCard();
    await user.selectOptions(await card.findByRole('combobox', { name: 'Page' }), 'Ink Cafe');

    expect(await card.findByRole('alert')).toHaveTextContent(
      'Failed to switch to Ink Cafe: target_id is not one of the accounts your Facebook connection can publish as.',
    );
    expect(card.getByRole('combobox', { name: 'Page' })).toHaveValue('1111');
    expect(card.getByText('@Ink Page')).toBeInTheDocument();
  });

  it('offers no choice for a single Page or another platform', async () => {
    setup({
      [`GET ${ACCOUNTS}`]: {
        body: { connected_accounts: [makeAccount({ platform: 'twitter' }), facebook('1111', { targets: undefined, target_id: undefined })] },
      },
    });

    const card = await facebookCard();
    expect(await card.findByText('@Ink Page')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Page' })).not.toBeInTheDocument();
  });
});
