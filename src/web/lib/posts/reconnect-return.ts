import { z } from 'zod';
import { PublishPlatform } from '../../../contract/social';

const KEY = 'inkwell.reconnect-return';

/** Per platform, the post its reconnection was started from. */
const Returns = z.partialRecord(PublishPlatform, z.string());
type Returns = z.infer<typeof Returns>;

function readReturns(): Returns {
  try {
    const parsed = Returns.safeParse(JSON.parse(window.sessionStorage.getItem(KEY) ?? '{}'));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

function writeReturns(returns: Returns) {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(returns));
  } catch {
    // Storage refused (a private window's quota): the creator finds the post again from the dashboard.
  }
}

/**
 * A platform's connection always comes back to /social-accounts; the post page's Reconnect remembers
 * (in this tab only) which post to go back to, so that page can offer the way back to press Retry.
 */
export function rememberPostToReturnTo(platform: PublishPlatform, postId: string): void {
  writeReturns({ ...readReturns(), [platform]: postId });
}

/** The post a reconnection of `platform` was started from in this tab, if any. */
export function postToReturnTo(platform: string | null): string | null {
  if (!platform) return null;
  const known = PublishPlatform.safeParse(platform);
  return known.success ? (readReturns()[known.data] ?? null) : null;
}

/** Once the creator has gone back (or the reconnection is done with), it is not offered again. */
export function forgetPostToReturnTo(platform: PublishPlatform): void {
  const { [platform]: _gone, ...rest } = readReturns();
  writeReturns(rest);
}
