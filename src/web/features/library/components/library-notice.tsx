import { X } from 'lucide-react';
import { Link } from 'react-router';
import { classNames } from '../../../lib/class-names';
import { LIBRARY_MESSAGES } from '../library-messages';

/** What the last action did (or why it did not), with a link where there is somewhere to go. */
export type LibraryNoticeContent = { tone: 'success' | 'error'; text: string; link?: { to: string; label: string } };

const tones = {
  success: 'border-emerald-200 bg-emerald-50 text-emerald-800 dark:border-emerald-900/60 dark:bg-emerald-950/50 dark:text-emerald-200',
  error: 'border-red-200 bg-red-50 text-red-800 dark:border-red-900/60 dark:bg-red-950/50 dark:text-red-200',
};

function NoticeBody({ notice, onDismiss }: { notice: LibraryNoticeContent; onDismiss: () => void }) {
  return (
    <div className={classNames('flex items-start justify-between gap-3 rounded-lg border px-4 py-3 text-sm', tones[notice.tone])}>
      <p>
        {notice.text}
        {notice.link && (
          <>
            {' '}
            <Link to={notice.link.to} className="rounded font-semibold underline underline-offset-2 hover:no-underline">
              {notice.link.label}
            </Link>
          </>
        )}
      </p>
      <button type="button" onClick={onDismiss} aria-label={LIBRARY_MESSAGES.dismiss} className="-m-1 rounded p-1 hover:bg-black/5 dark:hover:bg-white/10">
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

/**
 * What was done is said politely, in a region always in the page (a region must exist before its text
 * changes to be heard); what failed is an alert, heard as it appears.
 */
export function LibraryNotice({ notice, onDismiss }: { notice: LibraryNoticeContent | null; onDismiss: () => void }) {
  return (
    <>
      <div role="status" className="empty:hidden">
        {notice?.tone === 'success' && <NoticeBody notice={notice} onDismiss={onDismiss} />}
      </div>
      {notice?.tone === 'error' && (
        <div role="alert">
          <NoticeBody notice={notice} onDismiss={onDismiss} />
        </div>
      )}
    </>
  );
}
