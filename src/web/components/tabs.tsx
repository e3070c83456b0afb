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
 * selected), so a half-filled form keeps its values when the user looks at another tab. The tabs wrap
 * onto further rows where one row is too narrow (a phone, a half-width column), so every tab is in
 * sight: none is hidden behind a sideways scroll.
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
      <div className="border-b border-gray-200 px-4 pb-4 sm:px-6 dark:border-gray-800">
        <RadixTabs.List aria-label={label} className="flex flex-wrap gap-2">
          {items.map((item) => (
            <RadixTabs.Trigger
              key={item.id}
              value={item.id}
              className={classNames(
                'inline-flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold whitespace-nowrap ring-1 transition-colors ring-inset',
                'data-[state=inactive]:text-gray-700 data-[state=inactive]:ring-gray-200 data-[state=inactive]:hover:bg-gray-50 data-[state=inactive]:hover:text-gray-900',
                'dark:data-[state=inactive]:text-gray-300 dark:data-[state=inactive]:ring-gray-700 dark:data-[state=inactive]:hover:bg-gray-800 dark:data-[state=inactive]:hover:text-white',
                'data-[state=active]:bg-indigo-50 data-[state=active]:text-indigo-700 data-[state=active]:ring-indigo-300',
                'dark:data-[state=active]:bg-indigo-500/15 dark:data-[state=active]:text-indigo-200 dark:data-[state=active]:ring-indigo-400/60',
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
