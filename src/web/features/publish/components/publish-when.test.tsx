import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeAccount, makePost, makeTarget, makeUser, POST_ID } from '../../../test/fixtures';
import { mockApi, publicRoutes, type MockHandler } from '../../../test/mock-api';
import { renderWithProviders, storeSessionToken } from '../../../test/render-app';
import { makeSchedule } from '../../../test/schedule-fixtures';
import { PublishModal } from './publish-modal';

const CONTENT_ID = '0b6f2f8e-3c1a-4d6e-9a59-2f1c9f8a7b10';
const TEXT = 'Consistency beats intensity. Ship a little every day. #writing';

function setup(routes: Record<string, MockHandler> = {}) {
  const api = mockApi({
    ...publicRoutes(),
    'GET /api/auth/me': { body: makeUser({ timezone: 'Europe/Paris' }) },
    'GET /api/schedule': { body: makeSchedule() },
    ...routes,
  });
  storeSessionToken('session-token');
  const view = renderWithProviders(
    <PublishModal
      content={TEXT}
      contentId={CONTENT_ID}
      accounts={{ data: [makeAccount({ platform: 'twitter' }), makeAccount({ platform: 'linkedin', username: 'ada-lovelace' })], loading: false, error: null, retry: vi.fn() }}
      onClose={vi.fn()}
      onPublished={vi.fn()}
    />,
  );
  return { api, ...view };
}

const modal = () => within(screen.getByRole('dialog', { name: 'Publish to Social' }));

/** The date and time inputs take their values as a browser's pickers give them. */
function pickTime(date: string, time: string) {
  fireEvent.change(modal().getByLabelText('Date'), { target: { value: date } });
  fireEvent.change(modal().getByLabelText('Time'), { target: { value: time } });
}

const scheduledPost = (at: string) =>
  makePost({ targets: [makeTarget({ state: 'scheduled', url: null, published_at: null, scheduled_at: at, scheduled_timezone: 'Europe/Paris' })] });

describe('publish modal: When', () => {
  // The clock alone is fixed (timers run): 20 November 2026, 10:00 UTC.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('Schedule: a time in the creator’s zone goes out with that day’s offset (winter +01:00, summer +02:00), then says when', async () => {
    const { api, user } = setup({ 'POST /api/posts': ({ body }) => ({ status: 201, body: scheduledPost(new Date((body as { scheduled_at: string }).scheduled_at).toISOString()) }) });
    await user.click(await modal().findByRole('checkbox', { name: 'LinkedIn' }));
    await user.click(modal().getByRole('radio', { name: /^Schedule/ }));
    expect(modal().getByText('In your time zone, Europe/Paris.')).toBeInTheDocument();
    expect(modal().getByRole('button', { name: 'Schedule post' })).toBeEnabled();

    pickTime('2027-07-01', '09:00');
    await user.click(modal().getByRole('button', { name: 'Schedule post' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/posts')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/posts')[0]!.body).toEqual({
      text: TEXT,
      platforms: ['linkedin'],
      media_ids: [],
      thread: false,
      content_id: CONTENT_ID,
      scheduled_at: '2027-07-01T09:00:00+02:00',
    });
    expect(await modal().findByText('Scheduled for Thu 1 Jul 2027, 09:00 (Europe/Paris).')).toBeInTheDocument();
    expect(modal().getByRole('link', { name: 'Open the post' })).toHaveAttribute('href', `/posts/${POST_ID}`);
    expect(modal().getByRole('link', { name: 'See it on the Calendar' })).toHaveAttribute('href', '/calendar');
    expect(api.callsTo('POST', '/api/social/publish')).toHaveLength(0);
  });

  it('Schedule in winter: +01:00, and the answer in the creator’s words', async () => {
    const { api, user } = setup({ 'POST /api/posts': { status: 201, body: scheduledPost('2026-12-01T08:00:00.000Z') } });
    await user.click(await modal().findByRole('checkbox', { name: 'LinkedIn' }));
    await user.click(modal().getByRole('radio', { name: /^Schedule/ }));
    pickTime('2026-12-01', '09:00');
    await user.click(modal().getByRole('button', { name: 'Schedule post' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/posts')[0]?.body).toMatchObject({ scheduled_at: '2026-12-01T09:00:00+01:00' }));
    expect(await modal().findByText('Scheduled for Tue 1 Dec, 09:00 (Europe/Paris).')).toBeInTheDocument();
  });

  it('refuses a past time and one over a year ahead before sending anything', async () => {
    const { api, user } = setup();
    await user.click(await modal().findByRole('checkbox', { name: 'LinkedIn' }));
    await user.click(modal().getByRole('radio', { name: /^Schedule/ }));
    const button = modal().getByRole('button', { name: 'Schedule post' });

    pickTime('2026-11-20', '10:30');
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('That time has passed: choose a time from now on.');
    expect(modal().getByLabelText('Time')).toHaveAttribute('aria-invalid', 'true');

    pickTime('2027-11-21', '09:00');
    expect(button).toHaveAccessibleDescription('A post can be scheduled at most a year ahead: choose an earlier time.');

    pickTime('2027-11-19', '09:00');
    expect(button).toBeEnabled();
    expect(api.callsTo('POST', '/api/posts')).toHaveLength(0);
  });

  it('Add to queue: off while a chosen platform has no queue time (saying so, with the Calendar); shows where each goes; sends queue: true', async () => {
    const post = makePost({
      targets: [
        makeTarget({ state: 'scheduled', url: null, published_at: null, scheduled_at: '2026-11-23T08:00:00.000Z' }),
        makeTarget({ id: 'x', platform: 'twitter', state: 'scheduled', url: null, published_at: null, scheduled_at: '2026-11-23T16:30:00.000Z' }),
      ],
    });
    const { api, user } = setup({
      'GET /api/schedule': { body: makeSchedule({ next_free: [{ platform: 'linkedin', at: '2026-11-23T08:00:00.000Z' }] }) },
      'POST /api/posts': { status: 201, body: post },
    });
    await user.click(await modal().findByRole('checkbox', { name: 'Twitter/X' }));
    await user.click(modal().getByRole('checkbox', { name: 'LinkedIn' }));

    const queue = modal().getByRole('radio', { name: /^Add to queue/ });
    await waitFor(() => expect(queue).toBeDisabled());
    expect(queue).toHaveAccessibleDescription("In each platform's next free queue time. Twitter/X has no queue time yet. Set queue times on the Calendar");
    expect(modal().getByRole('link', { name: 'Set queue times on the Calendar' })).toHaveAttribute('href', '/calendar');

    await user.click(modal().getByRole('checkbox', { name: 'Twitter/X' }));
    expect(queue).toBeEnabled();
    await user.click(queue);
    expect(modal().getByText('Where each would go (times in Europe/Paris):')).toBeInTheDocument();
    expect(modal().getByRole('list', { name: 'Where each would go' })).toHaveTextContent(/^LinkedIn: Mon 23 Nov, 09:00$/);

    await user.click(modal().getByRole('button', { name: 'Add to queue' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/posts')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/posts')[0]!.body).toEqual({ text: TEXT, platforms: ['linkedin'], media_ids: [], thread: false, content_id: CONTENT_ID, queue: true });
    // The queue gave the two platforms different times: each is said.
    const status = await modal().findByRole('status');
    expect(status).toHaveTextContent('Scheduled in your queue, each platform at its own time (Europe/Paris):');
    expect(status).toHaveTextContent('LinkedIn: Mon 23 Nov, 09:00');
    expect(status).toHaveTextContent('Twitter/X: Mon 23 Nov, 17:30');
  });

  it('Publish now stays the publish path; a refusal of a scheduled post is said in the server’s words', async () => {
    const { api, user } = setup({ 'POST /api/posts': { status: 422, body: { detail: 'The scheduled time has passed: choose a time from now on.' } } });
    await user.click(await modal().findByRole('checkbox', { name: 'LinkedIn' }));
    expect(modal().getByRole('radio', { name: /^Publish now/ })).toBeChecked();
    expect(modal().getByRole('button', { name: 'Publish now' })).toBeEnabled();

    await user.click(modal().getByRole('radio', { name: /^Schedule/ }));
    await user.click(modal().getByRole('button', { name: 'Schedule post' }));
    expect(await modal().findByRole('alert')).toHaveTextContent('The scheduled time has passed: choose a time from now on.');
    expect(api.callsTo('POST', '/api/social/publish')).toHaveLength(0);
  });
});
