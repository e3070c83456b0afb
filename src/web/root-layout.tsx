import { Outlet, ScrollRestoration } from 'react-router';
import { SkipLink } from './components/skip-link';
import { AuthProvider } from './lib/auth/auth-provider';

/** Wraps every route: the session (it navigates, so it lives inside the router), skip link, scroll handling. */
export function RootLayout() {
  return (
    <AuthProvider>
      <SkipLink />
      <Outlet />
      <ScrollRestoration />
    </AuthProvider>
  );
}
