import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { MediaResponse, MediaUsage } from '../../../contract/social';
import type { Db } from '../../db/client';
import { mediaUploads } from '../../db/schema';
import { NO_FILE_DETAIL, receiveUpload, tooLargeDetail } from '../../files/intake';
import { HttpError } from '../../lib/http-error';
import type { PublishMedia } from '../../social/port';
import type { ByteRange, MediaStorage } from '../../storage/media-storage';
import type { UrlSigner } from '../../storage/signed-url';
import { mediaUsage, reserveMedia, storageFullError } from './media-quota';
import { sniffMedia } from './media-type';

const MB = 1024 * 1024;
export const IMAGE_MAX_BYTES = 8 * MB;
export const VIDEO_MAX_BYTES = 100 * MB;
/** How long a platform may fetch an attached file from its signed link. */
export const MEDIA_LINK_SECONDS = 60 * 60;

export const NO_MEDIA_DETAIL = 'Please select an image or a video to upload';

type MediaRow = typeof mediaUploads.$inferSelect;

export interface MediaServiceDeps {
  db: Db;
  storage: MediaStorage;
  signer: UrlSigner;
  appUrl: string;
  /** MAX_UPLOAD_MB: no upload is ever larger, whatever its kind allows. */
  maxUploadBytes: number;
}

/** A stored file ready to send, whole or a range of it. */
export interface MediaFile {
  status: 200 | 206;
  headers: Record<string, string>;
  body: Readable;
}

/**
 * `Range: bytes=…` as one range within `size`; 'unsatisfiable' when it lies outside the file; null when
 * there is none, or one this server does not serve (several ranges, other units), which HTTP lets it
 * ignore by sending the whole file.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [, first, last] = match as unknown as [string, string, string];
  if (first === '') {
    const suffix = Math.min(Number(last), size);
    return suffix === 0 ? 'unsatisfiable' : { start: size - suffix, end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  return start >= size || end < start ? 'unsatisfiable' : { start, end };
}

/**
 * Media attached to posts: uploads checked by content and size, kept in the media storage, and
 * handed to the platforms as streams or as signed links they fetch (Instagram, TikTok).
 */
export class MediaService {
  constructor(private readonly deps: MediaServiceDeps) {}

  /** The largest upload of each kind: 8 MB images, 100 MB videos, never above MAX_UPLOAD_MB. */
  get caps() {
    const max = this.deps.maxUploadBytes;
    return { image: Math.min(IMAGE_MAX_BYTES, max), video: Math.min(VIDEO_MAX_BYTES, max) };
  }

  /** The creator's stored media and their plan's limit. */
  usage(userId: string): Promise<MediaUsage> {
    return mediaUsage(this.deps.db, userId);
  }

  /**
   * Receives, checks and stores one file. A creator whose storage is full is refused before the file is
   * read, and no file is read past the room left; the room is then taken in the database before the
   * bytes go to the storage, and given back if storing them fails.
   */
  async upload(userId: string, req: FastifyRequest): Promise<MediaResponse> {
    const { caps } = this;
    const { db, storage } = this.deps;
    const largest = Math.max(caps.image, caps.video);
    const usage = await this.usage(userId);
    if (usage.used_bytes >= usage.limit_bytes) throw storageFullError(usage);
    const maxBytes = Math.min(largest, usage.limit_bytes - usage.used_bytes);
    const upload = await receiveUpload(req, { maxBytes }).catch((err: unknown) => {
      if (!(err instanceof HttpError)) throw err;
      if (err.detail === NO_FILE_DETAIL) throw new HttpError(422, NO_MEDIA_DETAIL);
      if (maxBytes < largest && err.detail === tooLargeDetail(maxBytes)) throw storageFullError(usage);
      throw err;
    });
    try {
      const { kind, contentType } = await sniffMedia(upload.path);
      if (upload.bytes > caps[kind]) throw new HttpError(413, tooLargeDetail(caps[kind]).replace('The file', `The ${kind}`));
      const id = randomUUID();
      const storageKey = `${userId}/${id}`;
      const bytes = upload.bytes;
      await reserveMedia(db, { id, userId, kind, contentType, bytes, storageKey });
      try {
        await storage.put(storageKey, createReadStream(upload.path), { contentType });
      } catch (err) {
        // A row left behind by a failing database too is removed with the unused uploads a day later.
        await db.delete(mediaUploads).where(eq(mediaUploads.id, id)).catch(() => undefined);
        throw err;
      }
      return { id, kind, bytes, content_type: contentType };
    } finally {
      await upload.cleanup();
    }
  }

  private filePath(id: string): string {
    return `/api/social/media/${id}/file`;
  }

  /**
   * The creator's own uploads, in the order asked for; 404 naming the field when one is not theirs.
   * They are marked attached in the same statement, so the clean-up of unused uploads (which locks
   * what it deletes) either leaves them alone or has already removed them.
   */
  async forPublish(userId: string, ids: readonly string[]): Promise<PublishMedia[]> {
    if (ids.length === 0) return [];
    const rows = await this.deps.db
      .update(mediaUploads)
      .set({ attachedAt: sql`coalesce(${mediaUploads.attachedAt}, now())` })
      .where(and(eq(mediaUploads.userId, userId), inArray(mediaUploads.id, [...ids])))
      .returning();
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => {
      const row = byId.get(id);
      if (!row) throw new HttpError(404, `media_ids: ${id} is not one of your uploads`);
      return this.publishMedia(row);
    });
  }

  private publishMedia(row: MediaRow): PublishMedia {
    return {
      kind: row.kind,
      contentType: row.contentType,
      bytes: row.bytes,
      open: () => this.deps.storage.open(row.storageKey),
      publicUrl: `${this.deps.appUrl}${this.deps.signer.sign(this.filePath(row.id), MEDIA_LINK_SECONDS)}`,
    };
  }

  /** A file behind its signed link: 403 when the link is forged or expired, 404 when the file is gone. */
  async file(opts: { id: string; expires: number; sig: string; range?: string }): Promise<MediaFile> {
    const check = this.deps.signer.check(this.filePath(opts.id), opts.expires, opts.sig);
    if (check === 'invalid') throw new HttpError(403, 'This media link is not valid');
    if (check === 'expired') throw new HttpError(403, 'This media link has expired');
    const [row] = await this.deps.db.select().from(mediaUploads).where(eq(mediaUploads.id, opts.id));
    if (!row) throw new HttpError(404, 'This media file no longer exists');
    const range = parseRange(opts.range, row.bytes);
    if (range === 'unsatisfiable') throw new HttpError(416, 'The requested range is not within the file', { 'content-range': `bytes */${row.bytes}` });
    const headers: Record<string, string> = { 'content-type': row.contentType, 'accept-ranges': 'bytes' };
    if (!range) return { status: 200, headers: { ...headers, 'content-length': String(row.bytes) }, body: this.deps.storage.open(row.storageKey) };
    return {
      status: 206,
      headers: { ...headers, 'content-length': String(range.end - range.start + 1), 'content-range': `bytes ${range.start}-${range.end}/${row.bytes}` },
      body: this.deps.storage.open(row.storageKey, range),
    };
  }
}
