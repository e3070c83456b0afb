import { Link } from 'react-router';
import { paths } from '../../../lib/paths';

/** Points to the contact form on the home page, the way to reach Inkwell about legal matters. */
export function ContactLink({ children = 'contact form' }: { children?: string }) {
  return (
    <Link
      to={{ pathname: paths.home, hash: 'contact' }}
      className="font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900 dark:text-indigo-300 dark:hover:text-indigo-200"
    >
      {children}
    </Link>
  );
}
