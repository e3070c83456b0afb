import { useEffect, useState } from 'react';

/**
 * `value` once it has stopped changing for `delayMs`, and null until it first changes: what a polite
 * live region says after typing pauses, rather than at every keystroke.
 */
export function useSettledValue(value: string, delayMs = 800): string | null {
  const [first] = useState(value);
  const [settled, setSettled] = useState<string | null>(null);
  useEffect(() => {
    if (value === first && settled === null) return;
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, first, settled, delayMs]);
  return settled;
}
