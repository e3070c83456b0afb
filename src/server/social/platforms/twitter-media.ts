import { SocialError } from '../errors';
import type { PublishMedia } from '../port';
import { apiUrl, bearer, fetchJson, objectField, stringField, unexpectedAnswer, uploadTimeoutMs, type ExplainFailure } from './http';
import { evenSlices, readAll, readSlices } from './media-slices';
import { pollUntil, type PollSettings } from './poll';

/** Besides planPost's one video or images only: at most 4 images (docs.x.com, media best practices). */
export function twitterMediaProblem(media: PublishMedia[]): string | undefined {
  return media.length > 4 ? 'X takes up to 4 images or one video on a post.' : undefined;
}

/** APPEND segments: X accepts up to 5 MB each. */
const SEGMENT_BYTES = 4 * 1024 * 1024;

const explainMedia: ExplainFailure = ({ status }) =>
  status === 400 || status === 413 ? { message: 'X could not use the attached media: check its format and size.' } : undefined;

export interface TwitterMediaContext {
  api: string;
  accessToken: string;
  timeoutMs: number;
  signal?: AbortSignal;
  poll: PollSettings;
}

/** Uploads each file with X API v2 (`POST /2/media/upload`) and answers their media ids, in order. */
export async function uploadTwitterMedia(ctx: TwitterMediaContext, media: PublishMedia[]): Promise<string[]> {
  const ids: string[] = [];
  for (const item of media) ids.push(item.kind === 'video' ? await uploadVideo(ctx, item) : await uploadImage(ctx, item));
  return ids;
}

function call(ctx: TwitterMediaContext, path: string, init: RequestInit, opts: { query?: Record<string, string>; bytes?: number } = {}) {
  return fetchJson(apiUrl(ctx.api, path, opts.query), { ...init, headers: bearer(ctx.accessToken, init.headers as Record<string, string>) }, {
    timeoutMs: uploadTimeoutMs(ctx.timeoutMs, opts.bytes ?? 0),
    signal: ctx.signal,
    explain: explainMedia,
  });
}

/** Images go in one request. */
async function uploadImage(ctx: TwitterMediaContext, image: PublishMedia): Promise<string> {
  const form = new FormData();
  form.set('media', new Blob([await readAll(image)], { type: image.contentType }), 'image');
  form.set('media_category', 'tweet_image');
  form.set('media_type', image.contentType);
  return mediaId(await call(ctx, '/2/media/upload', { method: 'POST', body: form }, { bytes: image.bytes }));
}

/** Videos go in segments: initialize, append each, finalize, then wait for X to process it. */
async function uploadVideo(ctx: TwitterMediaContext, video: PublishMedia): Promise<string> {
  const init = await call(ctx, '/2/media/upload/initialize', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ media_type: video.contentType, total_bytes: video.bytes, media_category: 'tweet_video' }),
  });
  const id = mediaId(init);
  let index = 0;
  for await (const segment of readSlices(video, evenSlices(video.bytes, SEGMENT_BYTES))) {
    const form = new FormData();
    form.set('segment_index', String(index++));
    form.set('media', new Blob([segment], { type: 'application/octet-stream' }), 'segment');
    await call(ctx, `/2/media/upload/${id}/append`, { method: 'POST', body: form }, { bytes: segment.length });
  }
  const finalized = await call(ctx, `/2/media/upload/${id}/finalize`, { method: 'POST' });
  let processing = objectField(objectField(finalized, 'data'), 'processing_info');
  if (!processing) return id;
  let first = true;
  const ready = await pollUntil(
    ctx.poll,
    async () => {
      if (!first) {
        const status = await call(ctx, '/2/media/upload', { method: 'GET' }, { query: { command: 'STATUS', media_id: id } });
        processing = objectField(objectField(status, 'data'), 'processing_info');
      }
      first = false;
      const state = processing ? stringField(processing, 'state') : 'succeeded';
      if (state === 'succeeded') return { done: true, value: true };
      if (state === 'failed') throw new SocialError('invalid', 'X could not process the video: check its format and length.');
      return { done: false, hintSeconds: Number(processing?.check_after_secs) };
    },
    ctx.signal,
  );
  if (!ready) throw new SocialError('retry', 'X is still processing the video. Try publishing again in a few minutes.');
  return id;
}

function mediaId(answer: Record<string, unknown>): string {
  const id = stringField(objectField(answer, 'data'), 'id');
  if (!id) throw unexpectedAnswer();
  return id;
}
