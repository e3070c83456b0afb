import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WEBHOOK_EVENT_LABELS, type WebhookDelivery, type WebhookEndpoint } from '../../../../contract/webhooks';
import { makeUser } from '../../../test/fixtures';
import { mockApi, publicRoutes, type MockHandler } from '../../../test/mock-api';
import { renderWithProviders, storeSessionToken } from '../../../test/render-app';
import { WebhooksSection } from './webhooks-section';

const ID = '5b0c6f0e-6a9b-4c1e-9a53-0f3c2b1d4e5f';
const OTHER = '9d7f2a41-2c3b-4e5f-8a6b-1c2d3e4f5a6b';

function endpoint(overrides: Partial<WebhookEndpoint> = {}): WebhookEndpoint {
  return {
    id: ID,
    url: 'https://hooks.example.com/inkwell',
    events: ['content.created', 'publication.failed'],
    created_at: '2026-05-02T10:00:00.000Z',
    disabled_at: null,
    ...overrides,
  };
}

function delivery(overrides: Partial<WebhookDelivery> = {}): WebhookDelivery {
  return {
    id: 'c1b2a3d4-0000-4000-8000-000000000001',
    event_id: 'msg_1',
    event: 'content.created',
    status: 'succeeded',
    response_status: 200,
    attempts: 1,
    error: null,
    created_at: '2026-05-02T10:05:00.000Z',
    delivered_at: '2026-05-02T10:05:01.000Z',
    next_attempt_at: null,
    ...overrides,
  };
}

function setup(routes: Record<string, MockHandler>) {
  const api = mockApi({ ...publicRoutes(), 'GET /api/auth/me': { body: makeUser({ subscription_tier: 'enterprise' }) }, ...routes });
  storeSessionToken('session-token');
  return { api, ...renderWithProviders(<WebhooksSection />) };
}

const section = () => within(screen.getByRole('region', { name: 'Webhooks' }));

describe('WebhooksSection', () => {
  it('says there are no endpoints yet, and shows how to verify a delivery', async () => {
    setup({ 'GET /api/webhooks': { body: { webhooks: [] } } });
    expect(await screen.findByText('No endpoints yet')).toBeInTheDocument();
    expect(section().getByRole('button', { name: 'Add endpoint' })).toBeEnabled();
    const code = screen.getByLabelText('Verification code for Node.js');
    expect(code).toHaveTextContent('webhook-signature');
    expect(code).toHaveTextContent("createHmac('sha256', key)");
    expect(screen.getByRole('heading', { name: 'Verify deliveries' })).toBeInTheDocument();
  });

  it('lists endpoints with their events and a delivery log: status, response code, attempts and the reason of a failure', async () => {
    setup({
      'GET /api/webhooks': { body: { webhooks: [endpoint(), endpoint({ id: OTHER, url: 'https://gone.example.com/x', events: ['summary.created'], disabled_at: '2026-05-03T00:00:00.000Z' })] } },
      [`GET /api/webhooks/${ID}/deliveries`]: {
        body: {
          deliveries: [
            delivery({ id: 'c1b2a3d4-0000-4000-8000-000000000002', event: 'publication.failed', status: 'failed', response_status: 503, attempts: 7, error: 'The endpoint answered 503 Service Unavailable', delivered_at: null }),
            delivery(),
          ],
        },
      },
      [`GET /api/webhooks/${OTHER}/deliveries`]: { body: { deliveries: [] } },
    });
    const list = await screen.findByRole('list', { name: 'Webhook endpoints' });
    const first = within(within(list).getByRole('article', { name: 'https://hooks.example.com/inkwell' }));
    expect(first.getByText('Active')).toBeInTheDocument();
    expect(first.getByText('content.created', { selector: 'span' })).toBeInTheDocument();
    const table = await first.findByRole('table', { name: 'Delivery log' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Failed')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('503')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('7')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('The endpoint answered 503 Service Unavailable')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Succeeded')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('200')).toBeInTheDocument();

    const gone = within(within(list).getByRole('article', { name: 'https://gone.example.com/x' }));
    expect(gone.getByText('Turned off')).toBeInTheDocument();
    expect(gone.getByText(/answered 410 Gone/)).toBeInTheDocument();
    expect(await gone.findByText('No deliveries yet. Send a test event to try the endpoint.')).toBeInTheDocument();
  });

  it('adds an endpoint: checks the form, sends the URL and events, then shows the secret once with Copy', async () => {
    let endpoints: WebhookEndpoint[] = [];
    const { api, user } = setup({
      'GET /api/webhooks': () => ({ body: { webhooks: endpoints } }),
      'POST /api/webhooks': ({ body }) => {
        const request = body as { url: string; events: WebhookEndpoint['events'] };
        endpoints = [endpoint({ url: request.url, events: request.events })];
        return { status: 201, body: { ...endpoints[0], secret: 'whsec_c2VjcmV0LXNlY3JldC1zZWNyZXQtc2VjcmV0LTEyMw==' } };
      },
      [`GET /api/webhooks/${ID}/deliveries`]: { body: { deliveries: [] } },
    });
    await user.click(await screen.findByRole('button', { name: 'Add endpoint' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a webhook endpoint' }));

    await user.click(dialog.getByRole('button', { name: 'Add endpoint' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('Enter the address of your endpoint.');
    await user.type(dialog.getByLabelText('Endpoint URL'), 'https://hooks.example.com/new');
    // Every event is chosen at first: with none left the form says so.
    for (const label of Object.values(WEBHOOK_EVENT_LABELS)) {
      const box = dialog.getByRole('checkbox', { name: label });
      expect(box).toBeChecked();
      await user.click(box);
    }
    await user.click(dialog.getByRole('button', { name: 'Add endpoint' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('Choose at least one event.');
    expect(api.callsTo('POST', '/api/webhooks')).toHaveLength(0);

    await user.click(dialog.getByRole('checkbox', { name: 'Post published' }));
    await user.click(dialog.getByRole('checkbox', { name: 'Content generated' }));
    await user.click(dialog.getByRole('button', { name: 'Add endpoint' }));

    const done = within(await screen.findByRole('dialog', { name: 'Endpoint added' }));
    expect(api.callsTo('POST', '/api/webhooks')[0]!.body).toEqual({ url: 'https://hooks.example.com/new', events: ['content.created', 'publication.succeeded'] });
    expect(done.getByLabelText('Signing secret')).toHaveValue('whsec_c2VjcmV0LXNlY3JldC1zZWNyZXQtc2VjcmV0LTEyMw==');
    expect(done.getByText(/won't be shown again/)).toBeInTheDocument();
    await user.click(done.getByRole('button', { name: 'Copy the signing secret' }));
    expect(await navigator.clipboard.readText()).toBe('whsec_c2VjcmV0LXNlY3JldC1zZWNyZXQtc2VjcmV0LTEyMw==');

    await user.click(done.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('article', { name: 'https://hooks.example.com/new' })).toBeInTheDocument();
    expect(screen.queryByDisplayValue(/^whsec_/)).not.toBeInTheDocument();
    expect(screen.queryByText(/c2VjcmV0/)).not.toBeInTheDocument();
  });

  it("shows the server's reason when it refuses an address", async () => {
    const { user } = setup({
      'GET /api/webhooks': { body: { webhooks: [] } },
      'POST /api/webhooks': { status: 422, body: { detail: 'url: 10.0.0.1 is not on the public internet; webhooks can only be sent to public addresses' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Add endpoint' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a webhook endpoint' }));
    await user.type(dialog.getByLabelText('Endpoint URL'), 'https://10.0.0.1/hook');
    await user.click(dialog.getByRole('button', { name: 'Add endpoint' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('url: 10.0.0.1 is not on the public internet');
  });

  it('sends a test event and reads the log again', async () => {
    let deliveries: WebhookDelivery[] = [];
    const { api, user } = setup({
      'GET /api/webhooks': { body: { webhooks: [endpoint()] } },
      [`GET /api/webhooks/${ID}/deliveries`]: () => ({ body: { deliveries } }),
      [`POST /api/webhooks/${ID}/test`]: () => {
        deliveries = [delivery({ event: 'webhook.test' })];
        return { status: 202, body: { delivery_id: 'c1b2a3d4-0000-4000-8000-000000000009', event_id: 'msg_9' } };
      },
    });
    const card = within(await screen.findByRole('article', { name: 'https://hooks.example.com/inkwell' }));
    expect(await card.findByText(/No deliveries yet/)).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Send test event' }));
    expect(await card.findByText('Test event queued. It shows in the log below once it is sent.')).toBeInTheDocument();
    expect(api.callsTo('POST', `/api/webhooks/${ID}/test`)).toHaveLength(1);
    const table = await card.findByRole('table', { name: 'Delivery log' });
    expect(within(table).getByText('webhook.test')).toBeInTheDocument();
    expect(within(table).getByText('Succeeded')).toBeInTheDocument();
  });

  it('deletes an endpoint only after the confirm, keeping it on Keep', async () => {
    let endpoints = [endpoint()];
    const { api, user } = setup({
      'GET /api/webhooks': () => ({ body: { webhooks: endpoints } }),
      [`GET /api/webhooks/${ID}/deliveries`]: { body: { deliveries: [] } },
      [`DELETE /api/webhooks/${ID}`]: () => {
        endpoints = [];
        return { status: 204 };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete https://hooks.example.com/inkwell' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Delete this endpoint?' }));
    expect(dialog.getByRole('button', { name: 'Keep endpoint' })).toHaveFocus();
    await user.click(dialog.getByRole('button', { name: 'Keep endpoint' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE', `/api/webhooks/${ID}`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete https://hooks.example.com/inkwell' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Delete this endpoint?' }));
    await user.click(dialog.getByRole('button', { name: 'Delete endpoint' }));
    expect(await screen.findByText('No endpoints yet')).toBeInTheDocument();
    expect(api.callsTo('DELETE', `/api/webhooks/${ID}`)).toHaveLength(1);
  });

  it('shows what the plan says for a non-Enterprise account, with nothing to add', async () => {
    setup({ 'GET /api/webhooks': { status: 403, body: { detail: 'Webhooks are part of the Enterprise plan. Upgrade to Enterprise to send events to your own systems.' } } });
    expect(await screen.findByText(/Webhooks are part of the Enterprise plan/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add endpoint' })).not.toBeInTheDocument();
  });

  it('offers Try again when the list cannot be loaded', async () => {
    let fail = true;
    const { user } = setup({ 'GET /api/webhooks': () => (fail ? { status: 500, body: { detail: 'Internal server error' } } : { body: { webhooks: [] } }) });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Internal server error');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No endpoints yet')).toBeInTheDocument();
  });
});
