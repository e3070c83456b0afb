import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '../components/button';
import { LogoMark } from '../components/logo';

/**
 * Shown when a route fails to render or its code cannot be loaded (typically after a new release).
 * It sits outside the session provider, so it uses nothing that needs one.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;

  return (
    <main id="main" className="flex min-h-dvh flex-col items-center justify-center bg-gray-50 px-4 text-center dark:bg-gray-950">
      <title>Something went wrong · Inkwell</title>
      <LogoMark className="size-12" />
      <h1 className="mt-6 text-2xl font-bold text-gray-900 dark:text-white">Something went wrong</h1>
      <p className="mt-2 max-w-md text-gray-600 dark:text-gray-400">
        The page could not be displayed. Reloading usually fixes it.{detail && ` (${detail})`}
      </p>
      <Button className="mt-6" onClick={() => window.location.reload()}>
        Reload the page
      </Button>
    </main>
  );
}
