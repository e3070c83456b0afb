import { Icon } from '../../../components/icon';

type SourceChipProps = { title: string; disabled: boolean; onRemove: () => void };

/** The summary a piece will be made from ("Create from this"), with the × that detaches it. */
export function SourceChip({ title, disabled, onRemove }: SourceChipProps) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <span className="inline-flex max-w-full items-center gap-1.5 rounded-full border border-indigo-200 bg-indigo-50 py-1 pr-1 pl-3 text-sm text-indigo-900 dark:border-indigo-800 dark:bg-indigo-500/10 dark:text-indigo-100">
        <Icon name="document" className="size-4 text-indigo-600 dark:text-indigo-300" />
        <span className="min-w-0 truncate">
          <span className="font-semibold">Source:</span> {title}
        </span>
        <button
          type="button"
          onClick={onRemove}
          disabled={disabled}
          aria-label="Remove source"
          className="shrink-0 rounded-full p-1 text-indigo-700 hover:bg-indigo-100 disabled:cursor-not-allowed disabled:opacity-60 dark:text-indigo-200 dark:hover:bg-indigo-500/20"
        >
          <Icon name="close" className="size-3.5" />
        </button>
      </span>
      <span className="text-xs text-gray-600 dark:text-gray-400">Written from this summary.</span>
    </div>
  );
}
