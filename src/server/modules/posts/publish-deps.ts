import type { Mailer } from '../../mail/mailer';
import type { AppMetrics } from '../../plugins/metrics/app-metrics';
import type { AccountTokens } from '../../social/account-tokens';
import type { MediaService } from '../social/media';
import type { PostEvents } from './post-events';
import type { PostsDeps } from './posts-deps';

/** What the publish and recovery jobs work with, besides what the posts service has. */
export interface PublishDeps extends PostsDeps {
  tokens: Pick<AccountTokens, 'fresh'>;
  media: Pick<MediaService, 'forPublish'>;
  events: PostEvents;
  /** APP_URL: a demo post's page is Inkwell's own (/publications/{id}). */
  appUrl: string;
  /**
   * How long one call to a platform may take (SOCIAL_TIMEOUT_MS): a platform is asked whether a post
   * went out only once this has passed since the call started, so that a call still under way there
   * cannot land after the look-up.
   */
  callTimeoutMs: number;
  /** A call whose instance has not been heard of for this long stopped (PUBLISH_STALE_SECONDS). */
  staleMs: number;
  /** How often a call under way says it is alive; by default a third of `staleMs`, at most 10 s. */
  heartbeatMs?: number;
  /** The mail port: the creator is told of a scheduled post that failed, was missed or went out late. */
  mailer: Pick<Mailer, 'send'>;
  /**
   * A scheduled target whose first try comes more than this long after its time (Inkwell was down) is
   * `missed` rather than published (SCHEDULE_LATE_LIMIT_HOURS).
   */
  lateLimitMs: number;
  /** Calls of one creator under way at once, across instances. */
  perCreator?: number;
  /** Each final outcome is counted here per platform, for /metrics (plugins/metrics.ts). */
  metrics?: Pick<AppMetrics, 'publishOutcome'>;
}

/** At most this many of one creator's targets are in a platform call at once (decision 018). */
export const PER_CREATOR_CALLS = 3;
