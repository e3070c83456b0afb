import { z } from 'zod';
import { ApiError } from './api-error';
import { readEventStream } from './read-event-stream';

const TextEvent = z.object({ text: z.string() });
const ErrorEvent = z.object({ detail: z.string(), status: z.number().int() });

/**
 * Reads the answer of a generation or a summary: server-sent events (`delta` appends, `replace`
 * starts over, `done` carries the saved object, `error` fails with ApiError), or the same object as
 * plain JSON from a server or proxy that does not stream. `onText` gets the whole text shown so far
 * each time it changes; events of the caller's own (a summary's stages) go to `onEvent`; unknown
 * ones (keep-alives, future additions) are ignored. `touch` is called on every event read.
 */
export async function readStreamedAnswer<R>(
  response: Response,
  opts: {
    parse: (data: unknown) => R;
    textOf: (result: R) => string;
    onText: (text: string) => void;
    onEvent?: (event: string, data: unknown) => void;
    touch: () => void;
  },
): Promise<R> {
  const finish = (result: R) => {
    opts.onText(opts.textOf(result));
    return result;
  };
  if (!(response.headers.get('Content-Type') ?? '').includes('text/event-stream') || !response.body) {
    return finish(opts.parse(await response.json()));
  }

  let text = '';
  for await (const message of readEventStream(response.body)) {
    opts.touch();
    const data = () => JSON.parse(message.data) as unknown;
    switch (message.event) {
      case 'delta':
        text += TextEvent.parse(data()).text;
        opts.onText(text);
        break;
      case 'replace':
        text = TextEvent.parse(data()).text;
        opts.onText(text);
        break;
      case 'done':
        return finish(opts.parse(data()));
      case 'error': {
        const failure = ErrorEvent.parse(data());
        throw new ApiError(failure.status, failure.detail);
      }
      default:
        // Read only when the caller asked for other events: a keep-alive need not carry JSON.
        if (opts.onEvent) opts.onEvent(message.event, data());
    }
  }
  throw new Error('The stream ended before the answer was complete');
}
