import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
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
 * Tabs on Radix Tabs (the WAI-ARIA pattern: arrow keys, Home and End move between tabs and select
 * them; only the selected tab is in the Tab order). Every panel stays mounted (hidden when not
 * selected), so a half-filled form keeps its values when the user looks at another tab. The tab row
 * scrolls sideways on narrow screens.
 */
export function Tabs<Id extends string>({ label, items, selected, onSelect, className }: TabsProps<Id>) {
  return (
    <RadixTabs.Root
      value={selected}
      onValueChange={(value) => {
        const item = items.find((candidate) => candidate.id === value);
        if (item) onSelect(item.id);
      }}
      className={className}
    >
      <div className="overflow-x-auto border-b border-gray-200 dark:border-gray-800">
        <RadixTabs.List aria-label={label} className="flex min-w-max gap-1 px-2 sm:px-4">
          {items.map((item) => (
            <RadixTabs.Trigger
              key={item.id}
              value={item.id}
              className={classNames(
                '-mb-px inline-flex items-center gap-2 border-b-2 px-3 py-3.5 text-sm font-semibold whitespace-nowrap transition-colors',
                'focus-visible:outline-offset-[-2px]',
                'data-[state=inactive]:border-transparent data-[state=inactive]:text-gray-600 data-[state=inactive]:hover:border-gray-300 data-[state=inactive]:hover:text-gray-900',
                'dark:data-[state=inactive]:text-gray-400 dark:data-[state=inactive]:hover:border-gray-600 dark:data-[state=inactive]:hover:text-white',
                'data-[state=active]:border-indigo-600 data-[state=active]:text-indigo-700 dark:data-[state=active]:border-indigo-400 dark:data-[state=active]:text-indigo-300',
              )}
            >
              {item.icon && <Icon name={item.icon} className="size-4" />}
              {item.label}
            </RadixTabs.Trigger>
          ))}
        </RadixTabs.List>
      </div>
      {items.map((item) => (
        // forceMount keeps every panel mounted (Radix then leaves hiding to us). The panels hold
        // forms, so they are not extra stops in the Tab order.
        <RadixTabs.Content
          key={item.id}
          value={item.id}
          forceMount
          hidden={item.id !== selected}
          tabIndex={-1}
          className="focus:outline-none"
        >
          {item.panel}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
