import { Link } from 'react-router';
import { Icon } from '../../../components/icon';
import { Button } from '../../../components/button';
import { buttonStyles } from '../../../components/button-styles';
import { paths } from '../../../lib/paths';
import { LIBRARY_MESSAGES } from '../library-messages';

const boxStyles =
  'flex flex-col items-center rounded-2xl border border-dashed border-gray-300 bg-white px-6 py-12 text-center dark:border-gray-700 dark:bg-gray-900';

/** A fresh account: nothing made yet, and where to make something. */
export function LibraryFresh({ linkId }: { linkId: string }) {
  return (
    <div className={boxStyles}>
      <Icon name="document" className="size-8 text-gray-400 dark:text-gray-500" />
      <p className="mt-3 max-w-md text-gray-700 dark:text-gray-300">{LIBRARY_MESSAGES.emptyBody}</p>
      <Link id={linkId} to={paths.dashboard} className={`${buttonStyles()} mt-5`}>
        {LIBRARY_MESSAGES.toDashboard}
      </Link>
    </div>
  );
}

/** A search or filters that match nothing. */
export function LibraryNoMatch({ q, onClear }: { q: string; onClear: () => void }) {
  return (
    <div className={boxStyles}>
      <p className="max-w-md text-gray-700 dark:text-gray-300">{q ? LIBRARY_MESSAGES.noMatch(q) : LIBRARY_MESSAGES.noMatchFilters}</p>
      <Button variant="secondary" className="mt-5" onClick={onClear}>
        {LIBRARY_MESSAGES.clearFilters}
      </Button>
    </div>
  );
}
