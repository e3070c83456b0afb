import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AnalyticsOverview, NO_ENGAGEMENT, type DailyPoint, type Engagement, type TopPublication, type WindowTotals } from '../../contract/analytics';
import { HISTORY_TYPES, type HistoryType } from '../../contract/content-kinds';
import { USAGE_KINDS, USAGE_LABELS } from '../../contract/plan-catalogue';
import { PUBLISH_PLATFORMS } from '../../contract/social';
import { makeUser } from '../test/fixtures';
import { deferred, mockApi, publicRoutes, type MockHandler, type MockReply } from '../test/mock-api';
import { renderApp, storeSessionToken } from '../test/render-app';

const OVERVIEW = '/api/analytics/overview';
const EXPORT = '/api/analytics/export.csv';
const TZ = Intl.DateTimeFormat().resolvedOptions().timeZone;

function created(counts: Partial<Record<HistoryType, number>> = {}): Record<HistoryType, number> {
  return Object.fromEntries(HISTORY_TYPES.map((type) => [type, counts[type] ?? 0])) as Record<HistoryType, number>;
}

function engagement(numbers: Partial<Engagement> = {}): Engagement {
  return { ...NO_ENGAGEMENT, ...numbers };
}

function totals(overrides: Partial<WindowTotals> = {}): WindowTotals {
  return {
    created: created(),
    items: 0,
    words: 0,
    publications: { succeeded: 0, failed: 0, by_platform: PUBLISH_PLATFORMS.map((platform) => ({ platform, succeeded: 0, failed: 0 })) },
    engagement: engagement(),
    measured: 0,
    demo: 0,
    awaiting: 0,
    ...overrides,
  };
}

/** The 30 days from April 3 to May 2, 2026, empty unless a day is given. */
function daily(days: Record<string, Partial<DailyPoint>> = {}): DailyPoint[] {
  return Array.from({ length: 30 }, (_, index) => {
    const date = new Date(Date.UTC(2026, 3, 3 + index)).toISOString().slice(0, 10);
    return { date, created: created(), words: 0, succeeded: 0, failed: 0, engagement: engagement(), ...days[date] };
  });
}

function topPublication(overrides: Partial<TopPublication> = {}): TopPublication {
  return {
    id: 'pub-real',
    platform: 'linkedin',
    excerpt: 'Consistency beats intensity',
    url: 'https://www.linkedin.com/feed/update/urn:li:share:1',
    demo_mode: false,
    created_at: '2026-04-20T09:15:00.000Z',
    engagement: engagement({ likes: 42, comments: 7, shares: null, views: null, impressions: 1200 }),
    interactions: 49,
    fetched_at: '2026-05-01T08:00:00.000Z',
    removed: false,
    ...overrides,
  };
}

/** A creator with nothing in the window, nor ever: no content, no posts, no connected account. */
function emptyOverview(overrides: Partial<AnalyticsOverview> = {}): AnalyticsOverview {
  return {
    window: { days: 30, tz: 'Europe/Paris', platforms: [...PUBLISH_PLATFORMS], start: '2026-04-03', end: '2026-05-02' },
    totals: totals(),
    previous: totals(),
    daily: daily(),
    usage: {
      period: '2026-05',
      tier: 'basic',
      counters: USAGE_KINDS.map((kind) => ({ kind, label: USAGE_LABELS[kind], used: kind === 'social_posts' ? 12 : 0, limit: 50 })),
    },
    engagement: {
      by_platform: PUBLISH_PLATFORMS.map((platform) => ({ platform, publications: 0, measured: 0, demo: 0, awaiting: 0, engagement: engagement(), fetched_at: null })),
    },
    top_publications: [],
    best_time: { ready: false, measured: 0, needed: 10, day: null, hour: null },
    has_real_accounts: false,
    connected_accounts: [],
    real_platforms: [],
    last_created_at: null,
    last_published_at: null,
    ...overrides,
  };
}

/** A creator with content, posts on LinkedIn (real, measured) and X (demo), and a usable best time. */
function busyOverview(): AnalyticsOverview {
  const byPlatform = PUBLISH_PLATFORMS.map((platform) => ({
    platform,
    succeeded: platform === 'linkedin' ? 3 : platform === 'twitter' ? 2 : 0,
    failed: platform === 'twitter' ? 1 : 0,
  }));
  return emptyOverview({
    totals: totals({
      created: created({ blog_post: 4, social_media: 8 }),
      items: 12,
      words: 3400,
      publications: { succeeded: 5, failed: 1, by_platform: byPlatform },
      engagement: engagement({ likes: 30, comments: 6, shares: 4, impressions: 2500 }),
      measured: 3,
      demo: 2,
    }),
    previous: totals({
      created: created({ blog_post: 8 }),
      items: 8,
      words: 3400,
      engagement: engagement({ likes: 15, comments: 3, shares: 2 }),
      measured: 2,
    }),
    daily: daily({
      '2026-04-20': {
        created: created({ blog_post: 1, social_media: 2 }),
        words: 1800,
        succeeded: 2,
        engagement: engagement({ likes: 21, comments: 4, shares: 3, impressions: 1900 }),
      },
      '2026-04-28': { created: created({ video_script: 0, social_media: 1 }), words: 90, succeeded: 1, failed: 1 },
    }),
    engagement: {
      by_platform: PUBLISH_PLATFORMS.map((platform) =>
        platform === 'linkedin'
          ? { platform, publications: 3, measured: 3, demo: 0, awaiting: 0, engagement: engagement({ likes: 30, comments: 6 }), fetched_at: '2026-05-01T08:00:00.000Z' }
          : platform === 'twitter'
            ? { platform, publications: 2, measured: 0, demo: 2, awaiting: 0, engagement: engagement(), fetched_at: null }
            : { platform, publications: 0, measured: 0, demo: 0, awaiting: 0, engagement: engagement(), fetched_at: null },
      ),
    },
    top_publications: [
      topPublication(),
      topPublication({
        id: 'pub-demo',
        platform: 'twitter',
        excerpt: 'A demo post about drafts',
        url: 'http://localhost/publications/pub-demo',
        demo_mode: true,
        engagement: engagement(),
        interactions: 0,
        fetched_at: null,
      }),
      topPublication({ id: 'pub-gone', excerpt: 'An old post since deleted', removed: true, interactions: 3, engagement: engagement({ likes: 3 }) }),
    ],
    best_time: {
      ready: true,
      measured: 12,
      needed: 10,
      day: { weekday: 2, label: 'Tuesday', average_interactions: 14.25, posts: 4 },
      hour: { hour: 9, average_interactions: 11, posts: 3 },
    },
    has_real_accounts: true,
    connected_accounts: [
      { platform: 'linkedin', demo_mode: false },
      { platform: 'twitter', demo_mode: true },
    ],
    real_platforms: ['linkedin'],
    last_created_at: '2026-04-28T10:00:00.000Z',
    last_published_at: '2026-04-28T10:00:00.000Z',
  });
}

function setup(options: { overview?: AnalyticsOverview | MockHandler; path?: string; routes?: Record<string, MockHandler> } = {}) {
  const overview = options.overview ?? busyOverview();
  const api = mockApi({
    ...publicRoutes(),
    'GET /api/auth/me': { body: makeUser({ subscription_tier: 'basic' }) },
    'GET /api/content/history': { body: [] },
    [`GET ${OVERVIEW}`]: typeof overview === 'function' || !('window' in overview) ? overview : { body: overview },
    ...options.routes,
  });
  storeSessionToken('session-token');
  return { api, ...renderApp({ path: options.path ?? '/analytics' }) };
}

const findKpis = async () => within(await screen.findByRole('region', { name: 'Key figures' }));
const kpiCard = (kpis: ReturnType<typeof within>, label: string) =>
  within(kpis.getByRole('heading', { name: label, level: 3 }).closest('li'));
const table = (caption: string) => within(screen.getByRole('table', { name: caption }));
/** The cells of a table's rows (the header row left out), as text. */
const rowsOf = (caption: string) =>
  table(caption)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('/analytics: the overview', () => {
  it('asks for the default window (30 days, all platforms) in the browser time zone, with the bearer', async () => {
    const { api } = setup();

    await findKpis();
    const [call] = api.callsTo('GET', OVERVIEW);
    expect(call!.url.searchParams.get('days')).toBe('30');
    expect(call!.url.searchParams.has('platforms')).toBe(false);
    expect(call!.url.searchParams.get('tz')).toBe(TZ);
    expect(call!.headers.get('Authorization')).toBe('Bearer session-token');
    expect(screen.getByRole('heading', { name: 'Analytics', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Apr 3, 2026 to May 2, 2026, in Europe/Paris')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '30 days' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'All platforms', pressed: true })).toBeInTheDocument();
  });

  it('shows the four KPIs with their change against the previous window, in words', async () => {
    setup();
    const kpis = await findKpis();

    const content = kpiCard(kpis, 'Content created');
    expect(content.getByText('12')).toBeInTheDocument();
    expect(content.getByText('Up 50%')).toBeInTheDocument();
    expect(content.getByText('vs the previous 30 days')).toBeInTheDocument();

    const words = kpiCard(kpis, 'Words written');
    expect(words.getByText('3,400')).toBeInTheDocument();
    expect(words.getByText('No change')).toBeInTheDocument();

    const posts = kpiCard(kpis, 'Posts published');
    expect(posts.getByText('5')).toBeInTheDocument();
    expect(posts.getByText('1 failed')).toBeInTheDocument();
    // Nothing before: said once, not "New none in the previous 30 days".
    expect(posts.getByText('None in the previous 30 days')).toBeInTheDocument();
    expect(posts.queryByText('New')).not.toBeInTheDocument();

    // 30 likes + 6 comments + 4 shares, against 20 before.
    const interactions = kpiCard(kpis, 'Interactions');
    expect(interactions.getByText('40')).toBeInTheDocument();
    expect(interactions.getByText('Up 100%')).toBeInTheDocument();
  });

  it('says a fall as a fall', async () => {
    const overview = busyOverview();
    setup({ overview: { ...overview, previous: { ...overview.previous, items: 16 } } });

    expect(kpiCard(await findKpis(), 'Content created').getByText('Down 25%')).toBeInTheDocument();
  });

  it('shows unknown engagement as not available, never as 0', async () => {
    const overview = busyOverview();
    setup({ overview: { ...overview, totals: { ...overview.totals, engagement: engagement({ views: 10 }) } } });

    const interactions = kpiCard(await findKpis(), 'Interactions');
    expect(interactions.getByText('Not available')).toBeInTheDocument();
    expect(interactions.getByText('No comparison')).toBeInTheDocument();
    expect(interactions.queryByText('0')).not.toBeInTheDocument();

    // LinkedIn's real post: shares and views unknown, impressions known.
    const top = table('Top publications by interactions');
    const real = within(top.getByRole('rowheader', { name: /Consistency beats intensity/ }).closest('tr')!);
    expect(real.getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'LinkedIn',
      'April 20, 2026',
      '42',
      '7',
      '—Not available',
      '—Not available',
      '1,200',
      'View on LinkedIn (opens in a new tab)',
    ]);

    // X's demo posts have no numbers at all.
    const x = within(screen.getByRole('article', { name: 'Twitter/X' }));
    expect(x.getByText('2 posts, none with numbers')).toBeInTheDocument();
    expect(x.getAllByText('Not available')).toHaveLength(5);
    expect(x.getByText('Posts published in demo mode are not measured: no platform saw them.')).toBeInTheDocument();
    const linkedin = within(screen.getByRole('article', { name: 'LinkedIn' }));
    expect(linkedin.getByText(/^Numbers fetched/)).toHaveTextContent(/May 1, 2026/);
    // The numbers LinkedIn did not give are named.
    expect(linkedin.getByText('LinkedIn reported no impressions, shares, or views for these posts.')).toBeInTheDocument();
  });

  it('links a real post to the platform, a demo or removed post to its page in Inkwell', async () => {
    setup();

    const top = within(await screen.findByRole('table', { name: 'Top publications by interactions' }));
    const rowOf = (excerpt: RegExp) => within(top.getByRole('rowheader', { name: excerpt }).closest('tr')!);
    expect(rowOf(/Consistency beats intensity/).getByRole('link', { name: /View on LinkedIn/ })).toHaveAttribute(
      'href',
      'https://www.linkedin.com/feed/update/urn:li:share:1',
    );
    const demo = rowOf(/A demo post about drafts/);
    expect(demo.getByText('Demo Mode')).toBeInTheDocument();
    expect(demo.getByRole('link', { name: 'View in Inkwell' })).toHaveAttribute('href', '/publications/pub-demo');
    const gone = rowOf(/An old post since deleted/);
    expect(gone.getByText('Removed from the platform')).toBeInTheDocument();
    expect(gone.getByRole('link', { name: 'View in Inkwell' })).toHaveAttribute('href', '/publications/pub-gone');
  });

  it('suggests the best day and hour once enough posts are measured', async () => {
    setup();

    const best = within(await screen.findByRole('region', { name: 'Best time to post' }));
    expect(best.getByText('Tuesday')).toBeInTheDocument();
    expect(best.getByText('14.3 interactions on average over 4 posts')).toBeInTheDocument();
    expect(best.getByText('9 AM to 10 AM')).toBeInTheDocument();
    expect(best.getByText(/times in Europe\/Paris/)).toBeInTheDocument();
  });

  it('says how many measured posts the best time still needs', async () => {
    const overview = busyOverview();
    setup({ overview: { ...overview, best_time: { ready: false, measured: 3, needed: 10, day: null, hour: null } } });

    const best = within(await screen.findByRole('region', { name: 'Best time to post' }));
    expect(best.getByText(/3 of 10 so far\.$/)).toBeInTheDocument();
    expect(best.getByRole('progressbar', { name: 'Posts with engagement numbers' })).toHaveAttribute('aria-valuenow', '3');
    expect(best.queryByText('Best day')).not.toBeInTheDocument();
  });
});

describe('/analytics: the charts and their tables', () => {
  it('gives every chart a table of its numbers, shown on request', async () => {
    const { user } = setup();
    await findKpis();

    expect(rowsOf('Content created per day (days with content)')).toEqual([
      ['Apr 20, 2026', '0', '1', '2', '0', '0', '0', '3', '1,800'],
      ['Apr 28, 2026', '0', '0', '1', '0', '0', '0', '1', '90'],
    ]);
    expect(rowsOf('Publications per platform')).toEqual([
      ['Twitter/X', '2', '1'],
      ['LinkedIn', '3', '0'],
      ['Facebook', '0', '0'],
      ['Instagram', '0', '0'],
      ['TikTok', '0', '0'],
      ['YouTube', '0', '0'],
    ]);
    expect(rowsOf('Engagement of the posts published each day (days with posts)')).toEqual([
      ['Apr 20, 2026', '2', '1,900', '21', '4', '3', '—Not available'],
      ['Apr 28, 2026', '1', '—Not available', '—Not available', '—Not available', '—Not available', '—Not available'],
    ]);
    expect(rowsOf('Usage against limits, May 2026')[2]).toEqual(['Social Posts', '12', '50', '24%']);

    // The table is there for screen readers; "Show as table" puts it on screen instead of the chart.
    const panel = within(screen.getByRole('region', { name: 'Publications by platform' }));
    const wrapper = () => panel.getByRole('table', { name: 'Publications per platform' }).parentElement!;
    expect(wrapper()).toHaveClass('sr-only');
    await user.click(panel.getByRole('button', { name: 'Show as table' }));
    expect(wrapper()).not.toHaveClass('sr-only');
    expect(panel.getByRole('button', { name: 'Show as chart' })).toBeInTheDocument();
  });

  it('draws the charts with Recharts once loaded, each named by its panel', async () => {
    setup();
    await findKpis();

    // The chart module loads on demand; its skeleton stands in meanwhile.
    const panel = screen.getByRole('region', { name: 'Content created' });
    await waitFor(() => expect(panel.querySelector('.recharts-wrapper')).not.toBeNull());
  });
});

const DAY = 86_400_000;
const region = (name: string) => within(screen.getByRole('region', { name }));

/** A creator whose accounts are all demo connections, with this window's posts published through them. */
function demoOverview(overrides: Partial<AnalyticsOverview> = {}): AnalyticsOverview {
  const overview = emptyOverview();
  return {
    ...overview,
    totals: totals({
      created: created({ social_media: 2 }),
      items: 2,
      words: 80,
      publications: { ...overview.totals.publications, succeeded: 2 },
      demo: 2,
    }),
    daily: daily({ '2026-05-01': { created: created({ social_media: 2 }), words: 80, succeeded: 2 } }),
    engagement: {
      by_platform: overview.engagement.by_platform.map((entry) => (entry.platform === 'twitter' ? { ...entry, publications: 2, demo: 2 } : entry)),
    },
    connected_accounts: [
      { platform: 'twitter', demo_mode: true },
      { platform: 'linkedin', demo_mode: true },
      { platform: 'facebook', demo_mode: true },
    ],
    last_created_at: '2026-05-01T09:00:00.000Z',
    last_published_at: '2026-05-01T09:00:00.000Z',
    ...overrides,
  };
}

/** A creator with a real LinkedIn account whose two posts of this window have no numbers yet. */
function awaitingOverview(): AnalyticsOverview {
  const overview = emptyOverview();
  return {
    ...overview,
    totals: totals({ publications: { ...overview.totals.publications, succeeded: 2 }, awaiting: 2 }),
    daily: daily({ '2026-05-02': { succeeded: 2 } }),
    engagement: {
      by_platform: overview.engagement.by_platform.map((entry) => (entry.platform === 'linkedin' ? { ...entry, publications: 2, awaiting: 2 } : entry)),
    },
    has_real_accounts: true,
    connected_accounts: [{ platform: 'linkedin', demo_mode: false }],
    real_platforms: ['linkedin'],
    last_published_at: '2026-05-02T09:00:00.000Z',
  };
}

describe('/analytics: every empty state says why (issue 24)', () => {
  it('with no account connected: asks to connect one, and says nothing about demo connections', async () => {
    setup({ overview: emptyOverview() });
    const kpis = await findKpis();

    expect(screen.queryByText(/demo/i)).not.toBeInTheDocument();
    for (const name of ['Publications by platform', 'Engagement over time', 'Top publications', 'Engagement by platform']) {
      expect(region(name).getByText('No accounts connected')).toBeInTheDocument();
      expect(region(name).getByRole('link', { name: 'Connect an account' })).toHaveAttribute('href', '/social-accounts');
    }
    const createdPanel = region('Content created');
    expect(createdPanel.getByText('Nothing created yet')).toBeInTheDocument();
    expect(createdPanel.getByRole('link', { name: 'Create content on the dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(createdPanel.queryByRole('button', { name: 'Show as table' })).not.toBeInTheDocument();
    expect(kpiCard(kpis, 'Interactions').getByText('No accounts connected')).toBeInTheDocument();
    expect(kpiCard(kpis, 'Posts published').getByText('None in the previous 30 days either')).toBeInTheDocument();
  });

  it('with demo connections only: says demo posts are not measured, never "connect an account"', async () => {
    setup({ overview: demoOverview() });
    const kpis = await findKpis();

    const note = screen.getByText('Posts published in demo mode are not measured.').closest('p')!;
    expect(note).toHaveTextContent('Your Twitter/X, LinkedIn, and Facebook accounts are demo connections: their posts count as published');
    // This Inkwell has no platform set up for real: nothing to connect, and it says so.
    expect(note).toHaveTextContent('Real connections to the platforms are not set up on this Inkwell, so no post here can be measured.');
    expect(screen.queryByRole('link', { name: 'Connect an account' })).not.toBeInTheDocument();
    expect(screen.queryByText(/No accounts connected|No engagement numbers yet/)).not.toBeInTheDocument();

    expect(kpiCard(kpis, 'Posts published').getByText('2')).toBeInTheDocument();
    expect(kpiCard(kpis, 'Interactions').getByText('Not available')).toBeInTheDocument();
    expect(kpiCard(kpis, 'Interactions').getByText('Posts published in demo mode are not measured')).toBeInTheDocument();
    const engagementPanel = region('Engagement over time');
    expect(engagementPanel.getByText('Posts published in demo mode are not measured')).toBeInTheDocument();
    expect(engagementPanel.getByText(/^No platform saw this window’s 2 posts, so there are no likes, comments or shares to show\./)).toBeInTheDocument();
    expect(engagementPanel.queryByRole('button', { name: 'Show as table' })).not.toBeInTheDocument();
    expect(region('Top publications').getByText('Posts published in demo mode are not measured')).toBeInTheDocument();
    const x = within(screen.getByRole('article', { name: 'Twitter/X' }));
    expect(x.getByText('2 posts, none with numbers')).toBeInTheDocument();
    expect(x.getByText('Posts published in demo mode are not measured: no platform saw them.')).toBeInTheDocument();
    expect(region('Best time to post').getByText(/Posts published in demo mode are not measured, so they do not count towards it\.$/)).toBeInTheDocument();
  });

  it('with demo connections where a real one could be made: offers to connect a real account', async () => {
    setup({ overview: demoOverview({ real_platforms: ['linkedin', 'youtube'] }) });
    await findKpis();

    const engagementPanel = region('Engagement over time');
    expect(engagementPanel.getByText(/Connect a real LinkedIn or YouTube account to see engagement\.$/)).toBeInTheDocument();
    expect(engagementPanel.getByRole('link', { name: 'Connect a real account' })).toHaveAttribute('href', '/social-accounts');
  });

  it('with a real account and nothing published yet: says so and points to the dashboard', async () => {
    setup({ overview: emptyOverview({ has_real_accounts: true, connected_accounts: [{ platform: 'linkedin', demo_mode: false }], real_platforms: ['linkedin'] }) });
    await findKpis();

    expect(screen.queryByText(/demo/i)).not.toBeInTheDocument();
    for (const name of ['Publications by platform', 'Engagement over time', 'Engagement by platform']) {
      expect(region(name).getByText('Nothing published yet')).toBeInTheDocument();
      expect(region(name).getByRole('link', { name: 'Publish from the dashboard' })).toHaveAttribute('href', '/dashboard');
    }
  });

  it('with nothing in this window but earlier: says when the last post and piece were, and that a longer window shows them', async () => {
    const earlier = new Date(Date.now() - 40 * DAY).toISOString();
    const longDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' }).format(new Date(earlier));
    setup({
      overview: emptyOverview({
        connected_accounts: [{ platform: 'linkedin', demo_mode: false }],
        has_real_accounts: true,
        last_created_at: earlier,
        last_published_at: earlier,
      }),
    });
    await findKpis();

    const createdPanel = region('Content created');
    expect(createdPanel.getByText('Nothing created in the last 30 days')).toBeInTheDocument();
    expect(createdPanel.getByText(`You last created something on ${longDate}. Choose a longer window to see it.`)).toBeInTheDocument();
    const publications = region('Publications by platform');
    expect(publications.getByText('Nothing published in the last 30 days')).toBeInTheDocument();
    expect(publications.getByText(`You last published a post on ${longDate}. Choose a longer window to see it.`)).toBeInTheDocument();
  });

  it('with real posts not measured yet: says their numbers are on the way', async () => {
    setup({ overview: awaitingOverview() });
    const kpis = await findKpis();

    expect(kpiCard(kpis, 'Interactions').getByText('Waiting for the platforms’ first numbers')).toBeInTheDocument();
    const engagementPanel = region('Engagement over time');
    expect(engagementPanel.getByText('Numbers on the way')).toBeInTheDocument();
    expect(
      engagementPanel.getByText('2 posts to a real account are waiting for their first numbers, which the platform is asked for a few minutes after publishing.'),
    ).toBeInTheDocument();
    expect(region('Top publications').getByText('Numbers on the way')).toBeInTheDocument();
    const linkedin = within(screen.getByRole('article', { name: 'LinkedIn' }));
    expect(linkedin.getByText('Waiting for the first numbers from LinkedIn, asked for a few minutes after publishing.')).toBeInTheDocument();
  });

  it('with platforms that report no likes, comments or shares: says which numbers they gave instead of drawing an empty chart', async () => {
    const overview = awaitingOverview();
    setup({
      overview: {
        ...overview,
        totals: { ...overview.totals, measured: 2, awaiting: 0, engagement: engagement({ views: 340 }) },
        engagement: {
          by_platform: overview.engagement.by_platform.map((entry) =>
            entry.platform === 'youtube'
              ? { ...entry, publications: 2, measured: 2, engagement: engagement({ views: 340 }), fetched_at: '2026-05-02T10:00:00.000Z' }
              : { ...entry, publications: 0, awaiting: 0 },
          ),
        },
      },
    });
    const kpis = await findKpis();

    const engagementPanel = region('Engagement over time');
    expect(engagementPanel.getByText('No likes, comments or shares reported')).toBeInTheDocument();
    expect(
      engagementPanel.getByText("YouTube reported views for this window's posts, but no likes, comments or shares: see Engagement by platform below."),
    ).toBeInTheDocument();
    expect(kpiCard(kpis, 'Interactions').getByText('Your platforms reported no likes, comments or shares')).toBeInTheDocument();
    const youtube = within(screen.getByRole('article', { name: 'YouTube' }));
    expect(youtube.getByText('YouTube reported no impressions, likes, comments, or shares for these posts.')).toBeInTheDocument();
  });

  it('under a drawn engagement chart: says which posts it leaves out and why', async () => {
    setup();
    await findKpis();

    expect(region('Engagement over time').getByText('Numbers for 3 of 5 posts: 2 published in demo mode are not measured.')).toBeInTheDocument();
  });

  it('on Enterprise: says the plan has no limits to measure against, with what was used, instead of an empty chart', async () => {
    const overview = emptyOverview();
    setup({
      overview: {
        ...overview,
        usage: { ...overview.usage, tier: 'enterprise', counters: overview.usage.counters.map((counter) => ({ ...counter, limit: null })) },
      },
    });
    await findKpis();

    const usage = region('Usage against limits');
    expect(usage.getByText('Your plan has no limits to measure against')).toBeInTheDocument();
    expect(usage.getByText(/^The Enterprise Plan has no monthly cap on any of these/)).toBeInTheDocument();
    expect(usage.queryByRole('button', { name: 'Show as table' })).not.toBeInTheDocument();
    // The month's numbers are still there, on screen.
    const used = usage.getByRole('table', { name: 'Usage against limits, May 2026' });
    expect(used.parentElement).not.toHaveClass('sr-only');
    expect(rowsOf('Usage against limits, May 2026')[2]).toEqual(['Social Posts', '12', 'Unlimited', '—No limit to measure against']);
  });

  it('with nothing used this month: says so instead of drawing bars of nothing', async () => {
    const overview = emptyOverview();
    setup({ overview: { ...overview, usage: { ...overview.usage, counters: overview.usage.counters.map((counter) => ({ ...counter, used: 0 })) } } });
    await findKpis();
    expect(region('Usage against limits').getByText('Nothing used yet this month')).toBeInTheDocument();
  });

  it('on Free: draws the capped counters and names the one not in the plan', async () => {
    const overview = emptyOverview();
    setup({
      overview: {
        ...overview,
        usage: {
          ...overview.usage,
          tier: 'free',
          counters: overview.usage.counters.map((counter) => ({ ...counter, limit: counter.kind === 'humanizations' ? 0 : 5, used: counter.kind === 'social_posts' ? 2 : 0 })),
        },
      },
    });
    await findKpis();

    const usage = region('Usage against limits');
    expect(usage.getByText('Humanizations are not in your plan.')).toBeInTheDocument();
    expect(usage.getByRole('button', { name: 'Show as table' })).toBeInTheDocument();
  });
});

describe('/analytics: loading and errors', () => {
  it('shows a skeleton while the numbers load', async () => {
    const reply = deferred<MockReply>();
    setup({ overview: () => reply.promise });

    expect(await screen.findByRole('status', { name: 'Loading analytics' })).toBeInTheDocument();
    await act(async () => reply.resolve({ body: busyOverview() }));
    await findKpis();
    expect(screen.queryByRole('status', { name: 'Loading analytics' })).not.toBeInTheDocument();
  });

  it("says 'Failed to load analytics data' and tries again on request", async () => {
    let fail = true;
    const { api, user } = setup({ overview: () => (fail ? { status: 500, body: { detail: 'Internal server error' } } : { body: busyOverview() }) });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load analytics data');
    expect(alert).not.toHaveTextContent('Internal server error');

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await findKpis();
    expect(api.callsTo('GET', OVERVIEW).length).toBeGreaterThanOrEqual(2);
    expect(screen.queryByText('Failed to load analytics data')).not.toBeInTheDocument();
  });

  it("adds what was wrong with the query to 'Failed to load analytics data'", async () => {
    setup({ overview: { status: 422, body: { detail: "There is no platform called 'myspace'. Choose from Twitter/X, LinkedIn, Facebook, Instagram, TikTok, YouTube." } } });

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load analytics data')).toBeInTheDocument();
    expect(within(alert).getByText("There is no platform called 'myspace'. Choose from Twitter/X, LinkedIn, Facebook, Instagram, TikTok, YouTube.")).toBeInTheDocument();
  });

  it('answers a response that breaks the contract as a failed load', async () => {
    setup({ overview: { body: { window: { days: 30 } } } });

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load analytics data');
  });
});

describe('/analytics: window and platforms', () => {
  it('asks again for another window or platform, keeping both in the address (Back returns)', async () => {
    const { api, user, router } = setup();
    await findKpis();

    await user.click(screen.getByRole('radio', { name: '7 days' }));
    await waitFor(() => expect(api.callsTo('GET', OVERVIEW).at(-1)!.url.searchParams.get('days')).toBe('7'));
    expect(router.state.location.search).toBe('?days=7');

    await user.click(screen.getByRole('button', { name: 'LinkedIn', pressed: false }));
    await waitFor(() => expect(api.callsTo('GET', OVERVIEW).at(-1)!.url.searchParams.get('platforms')).toBe('linkedin'));
    await user.click(screen.getByRole('button', { name: 'YouTube', pressed: false }));
    await waitFor(() => expect(api.callsTo('GET', OVERVIEW).at(-1)!.url.searchParams.get('platforms')).toBe('linkedin,youtube'));
    const last = api.callsTo('GET', OVERVIEW).at(-1)!;
    expect(last.url.searchParams.get('days')).toBe('7');
    expect(last.url.searchParams.get('tz')).toBe(TZ);
    expect(new URLSearchParams(router.state.location.search).get('platforms')).toBe('linkedin,youtube');
    expect(screen.getByRole('button', { name: 'All platforms', pressed: false })).toBeInTheDocument();

    await act(() => router.navigate(-1));
    expect(new URLSearchParams(router.state.location.search).get('platforms')).toBe('linkedin');
    expect(await screen.findByRole('button', { name: 'YouTube', pressed: false })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'LinkedIn', pressed: true })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'All platforms' }));
    await waitFor(() => expect(router.state.location.search).toBe('?days=7'));
    expect(api.callsTo('GET', OVERVIEW).at(-1)!.url.searchParams.has('platforms')).toBe(false);
  });

  it('opens a shared address on its window and platforms; unknown values fall back to the defaults', async () => {
    const { api } = setup({ path: '/analytics?days=90&platforms=twitter,linkedin' });
    await findKpis();

    const call = api.callsTo('GET', OVERVIEW)[0]!;
    expect(call.url.searchParams.get('days')).toBe('90');
    expect(call.url.searchParams.get('platforms')).toBe('twitter,linkedin');
    expect(screen.getByRole('radio', { name: '90 days' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Twitter/X', pressed: true })).toBeInTheDocument();
  });

  it('reads an address it does not know as the default view', async () => {
    const { api } = setup({ path: '/analytics?days=12&platforms=myspace' });
    await findKpis();

    const call = api.callsTo('GET', OVERVIEW)[0]!;
    expect(call.url.searchParams.get('days')).toBe('30');
    expect(call.url.searchParams.has('platforms')).toBe(false);
  });
});

describe('/analytics: CSV download', () => {
  function csvRoute(): MockHandler {
    return () => ({
      response: new Response('\uFEFFDate,Blog Posts created\r\n2026-04-03,0\r\n', {
        headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="inkwell-analytics-2026-04-26-to-2026-05-02.csv"' },
      }),
    });
  }

  /** Records what the page saves instead of letting the browser download it. */
  function recordDownloads() {
    const saved: { name: string; href: string }[] = [];
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return `blob:http://localhost/${blobs.length}`;
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.href });
    });
    return { saved, blobs };
  }

  it('fetches the export for the window and platforms shown, with the bearer, and saves it as the named file', async () => {
    const downloads = recordDownloads();
    const { api, user } = setup({ path: '/analytics?days=7&platforms=tiktok', routes: { [`GET ${EXPORT}`]: csvRoute() } });
    await findKpis();

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));

    await waitFor(() => expect(downloads.saved).toHaveLength(1));
    const [call] = api.callsTo('GET', EXPORT);
    expect(call!.url.searchParams.get('days')).toBe('7');
    expect(call!.url.searchParams.get('platforms')).toBe('tiktok');
    expect(call!.url.searchParams.get('tz')).toBe(TZ);
    expect(call!.headers.get('Authorization')).toBe('Bearer session-token');
    expect(downloads.saved[0]).toEqual({ name: 'inkwell-analytics-2026-04-26-to-2026-05-02.csv', href: 'blob:http://localhost/1' });
    expect(await downloads.blobs[0]!.text()).toContain('2026-04-03,0');
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
  });

  it('says so when the download fails', async () => {
    const downloads = recordDownloads();
    const { user } = setup({ routes: { [`GET ${EXPORT}`]: { status: 500, body: { detail: 'Internal server error' } } } });
    await findKpis();

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to download the CSV file. Please try again.');
    expect(downloads.saved).toHaveLength(0);
  });
});

describe('/analytics in the app', () => {
  it('is in the main navigation and linked from the dashboard', async () => {
    const { user, router } = setup({ path: '/dashboard' });

    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Analytics' })).toHaveAttribute('href', '/analytics');
    await user.click(screen.getByRole('link', { name: 'View analytics' }));
    await findKpis();
    expect(router.state.location.pathname).toBe('/analytics');
    expect(within(nav).getByRole('link', { name: 'Analytics' })).toHaveAttribute('aria-current', 'page');
  });
});
