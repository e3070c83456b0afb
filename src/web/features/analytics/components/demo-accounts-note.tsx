import { Link } from 'react-router';
import { Alert } from '../../../components/alert';
import { paths } from '../../../lib/paths';

/** Shown while the creator has no real connected account: why posts count but engagement stays empty. */
export function DemoAccountsNote() {
  return (
    <Alert tone="info">
      <p>
        <span className="font-semibold">Engagement numbers come from real connected accounts only.</span> Posts made through a demo
        connection count as published, but no platform saw them, so they have no likes, comments or views.{' '}
        <Link to={paths.socialAccounts} className="rounded font-semibold underline underline-offset-2 hover:no-underline">
          Manage social accounts
        </Link>
      </p>
    </Alert>
  );
}
