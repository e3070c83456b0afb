import { useId, type ReactNode } from 'react';
import type { UsageKind } from '../../../../contract/plans';
import { Button } from '../../../components/button';
import { Icon } from '../../../components/icon';
import { UsageLimitNote } from '../../../components/usage-limit-note';
import { classNames } from '../../../lib/class-names';
import { useFullCounter } from '../../../lib/usage-limits-context';
import { EDITOR_MESSAGES } from '../editor-messages';
import type { PieceKind } from '../piece-kind';
import type { EditorNotice } from '../use-piece-editor';
import { VARIATION_COUNT } from '../use-version-actions';

type GenerationActionsProps = {
  counter: UsageKind;
  variations: boolean;
  busy: boolean;
  onRegenerate: () => void;
  onVariations: () => void;
};

/** "Write again" and "Variations": generations, off (saying why) once the month's counter is full. */
function GenerationActions({ counter, variations, busy, onRegenerate, onVariations }: GenerationActionsProps) {
  const noteId = useId();
  const full = useFullCounter(counter);
  const describedBy = full ? noteId : undefined;
  return (
    <>
      <Button variant="secondary" size="sm" onClick={onRegenerate} disabled={busy || full !== null} aria-describedby={describedBy}>
        <Icon name="sparkles" className="size-4" />
        Write again
      </Button>
      {variations && (
        <Button variant="secondary" size="sm" onClick={onVariations} disabled={busy || full !== null} aria-describedby={describedBy}>
          <Icon name="chat" className="size-4" />
          {`Variations (${VARIATION_COUNT} generations)`}
        </Button>
      )}
      {full && (
        <div className="basis-full">
          <UsageLimitNote id={noteId} kind={full.counter} limit={full.limit} />
        </div>
      )}
    </>
  );
}

type EditorToolbarProps = {
  kind: PieceKind;
  dirty: boolean;
  saving: boolean;
  notice: EditorNotice | null;
  /** A restore, a new draft or a picked variation is being made. */
  busy: boolean;
  onSave: () => void;
  onRegenerate: () => void;
  onVariations: () => void;
  /** More actions on the piece ("Prepare for social"). */
  children?: ReactNode;
};

/** Save, with the state of the text beside it, and the actions that make a new version on the server. */
export function EditorToolbar({ kind, dirty, saving, notice, busy, onSave, onRegenerate, onVariations, children }: EditorToolbarProps) {
  const status = saving
    ? EDITOR_MESSAGES.saving
    : notice?.tone === 'success'
      ? notice.text
      : dirty
        ? EDITOR_MESSAGES.unsaved
        : EDITOR_MESSAGES.allSaved;

  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-3 rounded-2xl border border-gray-200 bg-white p-3 shadow-sm sm:px-4 dark:border-gray-800 dark:bg-gray-900">
      <div className="flex items-center gap-3">
        <Button onClick={onSave} disabled={!dirty || saving} busy={saving} aria-keyshortcuts="Control+S Meta+S">
          Save
        </Button>
        <p
          role="status"
          className={classNames(
            'flex items-center gap-1.5 text-sm',
            dirty && !saving ? 'font-medium text-amber-900 dark:text-amber-200' : 'text-gray-600 dark:text-gray-400',
          )}
        >
          {!dirty && !saving && <Icon name="check" className="size-4 text-emerald-700 dark:text-emerald-300" />}
          {status}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2 sm:ml-auto">
        {kind.regenerate && (
          <GenerationActions
            counter={kind.regenerate}
            variations={kind.variations !== null}
            busy={busy}
            onRegenerate={onRegenerate}
            onVariations={onVariations}
          />
        )}
        {children}
      </div>
    </div>
  );
}
