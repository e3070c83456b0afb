import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { ComponentProps, ReactNode } from 'react';
import { classNames } from '../lib/class-names';

/**
 * A thin styling layer over Radix DropdownMenu: Radix gives the roles, roving focus, typeahead,
 * Escape and outside-click handling; this file gives every menu in the app the same look.
 */
export const Menu = DropdownMenu.Root;
export const MenuTrigger = DropdownMenu.Trigger;

const itemStyles =
  'flex w-full cursor-pointer items-center gap-2.5 rounded-lg px-3 py-2 text-sm font-medium text-gray-700 outline-none select-none ' +
  'data-[highlighted]:bg-gray-100 data-[highlighted]:text-gray-900 data-[disabled]:cursor-default data-[disabled]:text-gray-500 ' +
  'dark:text-gray-200 dark:data-[highlighted]:bg-gray-800 dark:data-[highlighted]:text-white dark:data-[disabled]:text-gray-400';

export function MenuContent({ className, children, ...props }: ComponentProps<typeof DropdownMenu.Content>) {
  return (
    <DropdownMenu.Portal>
      <DropdownMenu.Content
        align="end"
        sideOffset={8}
        collisionPadding={8}
        className={classNames(
          'z-50 min-w-56 rounded-xl border border-gray-200 bg-white p-1.5 shadow-lg dark:border-gray-700 dark:bg-gray-900',
          className,
        )}
        {...props}
      >
        {children}
      </DropdownMenu.Content>
    </DropdownMenu.Portal>
  );
}

/** A menu item; with `asChild` it renders its child (e.g. a router Link) instead of a div. */
export function MenuItem({ className, ...props }: ComponentProps<typeof DropdownMenu.Item>) {
  return <DropdownMenu.Item className={classNames(itemStyles, className)} {...props} />;
}

export function MenuLabel({ children }: { children: ReactNode }) {
  return <DropdownMenu.Label className="px-3 py-2">{children}</DropdownMenu.Label>;
}

export function MenuSeparator() {
  return <DropdownMenu.Separator className="my-1.5 h-px bg-gray-200 dark:bg-gray-700" />;
}
