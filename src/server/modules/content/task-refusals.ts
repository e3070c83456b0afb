import { MESSAGES } from '../../../contract/messages';
import { HttpError } from '../../lib/http-error';
import { OwnerBlockedError, PoolBusyError, PoolClosedError, TaskLimitError, type TaskName } from '../../workers/pool';
import { serverBusy } from './limits';

/** What a task worked on, in the creator's words. */
const SUBJECT: Record<TaskName, keyof typeof WORDING> = {
  extractDocument: 'source',
  extractArticle: 'source',
  summarize: 'source',
  countWords: 'source',
  humanize: 'text',
  reviewRewrite: 'text',
  compose: 'draft',
  fidelity: 'draft',
  forPlatforms: 'piece',
};

const WORDING = {
  source: { what: 'This file or page', per: 'one file or page', retry: 'Try a shorter or simpler file.' },
  text: { what: 'This text', per: 'one text', retry: 'Try a shorter or simpler text, or humanize it in parts.' },
  draft: { what: 'This draft', per: 'one draft', retry: 'Try a shorter length.' },
  piece: { what: 'This piece', per: 'one piece', retry: 'Shorten it in the editor, then prepare it again.' },
};

/** A task over its time or memory limit, as the creator is told it (422 for time, 413 for memory). */
export function overLimit(err: TaskLimitError): HttpError {
  const words = WORDING[SUBJECT[err.task as TaskName] ?? 'source'];
  if (err.reason === 'time') {
    return new HttpError(
      422,
      `${words.what} needs more work than the ${Math.round(err.limit / 1000)} seconds Inkwell gives ${words.per}, so it was stopped. ${words.retry}`,
      {},
      err.message,
    );
  }
  return new HttpError(413, `${words.what} needs more memory than Inkwell gives ${words.per}, so it was stopped. ${words.retry}`, {}, err.message);
}

/** The creator used up the abuse budget: their files and texts wait until the oldest strike ages out. */
export function ownerBlocked(err: OwnerBlockedError): HttpError {
  const minutes = Math.max(1, Math.ceil(err.retryAfterMs / 60_000));
  return new HttpError(
    429,
    `Several of your recent files or texts were too heavy to process, so Inkwell will take new ones from you again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    { 'retry-after': String(Math.ceil(err.retryAfterMs / 1000)) },
  );
}

/** The worker pool's refusals as the answers a creator gets; anything else is passed on as it is. */
export function taskRefusal(err: unknown): unknown {
  if (err instanceof PoolBusyError) return serverBusy();
  if (err instanceof TaskLimitError) return overLimit(err);
  if (err instanceof OwnerBlockedError) return ownerBlocked(err);
  if (err instanceof PoolClosedError) return new HttpError(503, MESSAGES.restarting, { 'retry-after': '5' });
  return err;
}
