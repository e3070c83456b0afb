import type { ReactNode } from 'react';
import { Link } from 'react-router';

type EmptyStateProps = {
  title: string;
  /** How to get data here. */
  children: ReactNode;
  action?: { to: string; label: string };
};

/** What a section says while it has nothing to show, and how to get there. */
export function EmptyState({ title, children, action }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-gray-300 px-6 py-8 text-center dark:border-gray-700">
      <p className="font-medium text-gray-900 dark:text-white">{title}</p>
      <p className="mt-1 max-w-md text-sm text-gray-600 dark:text-gray-400">{children}</p>
      {action && (
        <Link
          to={action.to}
          className="mt-3 rounded text-sm font-semibold text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300"
        >
          {action.label}
        </Link>
      )}
    </div>
  );
}
