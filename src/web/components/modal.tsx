import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { classNames } from '../lib/class-names';

type ModalProps = {
  open: boolean;
  /** Called on Escape, on a click on the backdrop and on the close button. */
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** Shows a × button in the corner with this accessible name. */
  closeLabel?: string;
  /**
   * A sheet: the whole screen on a phone, the screen's height from the small breakpoint up, its content
   * a column (long forms: the children scroll a part of it themselves and keep their buttons in view).
   */
  sheet?: boolean;
};

const widths = { sm: 'max-w-sm', md: 'max-w-md', lg: 'max-w-2xl', xl: 'max-w-4xl' };

/** A control marked `data-autofocus` takes the first focus (a safe choice over a destructive one). */
function focusMarkedControl(event: Event) {
  const marked = event.target instanceof HTMLElement ? event.target.querySelector<HTMLElement>('[data-autofocus]') : null;
  if (!marked) return;
  event.preventDefault();
  marked.focus();
}

/**
 * A modal dialog on Radix Dialog, which labels it by its title, keeps focus inside, closes on
 * Escape and on the backdrop, locks the page's scroll and gives focus back on close. Focus starts on
 * the first control, or on the one marked `data-autofocus`.
 */
export function Modal({ open, onClose, title, description, children, size = 'md', closeLabel, sheet = false }: ModalProps) {
  // Radix gives focus back only to its own Trigger; these dialogs are opened from anywhere.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay
          className={classNames(
            'fixed inset-0 z-50 flex items-end justify-center overflow-y-auto bg-gray-950/60 backdrop-blur-sm sm:items-center',
            sheet ? 'p-0 sm:p-4' : 'p-4',
          )}
        >
          <Dialog.Content
            aria-modal="true"
            onOpenAutoFocus={(event) => {
              returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
              focusMarkedControl(event);
            }}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              returnFocusTo.current?.focus();
            }}
            // Without a description Radix would point aria-describedby at nothing.
            {...(description ? {} : { 'aria-describedby': undefined })}
            className={classNames(
              'relative my-auto w-full border-gray-200 bg-white p-6 shadow-2xl focus:outline-none dark:border-gray-800 dark:bg-gray-900',
              sheet ? 'flex h-full flex-col sm:h-[calc(100dvh-2rem)] sm:rounded-2xl sm:border' : 'rounded-2xl border',
              widths[size],
            )}
          >
            <div className="mb-5 pr-8">
              <Dialog.Title className="text-lg font-semibold text-gray-900 dark:text-white">{title}</Dialog.Title>
              {description && <Dialog.Description className="mt-1 text-sm text-gray-600 dark:text-gray-400">{description}</Dialog.Description>}
            </div>
            {children}
            {/* Last in the document so the first field, not the ×, takes the first focus. */}
            {closeLabel && (
              <Dialog.Close
                aria-label={closeLabel}
                className="absolute top-4 right-4 rounded-lg p-1.5 text-gray-500 hover:bg-gray-100 hover:text-gray-900 dark:text-gray-400 dark:hover:bg-gray-800 dark:hover:text-white"
              >
                <X aria-hidden="true" className="size-5" />
              </Dialog.Close>
            )}
          </Dialog.Content>
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
