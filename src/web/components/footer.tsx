import { Link } from 'react-router';
import { DATA_DELETION_ID, paths } from '../lib/paths';
import { TAGLINE } from './header';
import { LogoMark } from './logo';

const linkStyles = 'rounded text-sm text-gray-600 hover:text-indigo-700 dark:text-gray-400 dark:hover:text-indigo-300';

export function Footer() {
  return (
    <footer className="border-t border-gray-200 bg-white dark:border-gray-800 dark:bg-gray-950">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[2fr_1fr_1fr] lg:px-8">
        <div>
          <div className="flex items-center gap-2.5">
            <LogoMark className="size-8" />
            <span className="text-lg font-bold tracking-tight text-gray-900 dark:text-white">Inkwell</span>
          </div>
          <p className="mt-3 max-w-xs text-sm text-gray-600 dark:text-gray-400">
            {TAGLINE.charAt(0).toUpperCase() + TAGLINE.slice(1)}: scripts, posts, newsletters and summaries, written and
            published in minutes.
          </p>
        </div>
        <nav aria-label="Product">
          <h2 className="text-sm font-semibold text-gray-900 dark:text-white">Product</h2>
          <ul className="mt-3 space-y-2">
            <li>
              <Link to={paths.pricing} className={linkStyles}>
                Pricing
              </Link>
            </li>
            <li>
              <Link to={paths.dashboard} className={linkStyles}>
                Dashboard
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-label="Legal">
          <h2 className="text-sm font-semibold text-gray-900 dark:text-white">Legal</h2>
          <ul className="mt-3 space-y-2">
            <li>
              <Link to={paths.privacy} className={linkStyles}>
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link to={paths.terms} className={linkStyles}>
                Terms of Service
              </Link>
            </li>
            <li>
              <Link to={{ pathname: paths.privacy, hash: DATA_DELETION_ID }} className={linkStyles}>
                Data Deletion
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-gray-200 dark:border-gray-800">
        <p className="mx-auto max-w-7xl px-4 py-6 text-xs text-gray-600 sm:px-6 lg:px-8 dark:text-gray-400">
          © {new Date().getFullYear()} Inkwell. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
