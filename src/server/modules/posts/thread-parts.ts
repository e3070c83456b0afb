import type { PublishPlatform } from '../../../contract/social';
import { HttpError } from '../../lib/http-error';
import { POST_MESSAGES } from './post-messages';

/**
 * `thread_parts` (X's thread written post by post, "Prepare for social"), each trimmed; null when not
 * given. 422 when X is not among the post's platforms: the parts would go nowhere.
 */
export function threadPartsFor(platforms: readonly PublishPlatform[], parts: readonly string[] | null | undefined): string[] | null {
  if (!parts) return null;
  if (!platforms.includes('twitter')) throw new HttpError(422, POST_MESSAGES.threadPartsNeedX);
  return parts.map((part) => part.trim());
}
