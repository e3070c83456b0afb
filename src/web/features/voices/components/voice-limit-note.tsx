import { Link } from 'react-router';
import { paths } from '../../../lib/paths';

type VoiceLimitNoteProps = {
  /** For the New voice button's description at the cap. */
  id?: string;
  count: number;
  /** The plan's cap; null: no cap. */
  limit: number | null;
  planName: string;
  /** A higher plan exists to upgrade to. */
  canUpgrade: boolean;
};

const linkStyles = 'rounded font-semibold text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300';

/** "1 of 3 voices on the Basic plan"; at the cap, that it is the most the plan allows, with the way to more. */
export function VoiceLimitNote({ id, count, limit, planName, canUpgrade }: VoiceLimitNoteProps) {
  if (limit === null) {
    return <p id={id} className="text-sm text-gray-600 dark:text-gray-400">{`${count} ${count === 1 ? 'voice' : 'voices'} · no limit on the ${planName} plan`}</p>;
  }
  const atLimit = count >= limit;
  return (
    <p id={id} className={atLimit ? 'text-sm text-amber-900 dark:text-amber-200' : 'text-sm text-gray-600 dark:text-gray-400'}>
      <span className="font-medium">{`${count} of ${limit} voices on the ${planName} plan`}</span>
      {atLimit && ' · the most your plan allows.'}
      {atLimit && canUpgrade && (
        <>
          {' '}
          <Link to={paths.pricing} className={linkStyles}>
            Upgrade your plan
          </Link>
        </>
      )}
    </p>
  );
}
