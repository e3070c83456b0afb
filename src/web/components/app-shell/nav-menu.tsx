import { Menu as MenuIcon } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { classNames } from '../../lib/class-names';
import { Menu, MenuContent, MenuItem, MenuTrigger } from '../menu';
import { NAV_ITEMS } from './nav-items';

/** The compact navigation for phone widths: one button instead of a row of links, so the page starts high. */
export function NavMenu({ className }: { className?: string }) {
  const { pathname } = useLocation();

  return (
    <Menu modal={false}>
      <MenuTrigger
        aria-label="Navigation"
        className={classNames(
          'inline-flex size-10 items-center justify-center rounded-lg text-gray-700 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-800',
          className,
        )}
      >
        <MenuIcon aria-hidden="true" className="size-5" />
      </MenuTrigger>
      <MenuContent>
        {NAV_ITEMS.map(({ label, icon: ItemIcon, to, nested }) => (
          <MenuItem key={label} asChild>
            <Link
              to={to}
              aria-current={pathname === to || (nested && pathname.startsWith(`${to}/`)) ? 'page' : undefined}
              className="aria-[current=page]:text-indigo-700 dark:aria-[current=page]:text-indigo-300"
            >
              <ItemIcon aria-hidden="true" className="size-4" />
              {label}
            </Link>
          </MenuItem>
        ))}
      </MenuContent>
    </Menu>
  );
}
