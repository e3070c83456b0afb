import { Link } from 'react-router';
import { paths } from '../../../lib/paths';

type AccountLimitNoteProps = {
  count: number;
  /** The plan's account limit; null means unlimited. */
  limit: number | null;
  planName: string;
  /** A higher plan exists to upgrade to. */
  canUpgrade: boolean;
};

const linkStyles = 'rounded font-semibold text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300';

/** "2 of 3 accounts on Basic"; at the limit, that it is the most the plan allows, with the way to more. */
export function AccountLimitNote({ count, limit, planName, canUpgrade }: AccountLimitNoteProps) {
  if (limit === null) {
    return <p className="text-sm text-gray-600 dark:text-gray-400">{`${count} connected · unlimited accounts on ${planName}`}</p>;
  }
  const atLimit = count >= limit;
  return (
    <p className={atLimit ? 'text-sm text-amber-900 dark:text-amber-200' : 'text-sm text-gray-600 dark:text-gray-400'}>
      <span className="font-medium">{`${count} of ${limit} ${limit === 1 ? 'account' : 'accounts'} on ${planName}`}</span>
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

/** Why Connect is not offered on a card: the plan's limit is reached (the page's note says the rest). */
export function LimitReason({ limit, planName, canUpgrade }: { limit: number; planName: string; canUpgrade: boolean }) {
  return (
    <>
      {`Your ${planName} plan allows ${limit} connected social ${limit === 1 ? 'account' : 'accounts'}.`}
      {canUpgrade ? (
        <>
          {' '}
          <Link to={paths.pricing} className={linkStyles}>
            Upgrade your plan
          </Link>
        </>
      ) : (
        ' Disconnect one to connect this.'
      )}
    </>
  );
}
