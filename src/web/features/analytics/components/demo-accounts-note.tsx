import { Link } from 'react-router';
import { Alert } from '../../../components/alert';
import type { Reason } from '../missing-numbers';

/** Shown while every connected account is a demo one: why posts count but engagement stays empty. */
export function DemoAccountsNote({ reason }: { reason: Reason }) {
  return (
    <Alert tone="info">
      <p>
        <span className="font-semibold">{reason.title}</span> {reason.body}
        {reason.action && (
          <>
            {' '}
            <Link to={reason.action.to} className="rounded font-semibold underline underline-offset-2 hover:no-underline">
              {reason.action.label}
            </Link>
          </>
        )}
      </p>
    </Alert>
  );
}
