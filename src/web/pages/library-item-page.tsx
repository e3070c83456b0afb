import { useDeferredValue, useId, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { pieceNoun } from '../../contract/content';
import type { ContentVersion, LibraryItem } from '../../contract/library';
import { Alert } from '../components/alert';
import { ConfirmDialog } from '../components/confirm-dialog';
import { MarkdownView } from '../components/markdown-view';
import { PageFrame } from '../components/page-frame';
import { RetryAlert } from '../components/retry-alert';
import { SlotText } from '../components/slot-text';
import { Spinner } from '../components/spinner';
import { useContentItem } from '../features/editor/api/get-content-item';
import { useVersions } from '../features/editor/api/get-versions';
import { CompareDialog } from '../features/editor/components/compare-dialog';
import { EditorToolbar } from '../features/editor/components/editor-toolbar';
import { LeaveDialog } from '../features/editor/components/leave-dialog';
import { MarkdownEditor, type EditorControls } from '../features/editor/components/markdown-editor';
import { PieceChecks } from '../features/editor/components/piece-checks';
import { VariationsDialog } from '../features/editor/components/variations-dialog';
import { VersionsPanel } from '../features/editor/components/versions-panel';
import { WritePreview } from '../features/editor/components/write-preview';
import { EDITOR_MESSAGES } from '../features/editor/editor-messages';
import { pieceKind } from '../features/editor/piece-kind';
import { useLeaveGuard } from '../features/editor/use-leave-guard';
import { usePieceEditor } from '../features/editor/use-piece-editor';
import { useSaveShortcut } from '../features/editor/use-save-shortcut';
import { useVersionActions } from '../features/editor/use-version-actions';
import { usePlans } from '../features/plans/api/get-plans';
import { PrepareForSocial } from '../features/prepare/components/prepare-for-social';
import { ApiError } from '../lib/api-error';
import { useAuth } from '../lib/auth/use-auth';
import { formatDateTime } from '../lib/format-date';
import { paths } from '../lib/paths';
import { UsageLimitsContext } from '../lib/usage-limits-context';

const BACK = { to: paths.library, label: EDITOR_MESSAGES.backToLibrary };

/**
 * docs/product/screens.md#editor: one piece in the editor (CodeMirror, loaded only with this page),
 * its preview, live counts and the kind's rules, Save (Ctrl/Cmd+S), its versions, Write again,
 * variations and "Prepare for social".
 */
export function LibraryItemPage() {
  const { id = '' } = useParams();
  const item = useContentItem(id);

  if (item.data) return <PieceEditorView key={item.data.id} item={item.data} />;

  const notFound = item.error instanceof ApiError && item.error.status === 404;
  return (
    <PageFrame title={notFound ? EDITOR_MESSAGES.notFoundTitle : 'Editor'} back={BACK} width="wide">
      {item.isPending && (
        <div className="flex justify-center py-16">
          <Spinner label={EDITOR_MESSAGES.loading} />
        </div>
      )}
      {notFound && (
        <div className="space-y-4 rounded-2xl border border-gray-200 bg-white px-6 py-10 text-center shadow-sm dark:border-gray-800 dark:bg-gray-900">
          <p className="text-gray-700 dark:text-gray-300">{EDITOR_MESSAGES.notFound}</p>
          <Link
            to={paths.library}
            className="inline-flex rounded font-semibold text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300"
          >
            {EDITOR_MESSAGES.goToLibrary}
          </Link>
        </div>
      )}
      {item.isError && !notFound && <RetryAlert message={EDITOR_MESSAGES.loadFailed} onRetry={() => void item.refetch()} />}
    </PageFrame>
  );
}

function PieceEditorView({ item }: { item: LibraryItem }) {
  const { user } = useAuth();
  const plans = usePlans();
  const kind = pieceKind(item);
  const editor = usePieceEditor(item);
  const versions = useVersions(item.id);
  const actions = useVersionActions({ id: item.id, kind, editor });
  const guard = useLeaveGuard(editor.dirty);
  const [comparing, setComparing] = useState<ContentVersion | null>(null);
  const helpId = useId();
  const editorControls = useRef<EditorControls>(null);
  useSaveShortcut(editor.save);
  // The preview and the checks follow the text a moment behind typing in a long piece.
  const shown = useDeferredValue(editor.draft);
  const noun = pieceNoun(kind.type).toLowerCase();

  const preview =
    shown.trim() === '' ? (
      <p className="text-sm text-gray-600 dark:text-gray-400">Nothing to preview yet.</p>
    ) : kind.markdown ? (
      <MarkdownView markdown={shown} />
    ) : (
      <div className="text-[0.9375rem] leading-7 break-words whitespace-pre-wrap text-gray-800 dark:text-gray-200">
        <SlotText text={shown} />
      </div>
    );

  return (
    <PageFrame
      title={item.metadata.topic}
      documentTitle={`Edit: ${item.metadata.topic}`}
      description={`${pieceNoun(kind.type)} · version ${item.version} · last changed ${formatDateTime(item.updated_at)}`}
      back={BACK}
      width="wide"
    >
      <UsageLimitsContext value={user ? { counts: user.usage_counts, plan: plans.data?.find((plan) => plan.id === user.subscription_tier) } : null}>
        <EditorToolbar
          kind={kind}
          dirty={editor.dirty}
          saving={editor.saving}
          notice={editor.notice}
          busy={actions.busy}
          onSave={editor.save}
          onRegenerate={actions.regenerate.ask}
          onVariations={actions.variations.open}
        >
          <PrepareForSocial contentId={item.id} type={kind.type} topic={item.metadata.topic} platform={item.metadata.platform ?? null} dirty={editor.dirty} />
        </EditorToolbar>
      </UsageLimitsContext>

      {editor.notice?.tone === 'error' && <Alert tone="error">{editor.notice.text}</Alert>}

      <div className="space-y-2">
        <WritePreview
          editor={
            <MarkdownEditor
              ref={editorControls}
              value={editor.draft}
              onChange={editor.edit}
              markdown={kind.markdown}
              label={EDITOR_MESSAGES.editorLabel}
              describedBy={helpId}
              className="h-full"
            />
          }
          preview={preview}
          short={kind.platform !== null}
        />
        <p id={helpId} className="text-xs text-gray-600 dark:text-gray-400">
          {kind.markdown ? `${EDITOR_MESSAGES.markdownHelp} ${EDITOR_MESSAGES.keyboardHelp}` : EDITOR_MESSAGES.keyboardHelp}
        </p>
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        <PieceChecks kind={kind} text={shown} onNextSlot={() => editorControls.current?.selectNextSlot()} />
        <VersionsPanel
          versions={versions.data}
          loading={versions.isPending}
          failed={versions.isError}
          onRetry={() => void versions.refetch()}
          current={item.version}
          busy={actions.busy}
          onCompare={setComparing}
          onRestore={actions.restore.ask}
        />
      </div>

      <CompareDialog
        version={comparing}
        text={editor.draft}
        current={item.version}
        onClose={() => setComparing(null)}
        onRestore={(version) => {
          setComparing(null);
          actions.restore.ask(version);
        }}
      />
      <ConfirmDialog
        open={actions.restore.asking !== null}
        title={actions.restore.asking ? `Restore version ${actions.restore.asking.n}?` : 'Restore'}
        confirmLabel={actions.restore.asking ? `Restore version ${actions.restore.asking.n}` : 'Restore'}
        busyLabel="Restoring…"
        busy={actions.restore.pending}
        error={actions.restore.error}
        tone="primary"
        keepLabel="Cancel"
        onKeep={actions.restore.cancel}
        onConfirm={actions.restore.confirm}
      >
        <p>{`Its text replaces what is in the editor, and becomes the newest version. Your unsaved changes are not kept: save them first if you want them as a version.`}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={actions.regenerate.asking}
        title={`Write this ${noun} again?`}
        confirmLabel="Write again"
        busyLabel="Writing…"
        busy={actions.regenerate.pending}
        error={actions.regenerate.error}
        tone="primary"
        keepLabel="Cancel"
        onKeep={actions.regenerate.cancel}
        onConfirm={actions.regenerate.confirm}
      >
        <p>{`Inkwell writes it again from the request that made it. This uses one generation of your plan this month.`}</p>
        <p>The current text stays in Versions, so you can restore it.</p>
        {editor.dirty && <p className="font-medium text-amber-900 dark:text-amber-200">Your unsaved changes are not kept: save them first if you want them as a version.</p>}
      </ConfirmDialog>
      {kind.variations && (
        <VariationsDialog
          open={actions.variations.shown}
          part={kind.variations}
          now={actions.variations.now}
          variations={actions.variations.texts}
          loading={actions.variations.loading}
          error={actions.variations.error}
          picking={actions.variations.picking}
          dirty={editor.dirty}
          onPick={actions.variations.pick}
          onRetry={actions.variations.retry}
          onClose={actions.variations.close}
        />
      )}
      <LeaveDialog open={guard.asking} onStay={guard.stay} onLeave={guard.leave} />
    </PageFrame>
  );
}
