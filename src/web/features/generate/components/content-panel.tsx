import { lazy, Suspense, useEffect, useId, useState, type Ref } from 'react';
import { Link } from 'react-router';
import { historyKind, pieceNoun, SUMMARY_KIND, type AiEngineName, type ContentType, type HistoryType } from '../../../../contract/content';
import { MESSAGES } from '../../../../contract/messages';
import type { Tier } from '../../../../contract/plans';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { buttonStyles } from '../../../components/button-styles';
import { Icon } from '../../../components/icon';
import { SlotText } from '../../../components/slot-text';
import { classNames } from '../../../lib/class-names';
import { libraryItemPath, paths } from '../../../lib/paths';
import { GENERATION_MESSAGES } from '../../../lib/generation-messages';
import type { ShownContent } from '../use-generation';
import { CharacterCount } from './character-count';
import { CreateFromMenu } from './create-from-menu';
import { STAGE_LABELS, SummaryProgress } from './summary-progress';
import { SummarySourceLine } from './summary-source-line';

// The Markdown stack (parser, GFM, renderer) loads with the first formatted draft, not with the dashboard.
const MarkdownView = lazy(async () => ({ default: (await import('../../../components/markdown-view')).MarkdownView }));

const ENGINE_LABELS: Record<AiEngineName, string> = {
  offline: "Inkwell's offline composer",
  openai: 'OpenAI',
  'openai-compatible': 'an OpenAI-compatible server',
  anthropic: 'Anthropic',
};

/** The label on every draft the offline engine writes, so that nobody takes it for an AI model's writing. */
export const OFFLINE_DRAFT_LABEL = 'Sample draft (offline engine)';
/** The offline summarizer picks the source's own sentences: a real summary, but not a model's. */
export const OFFLINE_SUMMARY_LABEL = 'Extractive summary (offline engine)';

/** How to connect a model: the owner's Settings → AI page, so only the owner (the operator's account) is shown it. */
function ConnectModelHint() {
  return (
    <>
      {' Connect a model on '}
      <Link to={paths.aiSettings} className="font-semibold underline underline-offset-2 hover:no-underline">
        Settings → AI
      </Link>
      {' to write with an AI model.'}
    </>
  );
}

/** How long "Content copied to clipboard!" stays. */
const COPY_NOTICE_MS = 4000;

type ContentPanelProps = {
  shown: ShownContent | null;
  /** A generation is running. */
  streaming: boolean;
  tier: Tier;
  /** The server's engine (GET /api/config), for the text before anything is generated. */
  engine: { name: AiEngineName; model: string } | null;
  /** The owner account (lifetime, docs/product/roles.md#owner-account) runs the server, and is the one told how to connect a model. */
  owner: boolean;
  headingRef?: Ref<HTMLHeadingElement>;
  /** "Create from this" on a summary: opens that generator with the summary attached. */
  onCreateFrom: (type: ContentType) => void;
  /** Humanize (non-free tiers): opens the humanizer on the text shown. */
  onHumanize: () => void;
  /** Publish to Social: opens the publish modal on the text shown. */
  onPublish: () => void;
  /** Regenerate: makes the draft shown again from the same form values; absent when the panel shows something else. */
  onRegenerate?: (() => void) | null;
};

/** What one piece is called in a sentence ("social post": the tab is "Social Media", the piece is not). */
function lowerNoun(type: HistoryType): string {
  return pieceNoun(type).toLowerCase();
}

/** Says that Inkwell's offline summarizer picks (or picked) the summary's sentences; the owner is also told how to connect a model. */
function OfflineSummaryNote({ writing, owner }: { writing: boolean; owner: boolean }) {
  return (
    <div className="flex gap-3 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-900/60 dark:bg-amber-950/40 dark:text-amber-100">
      <Icon name="bolt" className="mt-0.5 size-4 text-amber-700 dark:text-amber-300" />
      <p>
        <span className="font-semibold">{writing ? "Summarizing with Inkwell's offline summarizer" : "Summarized by Inkwell's offline summarizer"}</span>
        {', which picks the most important sentences of the source and keeps their wording, rather than an AI model.'}
        {owner && <ConnectModelHint />}
      </p>
    </div>
  );
}

/** Says that Inkwell's offline composer writes (or wrote) the draft; the owner is also told how to connect a model. */
function OfflineNote({ before = false, owner }: { before?: boolean; owner: boolean }) {
  return (
    <div className="flex gap-3 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-900/60 dark:bg-amber-950/40 dark:text-amber-100">
      <Icon name="bolt" className="mt-0.5 size-4 text-amber-700 dark:text-amber-300" />
      <p>
        <span className="font-semibold">
          {before ? 'Drafts are samples written by Inkwell\'s offline composer' : 'Drafted by Inkwell\'s offline composer'}
        </span>
        {before
          ? ', from templates, because no AI model is connected.'
          : ', from templates, not by an AI model. Use it as a starting point and make it your own.'}
        {owner && <ConnectModelHint />}
      </p>
    </div>
  );
}

/** Says how a humanized version was made: the offline editor's rule-based edits, or a model's rewrite. */
function HumanizedEngineLine({ engine, model }: { engine: AiEngineName; model: string }) {
  if (engine === 'offline') {
    return (
      <div className="flex gap-3 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-900/60 dark:bg-amber-950/40 dark:text-amber-100">
        <Icon name="bolt" className="mt-0.5 size-4 text-amber-700 dark:text-amber-300" />
        <p>
          <span className="font-semibold">Humanized by Inkwell&apos;s offline editor</span>
          {', with rule-based edits (plainer wording, fewer hedges, long sentences split), not by an AI model.'}
        </p>
      </div>
    );
  }
  return (
    <p className="flex items-center gap-2 text-sm text-gray-600 dark:text-gray-400">
      <Icon name="smile" className="size-4 text-indigo-600 dark:text-indigo-400" />
      <span>
        {'Humanized with '}
        <span className="font-medium text-gray-900 dark:text-white">{model}</span>
        {` (${ENGINE_LABELS[engine]})`}
      </span>
    </p>
  );
}

type EngineLineProps = { type: HistoryType; engine: AiEngineName; model: string; writing: boolean; owner: boolean };

function EngineLine({ type, engine, model, writing, owner }: EngineLineProps) {
  if (engine === 'offline') {
    return type === SUMMARY_KIND.id ? <OfflineSummaryNote writing={writing} owner={owner} /> : <OfflineNote before={writing} owner={owner} />;
  }
  const summarizing = type === SUMMARY_KIND.id;
  const verb = writing ? (summarizing ? 'Summarizing' : 'Writing') : summarizing ? 'Summarized' : 'Written';
  return (
    <p className="flex items-center gap-2 text-sm text-gray-600 dark:text-gray-400">
      <Icon name="sparkles" className="size-4 text-indigo-600 dark:text-indigo-400" />
      <span>
        {`${verb} with `}
        <span className="font-medium text-gray-900 dark:text-white">{model}</span>
        {` (${ENGINE_LABELS[engine]})`}
      </span>
    </p>
  );
}

/** docs/product/screens.md#dashboard: the generated content with Copy, Humanize (non-free tiers) and Publish to Social. */
export function ContentPanel({ shown, streaming, tier, engine, owner, headingRef, onCreateFrom, onHumanize, onPublish, onRegenerate }: ContentPanelProps) {
  const [view, setView] = useState<'formatted' | 'raw'>('formatted');
  // The notice belongs to the draft that was copied: a new draft (or one opened from history) hides it.
  const [copyNotice, setCopyNotice] = useState<{ tone: 'success' | 'error'; text: string; draft: ShownContent } | null>(null);
  const shownNotice = copyNotice && copyNotice.draft === shown ? copyNotice : null;
  // docs/product/validation.md#humanizer's 'No content to humanize', for the draft it was said about.
  const [blankDraft, setBlankDraft] = useState<ShownContent | null>(null);
  const notesId = useId();

  useEffect(() => {
    if (!copyNotice) return;
    const timer = setTimeout(() => setCopyNotice(null), COPY_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [copyNotice]);

  const writing = streaming && shown !== null && shown.result === null;
  // Each kind says whether it is written in Markdown (its contract entry's format).
  const markdown = shown !== null && historyKind(shown.type).format === 'markdown';
  const hasText = shown !== null && shown.text.trim() !== '';
  // While a draft streams, the engine writing it is the server's; once saved, the one that wrote it.
  const draftEngine = shown?.result ? shown.result.engine : engine?.name;
  // A humanized version has a label of its own, which says how it was edited.
  const sample = shown !== null && !shown.humanized && draftEngine === 'offline';
  const free = tier === 'free';
  const summary = shown?.type === SUMMARY_KIND.id;

  async function copy() {
    if (!shown) return;
    try {
      await navigator.clipboard.writeText(shown.text);
      setCopyNotice({ tone: 'success', text: GENERATION_MESSAGES.copied, draft: shown });
    } catch {
      setCopyNotice({ tone: 'error', text: 'Copying is blocked in this browser. Select the text and copy it instead.', draft: shown });
    }
  }

  function humanize() {
    if (!shown) return;
    if (shown.text.trim() === '') {
      setBlankDraft(shown);
      return;
    }
    setBlankDraft(null);
    onHumanize();
  }

  let announcement = '';
  // The stage, not every percent of the upload: a screen reader would read nothing else.
  if (writing && shown.progress) announcement = `${STAGE_LABELS[shown.progress.stage]}…`;
  else if (writing) announcement = `Writing your ${lowerNoun(shown.type)}…`;
  else if (shown?.humanized) announcement = `The humanized ${lowerNoun(shown.type)} is shown.`;
  else if (shown?.origin === 'generation' && shown.result) announcement = `Your ${lowerNoun(shown.type)} is ready.`;

  return (
    <section
      aria-labelledby="content-heading"
      aria-busy={writing}
      className="rounded-2xl border border-gray-200 bg-white shadow-sm dark:border-gray-800 dark:bg-gray-900"
    >
      <div className="flex flex-wrap items-start justify-between gap-3 border-b border-gray-100 px-4 py-4 sm:px-6 dark:border-gray-800">
        <div className="min-w-0">
          <h2
            id="content-heading"
            ref={headingRef}
            tabIndex={-1}
            className="scroll-mt-40 rounded text-lg font-semibold text-gray-900 focus:outline-none focus-visible:outline-2 lg:scroll-mt-24 dark:text-white"
          >
            Generated Content
          </h2>
          {shown && (
            <p className="mt-0.5 text-sm break-words text-gray-600 dark:text-gray-400">
              <span className="font-medium text-gray-800 dark:text-gray-200">{pieceNoun(shown.type)}</span>
              {` · ${shown.topic}`}
            </p>
          )}
        </div>
        {shown && (
          <div className="flex flex-wrap items-center gap-2">
            {sample && <Badge tone="warning">{summary ? OFFLINE_SUMMARY_LABEL : OFFLINE_DRAFT_LABEL}</Badge>}
            {shown.humanized && !writing && (
              <Badge className="gap-1">
                <Icon name="smile" className="size-3.5" />
                Humanized
              </Badge>
            )}
            {writing ? (
              <Badge className="gap-1.5">
                <span aria-hidden="true" className="size-1.5 animate-pulse rounded-full bg-current" />
                Writing…
              </Badge>
            ) : shown.origin === 'history' ? (
              <Badge tone="neutral">From your history</Badge>
            ) : (
              <Badge tone="success">Ready</Badge>
            )}
          </div>
        )}
      </div>

      {shown === null ? (
        <div className="space-y-4 px-4 py-10 text-center sm:px-6">
          <span className="mx-auto flex size-12 items-center justify-center rounded-xl bg-indigo-50 text-indigo-700 dark:bg-indigo-500/10 dark:text-indigo-300">
            <Icon name="pencil" className="size-6" />
          </span>
          <div>
            <p className="font-medium text-gray-900 dark:text-white">Your draft appears here</p>
            <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">
              Pick a content type, give it a topic and press Generate. You can watch it being written.
            </p>
          </div>
          {engine?.name === 'offline' && (
            <div className="mx-auto max-w-xl text-left">
              <OfflineNote before owner={owner} />
            </div>
          )}
        </div>
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-2 px-4 pt-4 sm:px-6">
            {markdown && (
              <div role="group" aria-label="View" className="mr-auto inline-flex rounded-lg border border-gray-200 p-0.5 dark:border-gray-700">
                {(['formatted', 'raw'] as const).map((option) => (
                  <button
                    key={option}
                    type="button"
                    aria-pressed={view === option}
                    onClick={() => setView(option)}
                    className={classNames(
                      'rounded-md px-3 py-1.5 text-sm font-medium transition-colors',
                      view === option
                        ? 'bg-indigo-600 text-white dark:bg-indigo-500'
                        : 'text-gray-700 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-gray-800',
                    )}
                  >
                    {option === 'formatted' ? 'Formatted' : 'Markdown'}
                  </button>
                ))}
              </div>
            )}
            <div className={classNames('flex flex-wrap gap-2', !markdown && 'mr-auto')}>
              <Button variant="secondary" size="sm" onClick={() => void copy()} disabled={writing || !hasText}>
                <Icon name="document" className="size-4" />
                Copy
              </Button>
              <Button
                variant="secondary"
                size="sm"
                onClick={humanize}
                disabled={free || streaming}
                aria-describedby={free ? `${notesId}-humanize` : undefined}
              >
                <Icon name="smile" className="size-4" />
                Humanize
              </Button>
              {shown.result && !writing && (
                // The piece in the editor (issue 26): edit its text, see its versions. A link, so it opens in a new tab too.
                <Link to={libraryItemPath(shown.result.id)} className={buttonStyles({ variant: 'secondary', size: 'sm' })}>
                  <Icon name="pencil" className="size-4" />
                  Edit
                </Link>
              )}
              <Button variant="secondary" size="sm" onClick={onPublish} disabled={streaming}>
                <Icon name="send" className="size-4" />
                Publish to Social
              </Button>
              {onRegenerate && shown.origin === 'generation' && (
                <Button variant="secondary" size="sm" onClick={onRegenerate} disabled={streaming}>
                  <Icon name="sparkles" className="size-4" />
                  Regenerate
                </Button>
              )}
              {summary && shown.result && <CreateFromMenu disabled={streaming} onCreate={onCreateFrom} />}
            </div>
          </div>
          {free && (
            <p id={`${notesId}-humanize`} className="px-4 pt-2 text-xs text-gray-600 sm:px-6 dark:text-gray-400">
              {GENERATION_MESSAGES.humanizerNeedsPlan}{' '}
              <Link to={paths.pricing} className="rounded font-semibold text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300">
                See plans
              </Link>
            </p>
          )}
          {blankDraft === shown && (
            <p
              role="alert"
              className="mx-4 mt-3 inline-flex items-center gap-1.5 rounded-lg bg-red-50 px-3 py-1.5 text-sm font-medium text-red-800 sm:mx-6 dark:bg-red-950/50 dark:text-red-200"
            >
              {MESSAGES.noContentToHumanize}
            </p>
          )}
          {shownNotice && (
            <p
              role={shownNotice.tone === 'error' ? 'alert' : 'status'}
              className={classNames(
                'mx-4 mt-3 inline-flex items-center gap-1.5 rounded-lg px-3 py-1.5 text-sm font-medium sm:mx-6',
                shownNotice.tone === 'success'
                  ? 'bg-emerald-50 text-emerald-800 dark:bg-emerald-950/50 dark:text-emerald-200'
                  : 'bg-red-50 text-red-800 dark:bg-red-950/50 dark:text-red-200',
              )}
            >
              {shownNotice.tone === 'success' && <Icon name="check" className="size-4" />}
              {shownNotice.text}
            </p>
          )}

          <div className="px-4 py-5 sm:px-6" data-testid="generated-content">
            {writing && !hasText && shown.progress ? (
              <SummaryProgress progress={shown.progress} />
            ) : writing && !hasText ? (
              <div aria-hidden="true" className="space-y-3">
                <div className="h-3 w-3/4 animate-pulse rounded bg-gray-200 dark:bg-gray-800" />
                <div className="h-3 w-full animate-pulse rounded bg-gray-200 dark:bg-gray-800" />
                <div className="h-3 w-5/6 animate-pulse rounded bg-gray-200 dark:bg-gray-800" />
              </div>
            ) : markdown && view === 'formatted' ? (
              // Until the renderer has loaded, the draft shows as its source text.
              <Suspense fallback={<div className="break-words whitespace-pre-wrap text-gray-800 dark:text-gray-200">{shown.text}</div>}>
                <MarkdownView markdown={shown.text} />
              </Suspense>
            ) : (
              <div
                className={classNames(
                  'break-words whitespace-pre-wrap text-gray-800 dark:text-gray-200',
                  markdown ? 'font-mono text-sm leading-6' : 'text-[0.9375rem] leading-7',
                )}
              >
                <SlotText text={shown.text} />
              </div>
            )}
            {writing && hasText && (
              <span aria-hidden="true" className="mt-1 inline-block h-4 w-1.5 animate-pulse rounded-sm bg-indigo-500 align-middle" />
            )}
          </div>

          <div className="space-y-3 border-t border-gray-100 px-4 py-4 sm:px-6 dark:border-gray-800">
            {historyKind(shown.type).platformLength && shown.platform && <CharacterCount platform={shown.platform} text={shown.text} />}
            {shown.source && <SummarySourceLine source={shown.source} />}
            {shown.result && shown.humanized ? (
              <HumanizedEngineLine engine={shown.result.engine} model={shown.result.model} />
            ) : shown.result ? (
              <EngineLine type={shown.type} engine={shown.result.engine} model={shown.result.model} writing={false} owner={owner} />
            ) : (
              engine && <EngineLine type={shown.type} engine={engine.name} model={engine.model} writing owner={owner} />
            )}
          </div>
        </>
      )}

      <p role="status" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}
