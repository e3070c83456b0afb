import { postLength, SOCIAL_LIMITS, SOCIAL_PLATFORM_LABELS, type SocialPlatform } from '../../../../contract/social-limits';
import { classNames } from '../../../lib/class-names';

const numberFormat = new Intl.NumberFormat('en-US');

/** The post's length as its platform counts it (X weighs emoji and CJK as 2, links as 23) against the limit. */
export function CharacterCount({ platform, text }: { platform: SocialPlatform; text: string }) {
  const used = postLength(platform, text);
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
