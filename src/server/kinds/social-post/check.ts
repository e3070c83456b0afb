import type { SocialPostRequest } from '../../../contract/content';
import { postLength } from '../../../contract/post-length';
import { SOCIAL_LIMITS, SOCIAL_PLATFORM_LABELS } from '../../../contract/social-limits';
import { findHashtags } from '../../text/hashtags';

export function checkSocialPost(request: SocialPostRequest, text: string): string[] {
  const post = text.trim();
  if (!post) return ['Write the post; the text is empty.'];
  const problems: string[] = [];
  const limit = SOCIAL_LIMITS[request.platform];
  const length = postLength(request.platform, post);
  if (length > limit) {
    const counted = request.platform === 'twitter' ? ' as X counts them (emoji and CJK count double, links 23)' : '';
    problems.push(`The post is ${length} characters${counted}; ${SOCIAL_PLATFORM_LABELS[request.platform]} allows at most ${limit}. Cut it to fit.`);
  }
  const tags = findHashtags(post);
  if (request.include_hashtags && tags.length === 0) {
    problems.push('Add 2–5 relevant hashtags in #CamelCase (for example one made from the topic); include_hashtags is on.');
  }
  if (!request.include_hashtags && tags.length > 0) {
    problems.push(`Remove every hashtag (${tags.join(', ')}): include_hashtags is off, so no word may start with #.`);
  }
  return problems;
}
