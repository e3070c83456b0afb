import { PUBLISH_PLATFORM_LABELS, type PublishPlatform } from '../../../contract/social';
import { toSingleLine } from '../../../contract/text-rule';
import { platformList } from './post-messages';

/** The words of a post an e-mail names it by. */
const FIRST_WORDS = 60;

/** A post's first words, on one line, as an e-mail quotes it. */
export function firstWords(text: string): string {
  const flat = toSingleLine(text).replace(/\s+/g, ' ').trim();
  return flat.length <= FIRST_WORDS ? flat : `${flat.slice(0, FIRST_WORDS - 1).trimEnd()}…`;
}

/** A moment as the creator reads it, in their zone: "Tue, 1 Dec 2026, 09:00 (Europe/Paris)". */
export function inZone(at: Date, timeZone: string): string {
  let zone = timeZone;
  let formatted: string;
  try {
    formatted = format(at, zone);
  } catch {
    // A zone the runtime no longer knows: UTC rather than no e-mail.
    zone = 'UTC';
    formatted = format(at, zone);
  }
  return `${formatted} (${zone})`;
}

function format(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(at);
}

/** A delay in words: "45 minutes", "1 hour", "7 hours 5 minutes". */
export function durationWords(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (hours === 0) return unit(rest, 'minute');
  return rest === 0 ? unit(hours, 'hour') : `${unit(hours, 'hour')} ${unit(rest, 'minute')}`;
}

export interface Mail {
  subject: string;
  text: string;
}

interface About {
  name: string;
  postText: string;
  scheduledAt: Date;
  timeZone: string;
  link: string;
}

const greeting = (name: string) => `Hi ${toSingleLine(name)},`;
const scheduledLine = (about: About) => `Your post “${firstWords(about.postText)}” was scheduled for ${inZone(about.scheduledAt, about.timeZone)}.`;

/** A scheduled post that did not go out at its time on these platforms (failed, or its account needs reconnecting). */
export function failedMail(about: About, targets: ReadonlyArray<{ platform: PublishPlatform; error: string | null }>): Mail {
  const platforms = targets.map((t) => t.platform);
  return {
    subject: `Your scheduled post did not go out on ${platformList(platforms)}`,
    text: [
      greeting(about.name),
      '',
      scheduledLine(about),
      `It did not go out on ${platformList(platforms)}:`,
      ...targets.map((t) => `- ${PUBLISH_PLATFORM_LABELS[t.platform]}: ${toSingleLine(t.error ?? 'it failed.')}`),
      '',
      'Open the post to see what to do, then publish it again:',
      about.link,
    ].join('\n'),
  };
}

/** A scheduled post Inkwell could not run until too long after its time: not published. */
export function missedMail(about: About, platforms: readonly PublishPlatform[], lateMs: number): Mail {
  return {
    subject: `Your scheduled post was not published on ${platformList(platforms)}`,
    text: [
      greeting(about.name),
      '',
      scheduledLine(about),
      `Inkwell could not publish it at its time (${durationWords(lateMs)} late), so it was not published on ${platformList(platforms)}.`,
      'Publish it now or schedule it again:',
      about.link,
    ].join('\n'),
  };
}

/** A scheduled post that went out, but late (Inkwell was down at its time). */
export function lateMail(about: About, targets: ReadonlyArray<{ platform: PublishPlatform; publishedAt: Date }>): Mail {
  const platforms = targets.map((t) => t.platform);
  return {
    subject: `Your scheduled post went out late on ${platformList(platforms)}`,
    text: [
      greeting(about.name),
      '',
      scheduledLine(about),
      'Inkwell could not publish it at its time, so it went out late:',
      ...targets.map(
        (t) =>
          `- ${PUBLISH_PLATFORM_LABELS[t.platform]}: at ${inZone(t.publishedAt, about.timeZone)}, ${durationWords(t.publishedAt.getTime() - about.scheduledAt.getTime())} late`,
      ),
      '',
      'See the post:',
      about.link,
    ].join('\n'),
  };
}

/** Scheduled posts due within a day whose accounts must be (re)connected before their time. */
export function reconnectMail(
  opts: { name: string; timeZone: string; accountsLink: string },
  targets: ReadonlyArray<{ platform: PublishPlatform; postText: string; scheduledAt: Date; link: string }>,
): Mail {
  const platforms = [...new Set(targets.map((t) => t.platform))];
  return {
    subject: `Reconnect ${platformList(platforms)} before your scheduled ${targets.length === 1 ? 'post goes' : 'posts go'} out`,
    text: [
      greeting(opts.name),
      '',
      `${targets.length === 1 ? 'A post' : 'Posts'} you scheduled cannot go out unless you connect your ${platformList(platforms)} ${platforms.length === 1 ? 'account' : 'accounts'} again:`,
      ...targets.map(
        (t) => `- ${PUBLISH_PLATFORM_LABELS[t.platform]}, ${inZone(t.scheduledAt, opts.timeZone)}: “${firstWords(t.postText)}” ${t.link}`,
      ),
      '',
      'Reconnect on the Social Accounts page before then:',
      opts.accountsLink,
    ].join('\n'),
  };
}
