import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { pieceNoun } from '../../../../contract/content';
import type { HumanizeContentType, HumanizeMode, HumanizeRequestInput, HumanizeResponse } from '../../../../contract/humanize';
import { Alert } from '../../../components/alert';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { Icon } from '../../../components/icon';
import { classNames } from '../../../lib/class-names';
import { GENERATION_MESSAGES, USAGE_LIMIT_MARKER } from '../../../lib/generation-messages';
import { paths } from '../../../lib/paths';
import { Modal } from '../../../components/modal';
import type { HumanizeRun } from '../use-humanizer';
import { ChangeList } from './change-list';
import { ModeSelect } from './mode-select';
import { OwnTextForm } from './own-text-form';
import { ReadabilityChange } from './readability-change';
import { VersionColumns } from './version-columns';

/** What an unchanged run says: the text needed nothing, and nothing was counted. */
export const UNCHANGED_MESSAGE = 'Nothing to change: this text already reads naturally. No humanization was used.';

/** The badge on a version the offline engine edited, so that nobody takes it for an AI model's rewrite. */
export const OFFLINE_EDITOR_LABEL = "Edited by Inkwell's offline editor";

/** What the modal calls the text: what one piece of its kind is called ("social post", not "social media"). */
function nounOf(type: HumanizeContentType): string {
  return pieceNoun(type).toLowerCase();
}

/** How long "Content copied to clipboard!" stays. */
const COPY_NOTICE_MS = 4000;

type HumanizerModalProps = {
  /** The humanization shown; null before the first one of "Humanize your own text". */
  run: HumanizeRun | null;
  /** Closes the modal; a request still running is stopped. */
  onClose: () => void;
  /** 'Use Humanized Version': the page shows it in place of the draft, then closes the modal (absent: no such button). */
  onUse?: (result: HumanizeResponse) => void;
  /** The same text again in another mode (absent: no mode choice after a run). */
  onAgain?: (mode: HumanizeMode) => void;
  /** "Humanize your own text": an editor to paste into above the result, and what it sends. */
  compose?: { onHumanize: (request: HumanizeRequestInput) => void };
};

/** After a run: another mode for the same text, and 'Humanize again'. */
function AgainForm({ run, busy, onAgain }: { run: HumanizeRun; busy: boolean; onAgain: (mode: HumanizeMode) => void }) {
  const [mode, setMode] = useState<HumanizeMode>(run.request?.mode ?? run.result?.mode ?? 'natural');
  return (
    <form
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        onAgain(mode);
      }}
    >
      <div className="sm:w-56">
        <ModeSelect value={mode} onChange={setMode} disabled={busy} />
      </div>
      <Button type="submit" variant="secondary" disabled={busy || !run.request}>
        <Icon name="sparkles" className="size-4" />
        Humanize again
      </Button>
    </form>
  );
}

function EngineNote({ result }: { result: HumanizeResponse }) {
  if (result.engine === 'offline') {
    return (
      <div className="flex flex-col items-start gap-2 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-900/60 dark:bg-amber-950/40 dark:text-amber-100">
        <Badge tone="warning">{OFFLINE_EDITOR_LABEL}</Badge>
        <p>
          Rule-based edits, not an AI model&apos;s rewrite: plainer wording for stock phrases, fewer hedges and stacked transitions,
          long sentences split. Read it through and make it your own.
        </p>
      </div>
    );
  }
  return (
    <p className="flex items-center gap-2 text-sm text-gray-600 dark:text-gray-400">
      <Icon name="sparkles" className="size-4 text-indigo-600 dark:text-indigo-400" />
      <span>
        {'Rewritten by '}
        <span className="font-medium text-gray-900 dark:text-white">{result.model}</span>
        {' for clarity and a natural voice, keeping your facts, structure and links.'}
      </span>
    </p>
  );
}

function ErrorAlert({ message }: { message: string }) {
  return (
    <Alert tone="error" className="space-y-1">
      <p>{message}</p>
      {message.includes(USAGE_LIMIT_MARKER) && (
        <Link to={paths.pricing} className="inline-flex items-center gap-1 rounded font-semibold underline underline-offset-2 hover:no-underline">
          Upgrade your plan
          <Icon name="arrow-right" className="size-4" />
        </Link>
      )}
    </Alert>
  );
}

/**
 * docs/product/screens.md#dashboard's humanizer results: the original beside the humanized version with the changed words
 * marked, the readability before and after, what the offline editor changed and why, and 'Copy
 * Humanized Content' / 'Use Humanized Version'. While the humanized text streams it grows in its
 * column and the buttons wait; an error shows in place of the versions.
 */
export function HumanizerModal({ run, onClose, onUse, onAgain, compose }: HumanizerModalProps) {
  const [copyNotice, setCopyNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const result = run?.result ?? null;
  const error = run?.error ?? null;
  const streaming = run !== null && result === null && error === null;
  const label = run ? nounOf(run.contentType) : 'text';
  const unchanged = result?.unchanged === true;

  useEffect(() => {
    if (!copyNotice) return;
    const timer = setTimeout(() => setCopyNotice(null), COPY_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [copyNotice]);

  async function copy() {
    if (!result) return;
    try {
      await navigator.clipboard.writeText(result.humanized_text);
      setCopyNotice({ tone: 'success', text: GENERATION_MESSAGES.copied });
    } catch {
      setCopyNotice({ tone: 'error', text: 'Copying is blocked in this browser. Select the humanized text and copy it instead.' });
    }
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={compose ? 'Humanize your own text' : `Humanize your ${label}`}
      description="Clearer wording and a natural voice, with your facts, structure and links kept as they were."
      size="xl"
      closeLabel="Close"
    >
      <div className="space-y-5">
        {compose && <OwnTextForm busy={streaming} onHumanize={compose.onHumanize} />}
        {!compose && run && onAgain && !streaming && <AgainForm key={run.request?.mode ?? ''} run={run} busy={streaming} onAgain={onAgain} />}

        <p role="status" className={classNames('flex items-center gap-2 text-sm font-medium text-indigo-700 dark:text-indigo-300', !streaming && 'sr-only')}>
          {streaming && <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" />}
          {streaming ? 'Humanizing…' : result && !unchanged ? `Your humanized ${label} is ready.` : ''}
        </p>

        {error && <ErrorAlert message={error} />}
        {unchanged && <Alert tone="info">{UNCHANGED_MESSAGE}</Alert>}
        {result && !unchanged && <EngineNote result={result} />}
        {run && !error && !unchanged && <VersionColumns original={run.original} humanized={run.text} done={result !== null} />}

        {result && !unchanged && <ReadabilityChange before={result.readability.before} after={result.readability.after} />}
        {result && !unchanged && <ChangeList result={result} />}

        {copyNotice && (
          <p
            role={copyNotice.tone === 'error' ? 'alert' : 'status'}
            className={classNames(
              'inline-flex items-center gap-1.5 rounded-lg px-3 py-1.5 text-sm font-medium',
              copyNotice.tone === 'success'
                ? 'bg-emerald-50 text-emerald-800 dark:bg-emerald-950/50 dark:text-emerald-200'
                : 'bg-red-50 text-red-800 dark:bg-red-950/50 dark:text-red-200',
            )}
          >
            {copyNotice.tone === 'success' && <Icon name="check" className="size-4" />}
            {copyNotice.text}
          </p>
        )}

        {run && (
          <div className="flex flex-col-reverse gap-3 border-t border-gray-100 pt-4 sm:flex-row sm:justify-end dark:border-gray-800">
            <Button variant="secondary" onClick={() => void copy()} disabled={!result || unchanged}>
              <Icon name="document" className="size-4" />
              Copy Humanized Content
            </Button>
            {onUse && (
              <Button onClick={() => result && onUse(result)} disabled={!result || unchanged}>
                <Icon name="check" className="size-4" />
                Use Humanized Version
              </Button>
            )}
          </div>
        )}
      </div>
    </Modal>
  );
}
