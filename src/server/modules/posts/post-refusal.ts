import type { PostRefusal } from '../../../contract/posts';
import type { PublishPlatform } from '../../../contract/social';
import { HttpError } from '../../lib/http-error';
import type { SocialAccountRow } from '../../social/account-tokens';
import { SocialError } from '../../social/errors';
import { planPost } from '../../social/publish-rules';
import type { PlatformClients } from '../../social/registry';
import { POST_MESSAGES } from './post-messages';

/**
 * A post refused before anything was made (issue 25, item 3): 422 with the reason per platform. It is an
 * HttpError, so that anywhere it is not answered with its platforms it still answers 422 with its detail.
 */
export class PostRefused extends HttpError {
  constructor(readonly refusal: PostRefusal) {
    super(422, refusal.detail);
    this.name = 'PostRefused';
  }
}

/** One platform a post is going to, with the text it gets there. */
export interface TargetText {
  platform: PublishPlatform;
  text: string;
  /** X: the thread's posts as written (`thread_parts`); `text` is them joined. */
  parts?: string[] | null;
}

/** A platform that can take the post, and the account it goes out from. */
export interface CheckedTarget extends TargetText {
  account: SocialAccountRow;
  /** Set when the account must be connected again first: the target starts as `needs_reconnect` with this. */
  reconnect: string | null;
}

/**
 * Each platform's rules (length as the platform counts it, the media it needs: social/publish-rules.ts)
 * and a connected account, checked before a post is made or changed, so that no post is made that would
 * fail at once. An account the platform no longer accepts (or a demo connection of a platform now set up
 * for real) is no refusal: its target waits for the creator to reconnect. Throws PostRefused naming every
 * platform that cannot take the post.
 */
export function checkTargets(opts: {
  targets: readonly TargetText[];
  media: ReadonlyArray<{ kind: 'image' | 'video' }>;
  thread: boolean;
  accounts: readonly SocialAccountRow[];
  clients: PlatformClients;
}): CheckedTarget[] {
  const refused: PostRefusal['platforms'] = [];
  const checked: CheckedTarget[] = [];
  for (const { platform, text, parts } of opts.targets) {
    const account = opts.accounts.find((a) => a.platform === platform);
    if (!account) {
      refused.push({ platform, detail: POST_MESSAGES.connectFirst(platform) });
      continue;
    }
    try {
      planPost({ platform, text, media: opts.media, thread: opts.thread, parts });
    } catch (err) {
      if (!(err instanceof SocialError)) throw err;
      refused.push({ platform, detail: err.message });
      continue;
    }
    const usable = account.status === 'connected' && account.demoMode === opts.clients[platform].demo;
    checked.push({ platform, text, parts: parts ?? null, account, reconnect: usable ? null : POST_MESSAGES.reconnect(platform) });
  }
  if (refused.length > 0) throw new PostRefused({ detail: refused.map((r) => r.detail).join(' '), platforms: refused });
  return checked;
}
