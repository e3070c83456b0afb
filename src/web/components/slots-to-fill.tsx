import { useId } from 'react';
import { Button } from './button';

/** The line while fill-in slots remain (docs/product/posts.md#fill-in-slots). */
export function slotsToFill(n: number): string {
  return `${n} ${n === 1 ? 'slot' : 'slots'} to fill`;
}

export const NEXT_SLOT = 'Go to next slot';

/**
 * How many fill-in slots a text still holds, why they matter, and Go to next slot (which selects the
 * next one so that typing replaces it). Nothing while none is left.
 */
export function SlotsToFill({ count, help, onNextSlot }: { count: number; help: string; onNextSlot?: () => void }) {
  const id = useId();
  if (count === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg bg-amber-50 px-3 py-2 text-sm dark:bg-amber-400/10">
      <p id={id} className="mr-auto text-amber-950 dark:text-amber-100">
        <span className="font-semibold">{slotsToFill(count)}</span>
        <span className="block text-xs text-amber-900 dark:text-amber-200">{help}</span>
      </p>
      {onNextSlot && (
        <Button variant="secondary" size="sm" aria-describedby={id} onClick={onNextSlot}>
          {NEXT_SLOT}
        </Button>
      )}
    </div>
  );
}
