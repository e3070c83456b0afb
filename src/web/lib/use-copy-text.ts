import { useState } from 'react';

/** Where copying stands: not tried, done, or refused by the browser (the person then selects and copies). */
export type CopyState = 'idle' | 'copied' | 'failed';

/** Copies text to the clipboard and remembers whether it worked; `reset` forgets it (a new text to copy). */
export function useCopyText() {
  const [state, setState] = useState<CopyState>('idle');
  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  }
  return { state, copy, reset: () => setState('idle') };
}
