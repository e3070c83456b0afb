import { useEffect, useRef } from 'react';
import { Button } from '../../../components/button';
import { LIBRARY_MESSAGES } from '../library-messages';

type SelectionBarProps = {
  count: number;
  allShown: boolean;
  someShown: boolean;
  onToggleAll: () => void;
  onDelete: () => void;
  onClear: () => void;
};

/** "Select all shown", and once pieces are ticked: "3 selected — Delete". */
export function SelectionBar({ count, allShown, someShown, onToggleAll, onDelete, onClear }: SelectionBarProps) {
  const selectAll = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (selectAll.current) selectAll.current.indeterminate = someShown;
  }, [someShown]);

  return (
    <div className="flex min-h-10 flex-wrap items-center gap-x-4 gap-y-2">
      <label className="inline-flex items-center gap-2 text-sm font-medium text-gray-800 dark:text-gray-200">
        <input
          ref={selectAll}
          type="checkbox"
          checked={allShown}
          onChange={onToggleAll}
          className="size-4 rounded border-gray-300 accent-indigo-600 dark:border-gray-600 dark:accent-indigo-400"
        />
        {LIBRARY_MESSAGES.selectAll}
      </label>
      {count > 0 && (
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm font-semibold text-gray-900 dark:text-white">{LIBRARY_MESSAGES.selected(count)}</span>
          <span aria-hidden="true" className="text-gray-400">
            —
          </span>
          <Button variant="danger" size="sm" onClick={onDelete} aria-label={LIBRARY_MESSAGES.deleteSelected(count)}>
            Delete
          </Button>
          <Button variant="ghost" size="sm" onClick={onClear}>
            {LIBRARY_MESSAGES.clearSelection}
          </Button>
        </div>
      )}
    </div>
  );
}
