import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Reason } from '../missing-numbers';

type EmptyStateProps = {
  title: string;
  /** Why there is nothing here, and how to get data here. */
  children: ReactNode;
  action?: { to: string; label: string } | undefined;
  /** More under the explanation (a table of what there is). */
  extra?: ReactNode;
};

/** What a section says while it has nothing to show, and how to get there. */
export function EmptyState({ title, children, action, extra }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-gray-300 px-6 py-8 text-center dark:border-gray-700">
      <p className="font-medium text-gray-900 dark:text-white">{title}</p>
      <p className="mt-1 max-w-md text-sm text-gray-600 dark:text-gray-400">{children}</p>
      {extra && <div className="mt-4 w-full max-w-md text-left">{extra}</div>}
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

/** An empty state saying a reason from missing-numbers.ts. */
export function ReasonState({ reason }: { reason: Reason }) {
  return (
    <EmptyState title={reason.title} action={reason.action}>
      {reason.body}
    </EmptyState>
  );
}
