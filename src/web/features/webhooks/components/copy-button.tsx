import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/button';

/** Copies `text`; says whether it worked, politely, beside the button. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'blocked'>('idle');
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('blocked');
    }
  }
  return (
    <span className="inline-flex items-center gap-2">
      <Button variant="secondary" size="sm" onClick={() => void copy()} aria-label={label}>
        {state === 'copied' ? <Check aria-hidden="true" className="size-4" /> : <Copy aria-hidden="true" className="size-4" />}
        {state === 'copied' ? 'Copied' : 'Copy'}
      </Button>
      <span role="status" className="text-xs text-gray-600 dark:text-gray-400">
        {state === 'blocked' ? 'Copying is blocked in this browser. Select the text and copy it instead.' : ''}
      </span>
    </span>
  );
}
