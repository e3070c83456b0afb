import { Link } from 'react-router';
import { buttonStyles } from '../components/button-styles';
import { PageLayout } from '../components/page-layout';
import { PageTitle } from '../components/page-title';
import { paths } from '../lib/paths';

export function NotFoundPage() {
  return (
    <PageLayout>
      <PageTitle>Page not found</PageTitle>
      <div className="mx-auto max-w-xl px-4 py-24 text-center sm:py-32">
        <p className="text-sm font-semibold text-indigo-700 dark:text-indigo-300">404</p>
        <h1 className="mt-2 text-4xl font-bold tracking-tight text-gray-900 sm:text-5xl dark:text-white">Page not found</h1>
        <p className="mt-4 text-gray-600 dark:text-gray-400">Sorry, we couldn&apos;t find the page you&apos;re looking for.</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to={paths.home} className={buttonStyles()}>
            Go back home
          </Link>
          <Link to={paths.pricing} className={buttonStyles({ variant: 'secondary' })}>
            See pricing
          </Link>
        </div>
      </div>
    </PageLayout>
  );
}
