import { Check, Copy } from 'lucide-react';
import { Button } from '../../../components/button';
import { useCopyText } from '../../../lib/use-copy-text';

/** Copies `text`; says whether it worked, politely, beside the button. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { state, copy } = useCopyText();
  return (
    <span className="inline-flex items-center gap-2">
      <Button variant="secondary" size="sm" onClick={() => void copy(text)} aria-label={label}>
        {state === 'copied' ? <Check aria-hidden="true" className="size-4" /> : <Copy aria-hidden="true" className="size-4" />}
        {state === 'copied' ? 'Copied' : 'Copy'}
      </Button>
      <span role="status" className="text-xs text-gray-600 dark:text-gray-400">
        {state === 'failed' ? 'Copying is blocked in this browser. Select the text and copy it instead.' : ''}
      </span>
    </span>
  );
}
