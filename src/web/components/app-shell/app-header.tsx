import { Link } from 'react-router';
import type { User } from '../../../contract/auth';
import { paths } from '../../lib/paths';
import { LogoMark } from '../logo';
import { MainNav } from './main-nav';
import { NavMenu } from './nav-menu';
import { UserMenu } from './user-menu';

type AppHeaderProps = {
  user: User;
  onChangePassword: () => void;
  onLogout: () => void;
};

/**
 * The header of every signed-in page: logo and name, the navigation (a compact menu below the md
 * breakpoint, so a phone's first screen is the page, not the header), and the account menu.
 */
export function AppHeader({ user, onChangePassword, onLogout }: AppHeaderProps) {
  return (
    <header className="sticky top-0 z-40 border-b border-gray-200/80 bg-white/90 backdrop-blur-md dark:border-gray-800 dark:bg-gray-950/90">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:gap-4 sm:px-6 lg:px-8">
        {/* Named by the words it shows (WCAG 2.5.3, axe's label-content-name-mismatch): no aria-label over them. */}
        <Link to={paths.dashboard} className="flex min-w-0 shrink-0 items-center gap-2.5 rounded-lg">
          <LogoMark className="size-8 sm:size-9" />
          {/* No tagline here (the public header has it): the header is never wider than 1280 px, and with the
              navigation's names shown there is no room for it beside the account menu. */}
          <span className="block text-lg leading-tight font-bold tracking-tight text-gray-900 dark:text-white">Inkwell</span>
        </Link>
        <MainNav className="ml-2 hidden md:block lg:ml-4" />
        <div className="ml-auto flex min-w-0 items-center gap-1">
          <UserMenu user={user} onChangePassword={onChangePassword} onLogout={onLogout} />
          <NavMenu className="md:hidden" />
        </div>
      </div>
    </header>
  );
}
