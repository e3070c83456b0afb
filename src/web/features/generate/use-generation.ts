import { useEffect, useRef, useState } from 'react';
import {
  historyKind,
  HUMANIZED_KIND,
  SUMMARY_KIND,
  type AiEngineName,
  type ContentRequestOf,
  type ContentType,
  type GenerationResponse,
  type HistoryItem,
  type HistoryType,
} from '../../../contract/content';
import { SOCIAL_LIMITS, type SocialPlatform } from '../../../contract/social-limits';
import type { SummarySource } from '../../../contract/summaries';
import { errorMessage } from '../../lib/api-error';
import { useAuth } from '../../lib/auth/use-auth';
import { frameBatcher } from '../../lib/frame-batcher';
import { GENERATION_MESSAGES, generationErrorMessage } from '../../lib/generation-messages';
import type { SummaryProgress } from '../../lib/summary-progress';
import { useGenerateContent } from './api/generate-content';
import { useSaveHumanizedVersion } from './api/save-humanized-version';
import { toSourceText, type AttachedSource } from './attached-source';

/** What the generated-content panel shows: a piece being written, just written, or opened from history. */
export type ShownContent = {
  type: HistoryType;
  topic: string;
  /** The social platform the post was written for, for its character count; null when not known. */
  platform: SocialPlatform | null;
  text: string;
  /** The saved piece; null while it is still being written. */
  result: Pick<GenerationResponse, 'id' | 'engine' | 'model'> | null;
  origin: 'generation' | 'history';
  /** What a summary was made from, once the server has read it. */
  source: SummarySource | null;
  /** How far a summary has come, while it runs. */
  progress: SummaryProgress | null;
  /** The text is a humanized version (of a draft or summary of `type`). */
  humanized: boolean;
};

/**
 * What 'Use Humanized Version' puts in the panel: the humanized text and its saved record, and the
 * piece it was made from (`source_id`; null for text that was never saved).
 */
export type HumanizedVersion = { id: string; humanized_text: string; engine: AiEngineName; model: string; source_id: string | null };

export type GenerateFn = <T extends ContentType>(type: T, request: ContentRequestOf[T]) => void;

/** What a running piece reports: its text so far, its progress; and the signal that stops it. */
export type PieceHandlers = {
  onText: (text: string) => void;
  onProgress: (progress: SummaryProgress) => void;
  signal: AbortSignal;
};

/** A finished piece: its text and saved record; a summary also names its source (and so its topic). */
export type FinishedPiece = {
  text: string;
  result: Pick<GenerationResponse, 'id' | 'engine' | 'model'>;
  topic?: string;
  source?: SummarySource;
};

/** One piece to make: what the panel shows while it runs, and the request that makes it. */
export type PieceJob = {
  type: HistoryType;
  topic: string;
  platform?: SocialPlatform | null;
  execute: (handlers: PieceHandlers) => Promise<FinishedPiece>;
};

type LiveState = { text: string; progress: SummaryProgress | null };

/**
 * The dashboard's generation state (docs/product/states.md#generation): one busy flag for every generator and the summarizer,
 * the streamed text, the error to show, and the summary attached to a generator ("Create from
 * this"). After each piece the usage counters are read again (the history is, by each request).
 */
export function useGeneration() {
  const { refreshUser } = useAuth();
  const mutation = useGenerateContent();
  const saveHumanized = useSaveHumanizedVersion();
  const [shown, setShown] = useState<ShownContent | null>(null);
  const [pendingType, setPendingType] = useState<HistoryType | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attached, setAttached] = useState<AttachedSource | null>(null);
  // The generation that made the draft shown, for "Regenerate": the same kind and the same request.
  const [again, setAgain] = useState<PieceJob | null>(null);
  const controller = useRef<AbortController | null>(null);
  const attachments = useRef(0);

  // Leaving the page stops the piece being made (the server then releases the reserved quota).
  useEffect(
    () => () => {
      controller.current?.abort(new DOMException('The page was left', 'AbortError'));
    },
    [],
  );

  /** Runs one piece if nothing else runs; true once it is done. A repeatable piece can be made again ("Regenerate"). */
  async function run(job: PieceJob, repeatable = false): Promise<boolean> {
    if (controller.current) return false;
    const current = new AbortController();
    controller.current = current;
    const previous = shown;
    const base = { type: job.type, topic: job.topic, platform: job.platform ?? null, origin: 'generation' as const, source: null, humanized: false };
    const live: LiveState = { text: '', progress: null };
    const batcher = frameBatcher<LiveState>((latest) => setShown({ ...base, ...latest, result: null }));
    const onText = (text: string) => {
      live.text = text;
      batcher.push({ ...live });
    };
    const onProgress = (progress: SummaryProgress) => {
      live.progress = progress;
      batcher.push({ ...live });
    };

    setError(null);
    setPendingType(job.type);
    setShown({ ...base, text: '', progress: null, result: null });
    try {
      const piece = await job.execute({ onText, onProgress, signal: current.signal });
      batcher.cancel();
      setShown({ ...base, topic: piece.topic ?? job.topic, text: piece.text, result: piece.result, source: piece.source ?? null, progress: null });
      setAgain(repeatable ? job : null);
      return true;
    } catch (failure) {
      batcher.cancel();
      // Stopped because the page was left: nobody to tell.
      if (current.signal.aborted) return false;
      // The draft before stays, and so does what made it.
      setShown(previous);
      setError(generationErrorMessage(failure));
      return false;
    } finally {
      controller.current = null;
      setPendingType(null);
      // The counters change on success; on a refusal they may differ from what is shown too.
      void refreshUser();
    }
  }

  async function generate<T extends ContentType>(type: T, request: ContentRequestOf[T]) {
    // An attached summary goes with the request of its own generator, and is used up by it.
    const source = attached?.type === type ? attached : null;
    const sent: ContentRequestOf[T] = source ? { ...request, source: source.text } : request;
    // Regenerate sends this same request again (with the same source, though its chip is gone by then).
    const done = await run(
      {
        type,
        topic: request.topic,
        platform: countedPlatform(type, 'platform' in request ? request.platform : undefined),
        execute: async ({ onText, signal }) => {
          const result = await mutation.mutateAsync({ type, request: sent, onText, signal });
          return { text: result.content, result };
        },
      },
      true,
    );
    if (done && source) setAttached((current) => (current?.key === source.key ? null : current));
  }

  function showHistoryItem(item: HistoryItem) {
    if (controller.current) return;
    setAgain(null);
    // A humanized version is shown as the kind of text it was: a blog post as Markdown, a post with its count.
    const type = item.metadata.humanized?.content_type ?? item.metadata.type;
    setError(null);
    setShown({
      type,
      topic: item.metadata.topic,
      platform: countedPlatform(type, item.metadata.platform),
      text: item.content,
      result: { id: item.id, engine: item.engine, model: item.model },
      origin: 'history',
      source: item.metadata.source ?? null,
      progress: null,
      humanized: item.metadata.type === HUMANIZED_KIND.id,
    });
  }

  /**
   * 'Use Humanized Version': the humanized text replaces the one shown, which keeps its kind, topic and
   * source. Humanized from a saved piece, it also becomes that piece's next version (issue 26), and the
   * panel then stands for the piece again (Edit opens it; humanizing again starts from it).
   */
  function applyHumanized(version: HumanizedVersion) {
    if (controller.current) return;
    setError(null);
    setShown((current) =>
      current && {
        ...current,
        text: version.humanized_text,
        result: { id: version.id, engine: version.engine, model: version.model },
        humanized: true,
      },
    );
    const pieceId = version.source_id;
    if (!pieceId) return;
    saveHumanized.mutate(
      { id: pieceId, body: { content: version.humanized_text, source: 'humanized', humanized_id: version.id } },
      {
        onSuccess: () =>
          setShown((current) =>
            current?.result?.id === version.id ? { ...current, result: { ...current.result, id: pieceId } } : current,
          ),
        onError: (failure) => setError(`${GENERATION_MESSAGES.humanizedNotSaved} ${errorMessage(failure, '')}`.trim()),
      },
    );
  }

  /** "Create from this": attaches the summary in the panel to a generator. */
  function createFrom(type: ContentType) {
    if (controller.current || shown?.type !== SUMMARY_KIND.id || !shown.result) return;
    attachments.current += 1;
    setAttached({ type, title: shown.source?.title ?? shown.topic, text: toSourceText(shown.text), key: attachments.current });
  }

  return {
    generate: (<T extends ContentType>(type: T, request: ContentRequestOf[T]) => void generate(type, request)) as GenerateFn,
    /** Makes any piece (a summary) with the same busy flag, panel and error handling as a generation. */
    run: (job: PieceJob) => void run(job),
    /**
     * "Regenerate": makes the draft shown again from the request that made it; null when the panel
     * shows something else (nothing, a summary, a piece opened from history).
     */
    regenerate: again ? () => void run(again, true) : null,
    showHistoryItem,
    applyHumanized,
    createFrom,
    detachSource: () => setAttached(null),
    attached,
    dismissError: () => setError(null),
    /** One busy flag: while any piece is being made, every Generate and Summarize button is disabled. */
    busy: pendingType !== null,
    pendingType,
    shown,
    error,
  };
}

function isSocialPlatform(value: unknown): value is SocialPlatform {
  return typeof value === 'string' && value in SOCIAL_LIMITS;
}

/** The platform whose count a piece is shown with: only a kind its platform counts (a social post) has one. */
function countedPlatform(type: HistoryType, platform: unknown): SocialPlatform | null {
  return historyKind(type).platformLength && isSocialPlatform(platform) ? platform : null;
}
