import { lazy, Suspense, useId, useState } from 'react';
import type { HistoryType } from '../../../../contract/content-kinds';
import { Button } from '../../../components/button';
import { Icon } from '../../../components/icon';
import { PREPARE_MESSAGES } from '../prepare-messages';

const PrepareDialog = lazy(async () => ({ default: (await import('./prepare-dialog')).PrepareDialog }));

export type PrepareForSocialProps = {
  contentId: string;
  type: HistoryType;
  topic: string;
  /** The platform a social post was written for (null for other kinds). */
  platform: string | null;
  /** Unsaved changes in the editor: the texts are made from the saved version, so the button waits. */
  dirty: boolean;
};

/**
 * The editor's "Prepare for social" (issue 26, item 3): off, saying why, while the editor holds unsaved
 * changes; opens the dialog that makes each chosen network's own text from the saved piece. The dialog
 * (loaded on first use) keeps its texts while closed, and starts again once the piece changes.
 */
export function PrepareForSocial({ contentId, type, topic, dirty }: PrepareForSocialProps) {
  const reasonId = useId();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  // A change to the piece makes the prepared texts stale: the next opening prepares them again.
  const [round, setRound] = useState(0);
  const [wasDirty, setWasDirty] = useState(dirty);
  if (dirty !== wasDirty) {
    setWasDirty(dirty);
    if (dirty) setRound(round + 1);
  }

  return (
    <div className="flex flex-col items-start gap-1">
      <Button
        variant="secondary"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        disabled={dirty}
        aria-describedby={dirty ? reasonId : undefined}
      >
        <Icon name="share" className="size-4" />
        {PREPARE_MESSAGES.button}
      </Button>
      {dirty && (
        <p id={reasonId} className="max-w-xs text-xs text-gray-600 dark:text-gray-400">
          {PREPARE_MESSAGES.saveFirst}
        </p>
      )}
      {opened && (
        <Suspense fallback={null}>
          <PrepareDialog key={`${contentId}-${round}`} open={open} onClose={() => setOpen(false)} contentId={contentId} type={type} topic={topic} />
        </Suspense>
      )}
    </div>
  );
}
