import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ScheduleResponse } from '../../../../contract/schedule';
import { makeUser } from '../../../test/fixtures';
import { mockApi, publicRoutes, type MockHandler } from '../../../test/mock-api';
import { renderWithProviders, storeSessionToken } from '../../../test/render-app';
import { makeSchedule } from '../../../test/schedule-fixtures';
import { QueueSettings } from './queue-settings';

const SAVED = makeSchedule({
  slots: [
    { weekday: 1, time: '09:00', platforms: [] },
    { weekday: 2, time: '17:30', platforms: ['linkedin'] },
  ],
  next_free: [
    { platform: 'twitter', at: '2026-11-23T08:00:00.000Z' },
    { platform: 'linkedin', at: '2026-11-23T08:00:00.000Z' },
  ],
});

function setup(schedule: ScheduleResponse = SAVED, routes: Record<string, MockHandler> = {}) {
  const api = mockApi({
    ...publicRoutes(),
    'GET /api/auth/me': { body: makeUser({ timezone: schedule.timezone }) },
    'GET /api/schedule': { body: schedule },
    'PUT /api/schedule': ({ body }) => ({ body: { ...schedule, ...(body as object) } }),
    ...routes,
  });
  storeSessionToken('session-token');
  return { api, ...renderWithProviders(<QueueSettings />) };
}

const slots = () => within(screen.getByRole('list', { name: 'Weekly times' }));

describe('queue times', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('shows the zone, the week’s times with their platforms, best times not ready yet, and each platform’s next free time in the zone', async () => {
    setup();
    expect(await screen.findByRole('combobox', { name: 'Time zone' })).toHaveValue('Europe/Paris');
    const [monday, tuesday] = slots().getAllByRole('listitem').filter((item) => item.parentElement === screen.getByRole('list', { name: 'Weekly times' }));
    expect(monday).toHaveTextContent(/^Monday09:00Every platform$/);
    expect(tuesday).toHaveTextContent(/^Tuesday17:30LinkedIn$/);
    expect(screen.getByText('Best times appear once 10 of your posts have engagement numbers; 3 so far.')).toBeInTheDocument();
    const next = within(screen.getByRole('list', { name: 'Next free time' }));
    expect(next.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Twitter/X: Mon 23 Nov, 09:00', 'LinkedIn: Mon 23 Nov, 09:00']);
    expect(screen.getByText('Times in Europe/Paris.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save queue times' })).toBeDisabled();
  });

  it('adds Mon–Fri 17:30 for Twitter/X only (merged into a time already there), removes one, changes the zone by searching, and saves the whole week', async () => {
    const { api, user } = setup();
    await screen.findByRole('list', { name: 'Weekly times' });

    const form = within(screen.getByRole('form', { name: 'Add a time' }));
    // Mon–Fri is ticked to start with.
    expect(form.getByRole('checkbox', { name: 'Monday' })).toBeChecked();
    expect(form.getByRole('checkbox', { name: 'Saturday' })).not.toBeChecked();
    await user.clear(form.getByLabelText('Time'));
    await user.type(form.getByLabelText('Time'), '17:30');
    await user.click(form.getByRole('radio', { name: 'Only these platforms' }));
    await user.click(form.getByRole('button', { name: 'Add' }));
    expect(form.getByRole('alert')).toHaveTextContent('Choose at least one platform, or Every platform.');
    await user.click(form.getByRole('checkbox', { name: 'Twitter/X' }));
    await user.click(form.getByRole('button', { name: 'Add' }));
    expect(form.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Added 17:30 on Monday, Tuesday, Wednesday, Thursday, Friday. Save to keep it.')).toBeInTheDocument();

    await user.click(slots().getByRole('button', { name: 'Remove Monday 09:00' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search time zones' }), 'new york');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Time zone' }), 'America/New_York');
    expect(screen.getByText(/These follow your saved times: save to update them./)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save queue times' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/schedule')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/schedule')[0]!.body).toEqual({
      timezone: 'America/New_York',
      slots: [
        { weekday: 1, time: '17:30', platforms: ['twitter'] },
        // Tuesday 17:30 was LinkedIn's: it now is Twitter/X's too.
        { weekday: 2, time: '17:30', platforms: ['twitter', 'linkedin'] },
        { weekday: 3, time: '17:30', platforms: ['twitter'] },
        { weekday: 4, time: '17:30', platforms: ['twitter'] },
        { weekday: 5, time: '17:30', platforms: ['twitter'] },
      ],
    });
    expect(await screen.findByText('Queue times saved.')).toBeInTheDocument();
  });

  it('says the server’s reason when it refuses the week', async () => {
    const { user } = setup(SAVED, { 'PUT /api/schedule': { status: 422, body: { detail: 'The time zone “Mars/Olympus” is not one we know: choose one such as Europe/Paris.' } } });
    await screen.findByRole('list', { name: 'Weekly times' });
    await user.click(slots().getByRole('button', { name: 'Remove Tuesday 17:30' }));
    await user.click(screen.getByRole('button', { name: 'Save queue times' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The time zone “Mars/Olympus” is not one we know: choose one such as Europe/Paris.');
  });

  it('offers the best times with their reasons once ready; Add puts one in the week', async () => {
    const ready = makeSchedule({
      suggestions: {
        best_time: { ready: true, measured: 12, needed: 10, day: { weekday: 2, label: 'Tuesday', average_interactions: 4.2, posts: 6 }, hour: { hour: 9, average_interactions: 4.2, posts: 6 } },
        slots: [{ weekday: 2, time: '09:00', reason: 'Your posts on Tuesdays around 09:00 got the most interactions (4.2 on average over 6 posts).' }],
      },
    });
    const { api, user } = setup(ready);
    const best = within(await screen.findByRole('list', { name: 'Best times' }));
    expect(best.getByText('Your posts on Tuesdays around 09:00 got the most interactions (4.2 on average over 6 posts).')).toBeInTheDocument();
    await user.click(best.getByRole('button', { name: 'Add Tuesday 09:00' }));
    expect(best.getByText('In your times')).toBeInTheDocument();
    expect(slots().getByText('09:00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save queue times' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/schedule')[0]?.body).toEqual({ timezone: 'Europe/Paris', slots: [{ weekday: 2, time: '09:00', platforms: [] }] }));
  });

  it('without a zone yet, proposes the browser’s, and Save stores it', async () => {
    const browser = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const { api, user } = setup(makeSchedule({ timezone: null }));
    expect(await screen.findByRole('combobox', { name: 'Time zone' })).toHaveValue(browser);
    expect(screen.getByText(`Not set yet: your browser's, ${browser}, is proposed.`, { exact: false })).toBeInTheDocument();
    expect(screen.getByText('No queue times yet: add the first below.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save queue times' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/schedule')[0]?.body).toEqual({ timezone: browser, slots: [] }));
  });

  it('a failed read says so, with Try again', async () => {
    let reply: { status?: number; body: unknown } = { status: 500, body: { detail: 'Server error occurred. Please try again in a few moments.' } };
    const { user } = setup(SAVED, { 'GET /api/schedule': () => reply });
    expect(await screen.findByRole('alert')).toHaveTextContent('Server error occurred. Please try again in a few moments.');
    reply = { body: SAVED };
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Weekly times' })).toBeInTheDocument();
  });
});
