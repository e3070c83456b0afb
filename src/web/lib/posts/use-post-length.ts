import { useEffect, useState } from 'react';
import type { PublishPlatform } from '../../../contract/social';
import type { postLength as PostLength } from '../../../contract/post-length';
import { plainPostLength } from '../../../contract/social-limits';

/**
 * A post's length on each platform as the platform counts it: X weighs characters (twitter-text,
 * loaded with the first count, as it is large), the others count code points. X's is null while its
 * counter loads: nothing rather than a wrong number.
 */
export function usePostLength(): (platform: PublishPlatform, text: string) => number | null {
  const [weighted, setWeighted] = useState<{ postLength: typeof PostLength } | null>(null);
  useEffect(() => {
    let current = true;
    void import('../../../contract/post-length').then((module) => {
      if (current) setWeighted(module);
    });
    return () => {
      current = false;
    };
  }, []);
  return (platform, text) => {
    if (platform !== 'twitter') return plainPostLength(text);
    return weighted ? weighted.postLength('twitter', text) : null;
  };
}
