import { Button } from '../../../components/button';
import { Icon } from '../../../components/icon';

/** The dashboard's way into the humanizer for text written elsewhere (beside the generator tabs, not one of them). */
export function OwnTextEntry({ onOpen }: { onOpen: () => void }) {
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-gray-200 bg-white p-3 sm:flex-row sm:items-center sm:justify-between dark:border-gray-800 dark:bg-gray-900">
      <p className="text-sm text-gray-700 dark:text-gray-300">Wrote something elsewhere? Paste it in and make it read naturally.</p>
      <Button variant="secondary" size="sm" onClick={onOpen}>
        <Icon name="sparkles" className="size-4" />
        Humanize your own text
      </Button>
    </div>
  );
}
