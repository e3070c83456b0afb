import { SocialError } from '../errors';
import type { PublishMedia } from '../port';
import { apiUrl, arrayField, bearer, fetchJson, headersOf, objectField, platformFetch, stringField, unexpectedAnswer, uploadTimeoutMs, type ExplainFailure } from './http';
import { readAll, readSlices } from './media-slices';
import { pollUntil, type PollSettings } from './poll';

export interface LinkedInContext {
  api: string;
  accessToken: string;
  /** `urn:li:person:{sub}`: the member who owns the uploads and the post. */
  owner: string;
  /** LinkedIn-Version and X-Restli-Protocol-Version, which every /rest call carries. */
  restHeaders: Record<string, string>;
  timeoutMs: number;
  signal?: AbortSignal;
  poll: PollSettings;
  explain: ExplainFailure;
}

/** Besides planPost's one video or images only: at most 20 images (docs: MultiImage API). */
export function linkedInMediaProblem(media: PublishMedia[]): string | undefined {
  return media.length > 20 ? 'LinkedIn takes up to 20 images on a post.' : undefined;
}

/** The post's `content` for the uploaded media (none, one image or video, or several images). */
export async function linkedInContent(ctx: LinkedInContext, media: PublishMedia[]): Promise<Record<string, unknown> | undefined> {
  if (media.length === 0) return undefined;
  if (media[0]!.kind === 'video') return { media: { id: await uploadVideo(ctx, media[0]!) } };
  const ids: string[] = [];
  for (const image of media) ids.push(await uploadImage(ctx, image));
  return ids.length === 1 ? { media: { id: ids[0] } } : { multiImage: { images: ids.map((id) => ({ id })) } };
}

function rest(ctx: LinkedInContext, path: string, body: unknown) {
  return fetchJson(
    apiUrl(ctx.api, path),
    { method: 'POST', headers: bearer(ctx.accessToken, { ...ctx.restHeaders, 'content-type': 'application/json' }), body: JSON.stringify(body) },
    { timeoutMs: ctx.timeoutMs, signal: ctx.signal, explain: ctx.explain },
  );
}

async function put(ctx: LinkedInContext, uploadUrl: string, bytes: Buffer<ArrayBuffer>): Promise<Headers> {
  return headersOf(await platformFetch(
    uploadUrl,
    { method: 'PUT', headers: bearer(ctx.accessToken, { 'content-type': 'application/octet-stream' }), body: bytes },
    { timeoutMs: uploadTimeoutMs(ctx.timeoutMs, bytes.length), signal: ctx.signal, explain: ctx.explain },
  ));
}

/** Images API: initialize an upload, then PUT the bytes to the URL LinkedIn gives. */
async function uploadImage(ctx: LinkedInContext, image: PublishMedia): Promise<string> {
  const value = objectField(await rest(ctx, '/rest/images?action=initializeUpload', { initializeUploadRequest: { owner: ctx.owner } }), 'value');
  const uploadUrl = stringField(value, 'uploadUrl');
  const urn = stringField(value, 'image');
  if (!uploadUrl || !urn) throw unexpectedAnswer();
  await put(ctx, uploadUrl, await readAll(image));
  return urn;
}

/** Videos API: initialize, PUT each part LinkedIn asks for, finalize with the parts' ETags, wait until AVAILABLE. */
async function uploadVideo(ctx: LinkedInContext, video: PublishMedia): Promise<string> {
  const value = objectField(
    await rest(ctx, '/rest/videos?action=initializeUpload', {
      initializeUploadRequest: { owner: ctx.owner, fileSizeBytes: video.bytes, uploadCaptions: false, uploadThumbnail: false },
    }),
    'value',
  );
  const urn = stringField(value, 'video');
  const parts = arrayField(value, 'uploadInstructions').map((part) => ({
    url: stringField(part, 'uploadUrl'),
    first: Number((part as Record<string, unknown>).firstByte),
    last: Number((part as Record<string, unknown>).lastByte),
  }));
  if (!urn || parts.length === 0 || parts.some((p) => !p.url || !Number.isInteger(p.first) || !Number.isInteger(p.last))) throw unexpectedAnswer();
  parts.sort((a, b) => a.first - b.first);
  const etags: string[] = [];
  let index = 0;
  for await (const slice of readSlices(video, parts.map((p) => p.last - p.first + 1))) {
    const etag = (await put(ctx, parts[index++]!.url!, slice)).get('etag');
    if (!etag) throw unexpectedAnswer();
    etags.push(etag);
  }
  await rest(ctx, '/rest/videos?action=finalizeUpload', {
    finalizeUploadRequest: { video: urn, uploadToken: stringField(value, 'uploadToken') ?? '', uploadedPartIds: etags },
  });
  await waitUntilAvailable(ctx, urn);
  return urn;
}

async function waitUntilAvailable(ctx: LinkedInContext, urn: string): Promise<void> {
  const available = await pollUntil(
    ctx.poll,
    async () => {
      const video = await fetchJson(
        apiUrl(ctx.api, `/rest/videos/${encodeURIComponent(urn)}`),
        { method: 'GET', headers: bearer(ctx.accessToken, ctx.restHeaders) },
        { timeoutMs: ctx.timeoutMs, signal: ctx.signal, explain: ctx.explain },
      );
      const status = stringField(video, 'status');
      if (status === 'AVAILABLE') return { done: true, value: true };
      if (status === 'PROCESSING_FAILED') throw new SocialError('invalid', 'LinkedIn could not process the video: check its format and length.');
      return { done: false };
    },
    ctx.signal,
  );
  if (!available) throw new SocialError('retry', 'LinkedIn is still processing the video. Try publishing again in a few minutes.');
}
