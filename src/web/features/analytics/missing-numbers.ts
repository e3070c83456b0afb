import { METRIC_LABELS, METRIC_NAMES, interactionsOf, type AnalyticsOverview, type Engagement } from '../../../contract/analytics';
import { PUBLISH_PLATFORMS, PUBLISH_PLATFORM_LABELS, type PublishPlatform } from '../../../contract/social';
import { formatDate } from '../../lib/format-date';
import { paths } from '../../lib/paths';
import { formatCount } from './format-count';

/**
 * Why a section of /analytics has nothing to show, said as the creator's situation is (issue 24): no
 * account, demo connections only, nothing published yet or not in this window, numbers still on their
 * way, a platform that gives none. Every empty state and "not available" note on the page comes from here.
 */
export interface Reason {
  title: string;
  body: string;
  action?: { to: string; label: string };
}

const DAY_MS = 86_400_000;
/** The longest window the page offers. */
const LONGEST_WINDOW = 90;

const orList = new Intl.ListFormat('en-US', { type: 'disjunction' });
const andList = new Intl.ListFormat('en-US', { type: 'conjunction' });

function platformNames(platforms: readonly PublishPlatform[], list = orList): string {
  return list.format(platforms.map((platform) => PUBLISH_PLATFORM_LABELS[platform]));
}

/** "1 post", "3 posts". */
export function posts(count: number): string {
  return `${formatCount(count)} ${count === 1 ? 'post' : 'posts'}`;
}

/** The platform filter in words: "" for all of them, " on LinkedIn or YouTube" for some. */
function onPlatforms(overview: AnalyticsOverview): string {
  return overview.window.platforms.length === PUBLISH_PLATFORMS.length ? '' : ` on ${platformNames(overview.window.platforms)}`;
}

/** The creator's connections to the platforms in the filter. */
function accountsShown(overview: AnalyticsOverview) {
  return overview.connected_accounts.filter((account) => overview.window.platforms.includes(account.platform));
}

/** Whether every connection the creator has is a demo one (and there is at least one). */
export function onlyDemoAccounts(overview: AnalyticsOverview): boolean {
  return overview.connected_accounts.length > 0 && overview.connected_accounts.every((account) => account.demo_mode);
}

/** Where a real account can be connected now (in the filter): none when this Inkwell connects in demo mode only. */
function realPlatformsShown(overview: AnalyticsOverview): PublishPlatform[] {
  return overview.real_platforms.filter((platform) => overview.window.platforms.includes(platform));
}

/** What to do about demo posts: connect a real account where one can be, or why none can. */
function demoRemedy(overview: AnalyticsOverview): Pick<Reason, 'action'> & { sentence: string } {
  const real = realPlatformsShown(overview);
  if (real.length === 0) {
    return { sentence: 'Real connections to the platforms are not set up on this Inkwell, so no post here can be measured.' };
  }
  return {
    sentence: `Connect a real ${platformNames(real)} account to see engagement.`,
    action: { to: paths.socialAccounts, label: 'Connect a real account' },
  };
}

/** The window in words: "the last 30 days". */
export function windowText(overview: AnalyticsOverview): string {
  return `the last ${overview.window.days} ${overview.window.days === 1 ? 'day' : 'days'}`;
}

/** "You last X on May 2, 2026.", with a pointer to a longer window when that would show it. */
function lastTime(overview: AnalyticsOverview, at: string, what: string): string {
  const sentence = `You last ${what} on ${formatDate(at)}.`;
  const age = Date.now() - Date.parse(at);
  return overview.window.days < LONGEST_WINDOW && age <= LONGEST_WINDOW * DAY_MS ? `${sentence} Choose a longer window to see it.` : sentence;
}

/** Why the window has no content. */
export function noContentReason(overview: AnalyticsOverview): Reason {
  const action = { to: paths.dashboard, label: 'Create content on the dashboard' };
  if (overview.last_created_at === null) {
    return {
      title: 'Nothing created yet',
      body: 'Generate a video script, blog post, social post or newsletter, or summarize a source, and it is counted here.',
      action,
    };
  }
  return { title: `Nothing created in ${windowText(overview)}`, body: lastTime(overview, overview.last_created_at, 'created something'), action };
}

/** Why the window has no post that went out (no account, nothing published yet, or nothing in the window). */
export function noPostsReason(overview: AnalyticsOverview): Reason {
  const connect = { to: paths.socialAccounts, label: 'Connect an account' };
  const shown = accountsShown(overview);
  if (overview.connected_accounts.length === 0) {
    return {
      title: 'No accounts connected',
      body: 'Connect a social account, then publish from the dashboard: your posts and how they did will show here.',
      action: connect,
    };
  }
  if (shown.length === 0) {
    return {
      title: `No account connected${onPlatforms(overview)}`,
      body: `Your posts${onPlatforms(overview)} will show here once you connect an account there and publish to it.`,
      action: connect,
    };
  }
  const failed = overview.totals.publications.failed;
  if (failed > 0) {
    return {
      title: `No post went out in ${windowText(overview)}`,
      body: `${failed === 1 ? 'The one attempt' : `All ${formatCount(failed)} attempts`} to publish${onPlatforms(overview)} failed, so there is nothing to measure.`,
    };
  }
  if (overview.last_published_at === null) {
    return {
      title: 'Nothing published yet',
      body: `Publish a post${onPlatforms(overview)} from the dashboard and it will show here.`,
      action: { to: paths.dashboard, label: 'Publish from the dashboard' },
    };
  }
  return {
    title: `Nothing published${onPlatforms(overview)} in ${windowText(overview)}`,
    body: lastTime(overview, overview.last_published_at, 'published a post'),
  };
}

/** The window's published posts by why they have numbers or not. */
export function measurement(overview: AnalyticsOverview) {
  const { succeeded: published } = overview.totals.publications;
  const { measured, demo, awaiting } = overview.totals;
  return { published, measured, demo, awaiting, unmeasured: Math.max(0, published - measured - demo - awaiting) };
}

function isAre(count: number): string {
  return count === 1 ? 'is' : 'are';
}

function itsTheir(count: number): string {
  return count === 1 ? 'its' : 'their';
}

/** The metrics with a number in these sums, in words: "views and impressions". */
function knownMetrics(engagement: Engagement): string {
  return andList.format(METRIC_NAMES.filter((metric) => engagement[metric] !== null).map((metric) => METRIC_LABELS[metric].toLowerCase()));
}

/**
 * Why the window's posts have no likes, comments or shares to draw: nothing went out, demo posts,
 * numbers still on their way, a platform that gave none, or platforms that report other numbers only.
 * Null when there are interactions to draw.
 */
export function noEngagementReason(overview: AnalyticsOverview): Reason | null {
  const m = measurement(overview);
  if (m.published === 0) return noPostsReason(overview);
  if (m.measured > 0) {
    if (interactionsOf(overview.totals.engagement) !== null) return null;
    const platforms = overview.engagement.by_platform.filter((entry) => entry.measured > 0).map((entry) => entry.platform);
    const known = knownMetrics(overview.totals.engagement);
    return {
      title: 'No likes, comments or shares reported',
      body: `${platformNames(platforms, andList)} reported ${known || 'no numbers'} for this window's posts, but no likes, comments or shares: see Engagement by platform below.`,
    };
  }
  if (m.demo === m.published) {
    const remedy = demoRemedy(overview);
    return {
      title: 'Posts published in demo mode are not measured',
      body: `No platform saw ${m.published === 1 ? 'this window’s post' : `this window’s ${posts(m.published)}`}, so there are no likes, comments or shares to show. ${remedy.sentence}`,
      ...(remedy.action && { action: remedy.action }),
    };
  }
  const parts: string[] = [];
  if (m.awaiting > 0) {
    parts.push(`${posts(m.awaiting)} to a real account ${isAre(m.awaiting)} waiting for ${itsTheir(m.awaiting)} first numbers, which the platform is asked for a few minutes after publishing.`);
  }
  if (m.unmeasured > 0) {
    parts.push(`Inkwell could not get numbers for ${posts(m.unmeasured)} from ${itsTheir(m.unmeasured)} platform; check that the account is still connected.`);
  }
  if (m.demo > 0) parts.push(`${posts(m.demo)} published in demo mode ${isAre(m.demo)} never measured.`);
  return {
    title: m.awaiting > 0 ? 'Numbers on the way' : 'No numbers from the platforms',
    body: parts.join(' '),
    ...(m.unmeasured > 0 && m.awaiting === 0 && { action: { to: paths.socialAccounts, label: 'Manage social accounts' } }),
  };
}

/** Under a drawn engagement chart: which of the window's posts it leaves out, and why. Null when every post has numbers. */
export function coverageNote(overview: AnalyticsOverview): string | null {
  const m = measurement(overview);
  if (m.measured === 0 || m.measured >= m.published) return null;
  const why: string[] = [];
  if (m.demo > 0) why.push(`${formatCount(m.demo)} published in demo mode ${isAre(m.demo)} not measured`);
  if (m.awaiting > 0) why.push(`${formatCount(m.awaiting)} ${isAre(m.awaiting)} waiting for ${itsTheir(m.awaiting)} first numbers`);
  if (m.unmeasured > 0) why.push(`${formatCount(m.unmeasured)} got none from ${itsTheir(m.unmeasured)} platform`);
  return `Numbers for ${formatCount(m.measured)} of ${posts(m.published)}: ${andList.format(why)}.`;
}

/** The Interactions card's note while it has no number: the reason in a few words. */
export function interactionsUnknownNote(overview: AnalyticsOverview): string {
  const m = measurement(overview);
  if (m.published === 0) return overview.connected_accounts.length === 0 ? 'No accounts connected' : 'Nothing published in this window';
  if (m.measured > 0) return 'Your platforms reported no likes, comments or shares';
  if (m.demo === m.published) return 'Posts published in demo mode are not measured';
  if (m.awaiting > 0) return 'Waiting for the platforms’ first numbers';
  return 'The platforms gave no numbers for these posts';
}

/** The page's note while every connection is a demo one: why posts count but have no numbers. */
export function demoAccountsNote(overview: AnalyticsOverview): Reason | null {
  if (!onlyDemoAccounts(overview)) return null;
  const accounts = overview.connected_accounts;
  const remedy = demoRemedy(overview);
  const which =
    accounts.length === 1
      ? `Your ${PUBLISH_PLATFORM_LABELS[accounts[0]!.platform]} account is a demo connection`
      : `Your ${platformNames(accounts.map((account) => account.platform), andList)} accounts are demo connections`;
  return {
    title: 'Posts published in demo mode are not measured.',
    body: `${which}: ${accounts.length === 1 ? 'its' : 'their'} posts count as published, but no platform sees them, so they get no likes, comments or views. ${remedy.sentence}`,
    action: remedy.action ?? { to: paths.socialAccounts, label: 'Manage social accounts' },
  };
}
