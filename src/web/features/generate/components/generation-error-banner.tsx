import { Link } from 'react-router';
import { Alert } from '../../../components/alert';
import { Icon } from '../../../components/icon';
import { paths } from '../../../lib/paths';
import { USAGE_LIMIT_MARKER } from '../../../lib/generation-messages';

/** docs/product/screens.md#dashboard and docs/product/errors.md#generation: the generation error, with 'Upgrade your plan' when the usage limit was reached. */
export function GenerationErrorBanner({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  return (
    <Alert tone="error" className="flex items-start justify-between gap-3">
      <div className="space-y-1">
        <p>{message}</p>
        {message.includes(USAGE_LIMIT_MARKER) && (
          <Link to={paths.pricing} className="inline-flex items-center gap-1 rounded font-semibold underline underline-offset-2 hover:no-underline">
            Upgrade your plan
            <Icon name="arrow-right" className="size-4" />
          </Link>
        )}
      </div>
      <button
        type="button"
        onClick={onDismiss}
        aria-label="Dismiss error"
        className="-m-1 rounded-md p-1 text-red-700 hover:bg-red-100 dark:text-red-300 dark:hover:bg-red-900/40"
      >
        <Icon name="close" className="size-4" />
      </button>
    </Alert>
  );
}
