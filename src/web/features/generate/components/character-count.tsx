import { useEffect, useState } from 'react';
import type { postLength as PostLength } from '../../../../contract/post-length';
import {
  isWeightedPlatform,
  plainPostLength,
  SOCIAL_LIMITS,
  SOCIAL_PLATFORM_LABELS,
  type SocialPlatform,
} from '../../../../contract/social-limits';
import { classNames } from '../../../lib/class-names';

/** X's weighted count needs twitter-text, loaded the first time an X post is counted. */
function useWeightedLength(): typeof PostLength | null {
  const [weighted, setWeighted] = useState<{ postLength: typeof PostLength } | null>(null);
  useEffect(() => {
    let current = true;
    void import('../../../../contract/post-length').then((module) => {
      if (current) setWeighted(module);
    });
    return () => {
      current = false;
    };
  }, []);
  return weighted?.postLength ?? null;
}

/** The post's length as its platform counts it (X weighs emoji and CJK as 2, links as 23) against the limit. */
export function CharacterCount({ platform, text }: { platform: SocialPlatform; text: string }) {
  return isWeightedPlatform(platform) ? <WeightedCount platform={platform} text={text} /> : <Count platform={platform} used={plainPostLength(text)} />;
}

function WeightedCount({ platform, text }: { platform: SocialPlatform; text: string }) {
  const postLength = useWeightedLength();
  // Nothing rather than a wrong number while the counter loads.
  return postLength ? <Count platform={platform} used={postLength(platform, text)} /> : null;
}

const numberFormat = new Intl.NumberFormat('en-US');

function Count({ platform, used }: { platform: SocialPlatform; used: number }) {
  const limit = SOCIAL_LIMITS[platform];
  const over = used > limit;
  return (
    <p
      className={classNames(
        'inline-flex flex-wrap items-baseline gap-x-2 text-sm',
        over ? 'font-semibold text-red-700 dark:text-red-300' : 'text-gray-600 dark:text-gray-400',
      )}
    >
      <span className="sr-only">{`Characters used on ${SOCIAL_PLATFORM_LABELS[platform]}:`}</span>
      <span className="tabular-nums">{`${used} / ${limit}`}</span>
      {over && <span>{`${numberFormat.format(used - limit)} over the ${SOCIAL_PLATFORM_LABELS[platform]} limit`}</span>}
    </p>
  );
}
