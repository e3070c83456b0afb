import { useEffect, useRef, useState } from 'react';
import type { ContentRequestOf, ContentType, GenerationResponse, HistoryItem } from '../../../contract/content';
import { SOCIAL_LIMITS, type SocialPlatform } from '../../../contract/social-limits';
import { useAuth } from '../../lib/auth/use-auth';
import { useGenerateContent } from './api/generate-content';
import { generationErrorMessage } from './generation-messages';

/** What the generated-content panel shows: a piece being written, just written, or opened from history. */
export type ShownContent = {
  type: ContentType;
  topic: string;
  /** The social platform the post was written for, for its character count; null when not known. */
  platform: SocialPlatform | null;
  text: string;
  /** The saved piece; null while it is still being written. */
  result: Pick<GenerationResponse, 'id' | 'engine' | 'model'> | null;
  origin: 'generation' | 'history';
};

export type GenerateFn = <T extends ContentType>(type: T, request: ContentRequestOf[T]) => void;

/** Hands the streamed text to React at most once a frame: a fast model sends many small pieces. */
function frameBatcher(apply: (text: string) => void) {
  let frame: number | null = null;
  let latest = '';
  return {
    push(text: string) {
      latest = text;
      if (frame === null) {
        frame = requestAnimationFrame(() => {
          frame = null;
          apply(latest);
        });
      }
    },
    cancel() {
      if (frame !== null) cancelAnimationFrame(frame);
      frame = null;
    },
  };
}

/**
 * The dashboard's generation state (SPEC §4): one busy flag for every generator, the streamed text,
 * the error to show. After each generation the usage counters and the history are read again.
 */
export function useGeneration() {
  const { refreshUser } = useAuth();
  const mutation = useGenerateContent();
  const [shown, setShown] = useState<ShownContent | null>(null);
  const [pendingType, setPendingType] = useState<ContentType | null>(null);
  const [error, setError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  // Leaving the page stops the generation (the server then releases the reserved quota).
  useEffect(
    () => () => {
      controller.current?.abort(new DOMException('The page was left', 'AbortError'));
    },
    [],
  );

  async function generate<T extends ContentType>(type: T, request: ContentRequestOf[T]) {
    if (controller.current) return;
    const current = new AbortController();
    controller.current = current;
    const previous = shown;
    const platform = type === 'social_media' ? (request as ContentRequestOf['social_media']).platform : null;
    const base = { type, topic: request.topic, platform, origin: 'generation' as const };
    const batcher = frameBatcher((text) => setShown({ ...base, text, result: null }));

    setError(null);
    setPendingType(type);
    setShown({ ...base, text: '', result: null });
    try {
      const result = await mutation.mutateAsync({ type, request, onText: (text) => batcher.push(text), signal: current.signal });
      batcher.cancel();
      setShown({ ...base, text: result.content, result });
    } catch (failure) {
      batcher.cancel();
      // Stopped because the page was left: nobody to tell.
      if (current.signal.aborted) return;
      setShown(previous);
      setError(generationErrorMessage(failure));
    } finally {
      controller.current = null;
      setPendingType(null);
      // The counters change on success; on a refusal they may differ from what is shown too.
      void refreshUser();
    }
  }

  function showHistoryItem(item: HistoryItem) {
    if (controller.current) return;
    setError(null);
    setShown({
      type: item.metadata.type,
      topic: item.metadata.topic,
      platform: item.metadata.type === 'social_media' && isSocialPlatform(item.metadata.platform) ? item.metadata.platform : null,
      text: item.content,
      result: { id: item.id, engine: item.engine, model: item.model },
      origin: 'history',
    });
  }

  return {
    generate: (<T extends ContentType>(type: T, request: ContentRequestOf[T]) => void generate(type, request)) as GenerateFn,
    showHistoryItem,
    dismissError: () => setError(null),
    /** One busy flag: while any generation runs, every Generate button is disabled. */
    busy: pendingType !== null,
    pendingType,
    shown,
    error,
  };
}

function isSocialPlatform(value: string | undefined): value is SocialPlatform {
  return value !== undefined && value in SOCIAL_LIMITS;
}
