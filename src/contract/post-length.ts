import twitterText from 'twitter-text';
import { isWeightedPlatform, plainPostLength, type SocialPlatform } from './social-limits';

/**
 * A post's length as the platform counts it: X weighs characters (CJK and emoji as 2, links as 23).
 * A module of its own because twitter-text is large: the web app loads it only where an X post is counted.
 */
export function postLength(platform: SocialPlatform, text: string): number {
  if (isWeightedPlatform(platform)) return twitterText.parseTweet(text).weightedLength;
  return plainPostLength(text);
}
