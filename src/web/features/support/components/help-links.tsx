import { Link } from 'react-router';
import { Icon, type IconName } from '../../../components/icon';
import { paths } from '../../../lib/paths';

const LINKS: readonly { to: string; icon: IconName; title: string; text: string }[] = [
  { to: paths.pricing, icon: 'sparkles', title: 'Plans and limits', text: 'What each plan includes, its monthly limits and its price.' },
  { to: paths.subscription, icon: 'card', title: 'Your subscription', text: 'Your plan and account details; upgrade or cancel.' },
  { to: paths.privacy, icon: 'shield', title: 'Privacy and your data', text: 'What we keep, for how long, and how to have it deleted.' },
];

/** Where the common questions are answered, before writing to support. */
export function HelpLinks() {
  return (
    <section aria-labelledby="help-links-heading">
      <h2 id="help-links-heading" className="text-lg font-semibold text-gray-900 dark:text-white">
        Quick answers
      </h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-3">
        {LINKS.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="flex h-full gap-3 rounded-xl border border-gray-200 bg-white p-4 shadow-sm transition-colors hover:border-indigo-300 hover:bg-indigo-50/50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:border-gray-800 dark:bg-gray-900 dark:hover:border-indigo-700 dark:hover:bg-indigo-950/40"
            >
              <Icon name={link.icon} className="mt-0.5 text-indigo-600 dark:text-indigo-400" />
              <span>
                <span className="block text-sm font-semibold text-gray-900 dark:text-white">{link.title}</span>
                <span className="mt-1 block text-sm text-gray-600 dark:text-gray-400">{link.text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
