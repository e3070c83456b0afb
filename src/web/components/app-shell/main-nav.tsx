import { NavLink } from 'react-router';
import { classNames } from '../../lib/class-names';
import { NAV_ITEMS } from './nav-items';

const itemStyles = 'inline-flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium transition-colors';

/** The signed-in navigation from tablet width up; below it, NavMenu holds the same items. */
export function MainNav({ className }: { className?: string }) {
  return (
    <nav aria-label="Main" className={className}>
      <ul className="flex items-center gap-1">
        {NAV_ITEMS.map(({ label, icon: ItemIcon, to, nested }) => (
          <li key={label}>
            <NavLink
              to={to}
              end={!nested}
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
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
