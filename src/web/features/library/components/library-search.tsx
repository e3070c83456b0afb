import { Search } from 'lucide-react';
import { useEffect, useEffectEvent, useId, useState, type ReactNode } from 'react';
import { inputStyles, labelStyles } from '../../../components/field-styles';
import { classNames } from '../../../lib/class-names';
import { LIBRARY_MESSAGES } from '../library-messages';

/** How long typing pauses before the list is searched. */
export const SEARCH_DEBOUNCE_MS = 300;

type LibrarySearchProps = {
  /** The words in the address. */
  value: string;
  onSearch: (q: string) => void;
  /** The search box's id, for moving focus to it. */
  inputId?: string;
  /** Beside the label (Clear filters). */
  aside?: ReactNode;
};

/**
 * The search box: the list follows the words once typing pauses (or at once on Enter). The words in
 * the address win when they change by themselves (Back, a link, "Clear filters").
 */
export function LibrarySearch({ value, onSearch, inputId, aside }: LibrarySearchProps) {
  const ownId = useId();
  const id = inputId ?? ownId;
  const [text, setText] = useState(value);
  // The address's words as last seen: when they change by themselves, the box shows them.
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== text.trim()) setText(value);
  }

  const search = useEffectEvent((words: string) => onSearch(words));
  useEffect(() => {
    const words = text.trim();
    if (words === value) return;
    const timer = window.setTimeout(() => search(words), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, value]);

  return (
    <form
      role="search"
      aria-label={LIBRARY_MESSAGES.title}
      onSubmit={(event) => {
        event.preventDefault();
        const words = text.trim();
        if (words !== value) onSearch(words);
      }}
    >
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className={labelStyles}>
          {LIBRARY_MESSAGES.searchLabel}
        </label>
        {aside}
      </div>
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-500 dark:text-gray-400" />
        <input
          id={id}
          type="search"
          value={text}
          maxLength={200}
          placeholder={LIBRARY_MESSAGES.searchPlaceholder}
          onChange={(event) => setText(event.target.value)}
          className={classNames(inputStyles, 'pl-9')}
        />
      </div>
    </form>
  );
}
