import type { ReactNode } from 'react';
import { Alert } from '../../../components/alert';
import { Icon } from '../../../components/icon';

/** A message banner the creator can dismiss. */
export function NoticeAlert({ tone, children, onDismiss }: { tone: 'success' | 'error'; children: ReactNode; onDismiss: () => void }) {
  return (
    <Alert tone={tone} className="flex items-start justify-between gap-3">
      <div className="flex items-start gap-2">
        {tone === 'success' && <Icon name="check" className="mt-0.5 size-4" />}
        <div>{children}</div>
      </div>
      <button type="button" onClick={onDismiss} aria-label="Dismiss" className="-m-1 rounded-md p-1 opacity-80 hover:opacity-100">
        <Icon name="close" className="size-4" />
      </button>
    </Alert>
  );
}
