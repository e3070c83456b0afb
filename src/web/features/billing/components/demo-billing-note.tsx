import { MESSAGES } from '../../../../contract/messages';
import { Icon } from '../../../components/icon';
import { classNames } from '../../../lib/class-names';

/** Says plainly that checkout is simulated (docs/architecture.md#outside-services: demo payments). Shown only in demo billing mode. */
export function DemoBillingNote({ className }: { className?: string }) {
  return (
    <p
      className={classNames(
        'inline-flex items-center gap-2 rounded-full border border-amber-200 bg-amber-50 px-3 py-1 text-sm font-medium text-amber-900',
        'dark:border-amber-900/60 dark:bg-amber-950/40 dark:text-amber-100',
        className,
      )}
    >
      <Icon name="card" className="size-4" />
      {MESSAGES.demoBilling}
    </p>
  );
}
