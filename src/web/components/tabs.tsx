import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { classNames } from '../lib/class-names';
import { Icon, type IconName } from './icon';

export type TabItem<Id extends string> = { id: Id; label: string; icon?: IconName; panel: ReactNode };

type TabsProps<Id extends string> = {
  /** The accessible name of the tab list. */
  label: string;
  items: TabItem<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
  className?: string;
};

/**
 * Tabs after the WAI-ARIA pattern: arrow keys, Home and End move between tabs and select them; only
 * the selected tab is in the Tab order. Every panel stays mounted (hidden when not selected), so a
 * half-filled form keeps its values when the user looks at another tab. The tab row scrolls sideways
 * on narrow screens.
 */
export function Tabs<Id extends string>({ label, items, selected, onSelect, className }: TabsProps<Id>) {
  const baseId = useId();
  const tabRefs = useRef(new Map<Id, HTMLButtonElement>());
  const tabId = (id: Id) => `${baseId}-tab-${id}`;
  const panelId = (id: Id) => `${baseId}-panel-${id}`;

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = items.findIndex((item) => item.id === selected);
    const last = items.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = items[target];
    if (!next) return;
    onSelect(next.id);
    tabRefs.current.get(next.id)?.focus();
  }

  return (
    <div className={className}>
      <div className="overflow-x-auto border-b border-gray-200 dark:border-gray-800">
        <div role="tablist" aria-label={label} onKeyDown={handleKeyDown} className="flex min-w-max gap-1 px-2 sm:px-4">
          {items.map((item) => {
            const active = item.id === selected;
            return (
              <button
                key={item.id}
                ref={(node) => {
                  if (node) tabRefs.current.set(item.id, node);
                  else tabRefs.current.delete(item.id);
                }}
                type="button"
                role="tab"
                id={tabId(item.id)}
                aria-selected={active}
                aria-controls={panelId(item.id)}
                tabIndex={active ? 0 : -1}
                onClick={() => onSelect(item.id)}
                className={classNames(
                  '-mb-px inline-flex items-center gap-2 border-b-2 px-3 py-3.5 text-sm font-semibold whitespace-nowrap transition-colors',
                  'focus-visible:outline-offset-[-2px]',
                  active
                    ? 'border-indigo-600 text-indigo-700 dark:border-indigo-400 dark:text-indigo-300'
                    : 'border-transparent text-gray-600 hover:border-gray-300 hover:text-gray-900 dark:text-gray-400 dark:hover:border-gray-600 dark:hover:text-white',
                )}
              >
                {item.icon && <Icon name={item.icon} className="size-4" />}
                {item.label}
              </button>
            );
          })}
        </div>
      </div>
      {items.map((item) => (
        <div key={item.id} role="tabpanel" id={panelId(item.id)} aria-labelledby={tabId(item.id)} hidden={item.id !== selected}>
          {item.panel}
        </div>
      ))}
    </div>
  );
}
