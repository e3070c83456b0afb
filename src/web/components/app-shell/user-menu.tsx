import { ChevronDown, Cpu, KeyRound, LogOut, MessageSquareQuote } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'react-router';
import type { User } from '../../../contract/auth';
import { planLabel } from '../../../contract/plan-catalogue';
import { paths } from '../../lib/paths';
import { Avatar } from '../avatar';
import { Menu, MenuContent, MenuItem, MenuLabel, MenuSeparator, MenuTrigger } from '../menu';

type UserMenuProps = {
  user: User;
  onChangePassword: () => void;
  onLogout: () => void;
};

/**
 * The header items of docs/product/screens.md#shared-header (name, "{Tier} Plan", initial) as the trigger of
 * the account menu: Brand voices, AI settings (the owner account only), Password, Logout.
 */
export function UserMenu({ user, onChangePassword, onLogout }: UserMenuProps) {
  const plan = planLabel(user.subscription_tier);
  // The Password dialog takes focus as the menu closes: the menu must not pull it back to its button.
  const openingDialog = useRef(false);

  return (
    <Menu modal={false}>
      {/* Named by its contents ("Account menu: {name} {Tier} Plan"), so the name holds the words shown (WCAG
          2.5.3). An aria-label would have to repeat each of them in order, the initial's letter too: axe counts
          it as shown text. The initial itself is decorative (aria-hidden), so it stays out of the name. */}
      <MenuTrigger className="flex min-w-0 items-center gap-2 rounded-xl py-1 pr-1.5 pl-2 text-right hover:bg-gray-100 sm:gap-3 dark:hover:bg-gray-800">
        <span className="sr-only">Account menu: </span>
        {/* The plan is never cut ("Enterprise Plan" is the longest): the name gives way instead. */}
        <span className="min-w-0 shrink-0">
          <span className="block max-w-[7.5rem] truncate text-sm font-semibold text-gray-900 sm:max-w-[14rem] md:max-w-[9rem] lg:max-w-[14rem] xl:max-w-[6rem] dark:text-white">
            {user.name}
          </span>{' '}
          <span className="block text-xs font-medium whitespace-nowrap text-indigo-700 dark:text-indigo-300">{plan}</span>
        </span>
        <Avatar name={user.name} />
        {/* From xl up the navigation shows its names and leaves no room for the chevron. */}
        <ChevronDown aria-hidden="true" className="hidden size-4 shrink-0 text-gray-500 sm:block xl:hidden dark:text-gray-400" />
      </MenuTrigger>
      <MenuContent
        onCloseAutoFocus={(event) => {
          if (openingDialog.current) event.preventDefault();
          openingDialog.current = false;
        }}
      >
        <MenuLabel>
          <span className="block truncate text-sm font-semibold text-gray-900 dark:text-white">{user.name}</span>
          <span className="block truncate text-xs text-gray-600 dark:text-gray-400">{user.email}</span>
        </MenuLabel>
        <MenuSeparator />
        <MenuItem asChild>
          <Link to={paths.voices}>
            <MessageSquareQuote aria-hidden="true" className="size-4" />
            Brand voices
          </Link>
        </MenuItem>
        {user.lifetime && (
          <MenuItem asChild>
            <Link to={paths.aiSettings}>
              <Cpu aria-hidden="true" className="size-4" />
              AI settings
            </Link>
          </MenuItem>
        )}
        <MenuItem
          onSelect={() => {
            openingDialog.current = true;
            onChangePassword();
          }}
        >
          <KeyRound aria-hidden="true" className="size-4" />
          Password
        </MenuItem>
        <MenuItem onSelect={onLogout}>
          <LogOut aria-hidden="true" className="size-4" />
          Logout
        </MenuItem>
      </MenuContent>
    </Menu>
  );
}
