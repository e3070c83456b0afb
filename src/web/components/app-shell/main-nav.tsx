import { NavLink } from 'react-router';
import { classNames } from '../../lib/class-names';
import { NAV_ITEMS } from './nav-items';

const itemStyles = 'inline-flex items-center gap-2 rounded-lg px-2.5 py-2 text-sm font-medium whitespace-nowrap transition-colors';

/**
 * The signed-in navigation from tablet width up; below it, NavMenu holds the same items. Eight items and
 * the name and plan do not fit beside each other below 1280 px: there each item is its icon, named for
 * screen readers and in a tooltip.
 */
export function MainNav({ className }: { className?: string }) {
  return (
    <nav aria-label="Main" className={className}>
      <ul className="flex items-center gap-1">
        {NAV_ITEMS.map(({ label, icon: ItemIcon, to, nested }) => (
          <li key={label}>
            <NavLink
              to={to}
              end={!nested}
              title={label}
              aria-label={label}
              className={({ isActive }) =>
                classNames(
                  itemStyles,
                  isActive
                    ? 'bg-indigo-50 text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-200'
                    : 'text-gray-700 hover:bg-gray-100 hover:text-gray-900 dark:text-gray-300 dark:hover:bg-gray-800 dark:hover:text-white',
                )
              }
            >
              <ItemIcon aria-hidden="true" className="size-4" />
              <span className="hidden xl:inline">{label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
