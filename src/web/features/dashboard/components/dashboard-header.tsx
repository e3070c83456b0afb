import { Link } from 'react-router';
import type { User } from '../../../../contract/auth';
import { planLabel } from '../../../../contract/plans';
import { Avatar } from '../../../components/avatar';
import { Icon, type IconName } from '../../../components/icon';
import { LogoMark } from '../../../components/logo';
import { paths } from '../../../lib/paths';

type DashboardHeaderProps = {
  user: User;
  onChangePassword: () => void;
  onLogout: () => void;
};

const itemStyles =
  'inline-flex items-center justify-center gap-2 rounded-lg px-3 py-2 text-sm font-medium text-gray-700 transition-colors ' +
  'hover:bg-gray-100 hover:text-gray-900 dark:text-gray-300 dark:hover:bg-gray-800 dark:hover:text-white';

function ItemLabel({ icon, children }: { icon: IconName; children: string }) {
  return (
    <>
      <Icon name={icon} className="size-4" />
      {children}
    </>
  );
}

/** SPEC §2 /dashboard header: the user's initial, name and plan; Subscription, Social Media, Password, Logout. */
export function DashboardHeader({ user, onChangePassword, onLogout }: DashboardHeaderProps) {
  return (
    <header className="sticky top-0 z-40 border-b border-gray-200/80 bg-white/90 backdrop-blur-md dark:border-gray-800 dark:bg-gray-950/90">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3 sm:px-6 lg:px-8">
        <Link to={paths.dashboard} aria-label="Inkwell dashboard" className="flex items-center gap-2.5 rounded-lg">
          <LogoMark />
          <span className="text-lg font-bold tracking-tight text-gray-900 dark:text-white">Inkwell</span>
        </Link>

        <div className="flex min-w-0 items-center gap-3 lg:order-3">
          <div className="min-w-0 text-right">
            <p className="max-w-[10rem] truncate text-sm font-semibold text-gray-900 sm:max-w-[14rem] dark:text-white">{user.name}</p>
            <p className="text-xs font-medium text-indigo-700 dark:text-indigo-300">{planLabel(user.subscription_tier)}</p>
          </div>
          <Avatar name={user.name} />
        </div>

        <nav aria-label="Account" className="grid w-full grid-cols-2 gap-1 sm:flex sm:w-auto lg:order-2 lg:ml-auto">
          <Link to={paths.subscription} className={itemStyles}>
            <ItemLabel icon="card">Subscription</ItemLabel>
          </Link>
          <Link to={paths.socialAccounts} className={itemStyles}>
            <ItemLabel icon="share">Social Media</ItemLabel>
          </Link>
          <button type="button" onClick={onChangePassword} className={itemStyles}>
            <ItemLabel icon="key">Password</ItemLabel>
          </button>
          <button type="button" onClick={onLogout} className={itemStyles}>
            <ItemLabel icon="logout">Logout</ItemLabel>
          </button>
        </nav>
      </div>
    </header>
  );
}
