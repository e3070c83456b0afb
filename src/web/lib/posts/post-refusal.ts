import { PostRefusal } from '../../../contract/posts';
import type { PublishPlatform } from '../../../contract/social';
import { ApiError } from '../api-error';

/** A 422 PostRefusal's reason per platform (what each platform would refuse, said before anything was sent); null for any other failure. */
export function refusalOf(failure: unknown): Partial<Record<PublishPlatform, string>> | null {
  if (!(failure instanceof ApiError) || failure.status !== 422) return null;
  const refusal = PostRefusal.safeParse(failure.body);
  if (!refusal.success || refusal.data.platforms.length === 0) return null;
  return Object.fromEntries(refusal.data.platforms.map((entry) => [entry.platform, entry.detail]));
}

/** A platform's refusal as shown beside its preview or its text. */
export function refusalText(detail: string): string {
  return `Refused: ${detail}`;
}
