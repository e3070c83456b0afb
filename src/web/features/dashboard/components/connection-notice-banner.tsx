import { Alert } from '../../../components/alert';
import { Icon } from '../../../components/icon';
import type { ConnectionNotice } from '../use-connection-notice';

export function ConnectionNoticeBanner({ notice, onDismiss }: { notice: ConnectionNotice; onDismiss: () => void }) {
  return (
    <Alert tone={notice.tone} className="flex items-start justify-between gap-3">
      <p className="flex items-start gap-2">
        {notice.tone === 'success' && <Icon name="check" className="mt-0.5 size-4" />}
        {notice.text}
      </p>
      <button type="button" onClick={onDismiss} aria-label="Dismiss notice" className="-m-1 rounded-md p-1 hover:bg-black/5 dark:hover:bg-white/10">
        <Icon name="close" className="size-4" />
      </button>
    </Alert>
  );
}
