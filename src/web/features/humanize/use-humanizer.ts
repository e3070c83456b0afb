import { useEffect, useRef, useState } from 'react';
import type { HumanizeContentType, HumanizeMode, HumanizeRequestInput, HumanizeResponse } from '../../../contract/humanize';
import { useAuth } from '../../lib/auth/use-auth';
import { frameBatcher } from '../../lib/frame-batcher';
import { useHumanize } from './api/humanize';
import { humanizeErrorMessage } from './humanize-error-message';

/** One humanization the modal shows: the text it started from, the humanized text as it streams, then the saved version or the error. */
export type HumanizeRun = {
  original: string;
  contentType: HumanizeContentType;
  /** The humanized text so far (the whole of it once done). */
  text: string;
  result: HumanizeResponse | null;
  error: string | null;
  /** The request it was made with (a run humanized again in another mode sends it with that mode). */
  request?: HumanizeRequestInput;
};

/**
 * The humanizer's state on the dashboard: `start` opens it on a draft and streams the humanized
 * version; `close` (or leaving the page) stops a request still running, which releases its quota on
 * the server. The usage counters are read again after each request (the history is, by the request).
 */
export function useHumanizer() {
  const { refreshUser } = useAuth();
  const mutation = useHumanize();
  const [run, setRun] = useState<HumanizeRun | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(
    () => () => {
      controller.current?.abort(new DOMException('The page was left', 'AbortError'));
    },
    [],
  );

  async function start(request: HumanizeRequestInput) {
    controller.current?.abort(new DOMException('Another humanization started', 'AbortError'));
    const current = new AbortController();
    controller.current = current;
    const base = { original: request.text, contentType: request.content_type, result: null, error: null, request };
    const batcher = frameBatcher<string>((text) => {
      if (!current.signal.aborted) setRun({ ...base, text });
    });

    setRun({ ...base, text: '' });
    try {
      const result = await mutation.mutateAsync({ request, onText: batcher.push, signal: current.signal });
      batcher.cancel();
      if (!current.signal.aborted) setRun({ ...base, text: result.humanized_text, result });
    } catch (failure) {
      batcher.cancel();
      // Closed, or the page was left: nobody to tell.
      if (!current.signal.aborted) setRun({ ...base, text: '', error: humanizeErrorMessage(failure) });
    } finally {
      if (controller.current === current) controller.current = null;
      // The counter moves on success; on a refusal it may differ from what is shown too.
      void refreshUser();
    }
  }

  function close() {
    controller.current?.abort(new DOMException('The humanizer was closed', 'AbortError'));
    controller.current = null;
    setRun(null);
  }

  return {
    run,
    start: (request: HumanizeRequestInput) => void start(request),
    /** The same text again, in another mode. */
    again: (mode: HumanizeMode) => {
      if (run?.request) void start({ ...run.request, mode });
    },
    close,
    /** The humanized text is still streaming. */
    streaming: run !== null && run.result === null && run.error === null,
  };
}
