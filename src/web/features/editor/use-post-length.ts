import { useEffect, useState } from 'react';
import type { postLength as PostLength } from '../../../contract/post-length';
import { isWeightedPlatform, plainPostLength, type SocialPlatform } from '../../../contract/social-limits';

/**
 * A post's length as its platform counts it; null while X's counter (twitter-text, loaded only for
 * an X post) is on its way, rather than a wrong number.
 */
export function usePostLength(platform: SocialPlatform | null, text: string): number | null {
  const weighted = platform !== null && isWeightedPlatform(platform);
  const [counter, setCounter] = useState<{ postLength: typeof PostLength } | null>(null);
  useEffect(() => {
    if (!weighted) return;
    let current = true;
    void import('../../../contract/post-length').then((module) => {
      if (current) setCounter(module);
    });
    return () => {
      current = false;
    };
  }, [weighted]);
  if (platform === null) return null;
  if (!weighted) return plainPostLength(text);
  return counter ? counter.postLength(platform, text) : null;
}
