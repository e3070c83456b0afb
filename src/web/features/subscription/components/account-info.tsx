import type { User } from '../../../../contract/auth';
import { formatDate } from '../../../lib/format-date';

export function AccountInfo({ user }: { user: User }) {
  const rows = [
    { term: 'Email', value: user.email },
    { term: 'Name', value: user.name },
    { term: 'Member since', value: formatDate(user.created_at) },
  ];
  return (
    <section
      aria-labelledby="account-info-heading"
      className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8 dark:border-gray-800 dark:bg-gray-900"
    >
      <h2 id="account-info-heading" className="text-lg font-semibold text-gray-900 dark:text-white">
        Account information
      </h2>
      <dl className="mt-4 divide-y divide-gray-100 dark:divide-gray-800">
        {rows.map(({ term, value }) => (
          <div key={term} className="grid gap-1 py-3 sm:grid-cols-3 sm:gap-4">
            <dt className="text-sm font-medium text-gray-600 dark:text-gray-400">{term}</dt>
            <dd className="text-sm break-words text-gray-900 sm:col-span-2 dark:text-white">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
