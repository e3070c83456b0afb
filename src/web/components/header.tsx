import { Link } from 'react-router';
import { planLabel } from '../../contract/plan-catalogue';
import { useAuth } from '../lib/auth/use-auth';
import { paths } from '../lib/paths';
import { Avatar } from './avatar';
import { buttonStyles } from './button-styles';
import { LogoMark } from './logo';

export const TAGLINE = 'AI content studio for creators';

/**
 * The shared header (docs/product/screens.md#shared-header): logo, name and tagline; the signed-in user's name, plan and initial,
 * or Login and Sign Up links. The Change Password dialog is deliberately not reachable from here.
 */
export function Header() {
  const { user, loading } = useAuth();

  return (
    <header className="sticky top-0 z-40 border-b border-gray-200/80 bg-white/85 backdrop-blur-md dark:border-gray-800 dark:bg-gray-950/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6 lg:px-8">
        {/* Named by the words it shows (WCAG 2.5.3, axe's label-content-name-mismatch): no aria-label over them. */}
        <Link to={paths.home} className="flex min-w-0 items-center gap-2.5 rounded-lg">
          <LogoMark />
          <span className="min-w-0">
            <span className="block text-lg leading-tight font-bold tracking-tight text-gray-900 dark:text-white">Inkwell</span>{' '}
            <span className="hidden truncate text-xs text-gray-600 sm:block dark:text-gray-400">{TAGLINE}</span>
          </span>
        </Link>

        {user ? (
          <div className="flex min-w-0 items-center gap-3">
            <div className="min-w-0 text-right">
              <p className="max-w-[9rem] truncate text-sm font-semibold text-gray-900 sm:max-w-[16rem] dark:text-white">
                {user.name}
              </p>
              <p className="text-xs font-medium text-indigo-700 dark:text-indigo-300">{planLabel(user.subscription_tier)}</p>
            </div>
            <Avatar name={user.name} />
          </div>
        ) : loading ? (
          <span aria-hidden="true" className="h-9 w-32 animate-pulse rounded-lg bg-gray-100 dark:bg-gray-800" />
        ) : (
          <nav aria-label="Account" className="flex shrink-0 items-center gap-1 sm:gap-2">
            <Link to={paths.login} className={buttonStyles({ variant: 'ghost', size: 'sm' })}>
              Login
            </Link>
            <Link to={paths.signup} className={buttonStyles({ variant: 'primary', size: 'sm' })}>
              Sign Up
            </Link>
          </nav>
        )}
      </div>
    </header>
  );
}
