import { Link } from 'react-router';
import { Icon } from './icon';

export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-indigo-700 hover:text-indigo-900 dark:text-indigo-300 dark:hover:text-indigo-200"
    >
      <Icon name="arrow-left" className="size-4" />
      {children}
    </Link>
  );
}
