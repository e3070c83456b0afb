import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from './components/page-spinner';
import { returnToState } from './lib/auth/return-to';
import { useAuth } from './lib/auth/use-auth';
import { paths } from './lib/paths';

/** docs/product/screens.md#protected-pages: a spinner while the session loads, /login when nobody is signed in. */
export function ProtectedRoute() {
  const { user, loading } = useAuth();
  const location = useLocation();

  if (loading) return <PageSpinner label="Loading your session" />;
  if (!user) return <Navigate to={paths.login} replace state={returnToState(location)} />;
  return <Outlet />;
}
