import { Navigate, Outlet } from 'react-router';
import { PageSpinner } from './components/page-spinner';
import { useAuth } from './lib/auth/use-auth';
import { paths } from './lib/paths';
import { readToken } from './lib/session-token';

/** For the landing page: a signed-in user goes to /dashboard instead (docs/product/screens.md#routes). */
export function SignedOutRoute() {
  const { user, loading } = useAuth();

  if (user) return <Navigate to={paths.dashboard} replace />;
  // With a stored token the visitor is probably signed in: wait rather than flash the landing page.
  if (loading && readToken()) return <PageSpinner label="Loading your session" />;
  return <Outlet />;
}
