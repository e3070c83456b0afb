import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../config';
import { checkKey, isKey, MediaNotFoundError, type ByteRange, type MediaStorage, type StoredMedia } from './media-storage';

export interface S3StorageOptions extends S3Config {
  /** Bytes per part of a multipart upload: at least 5 MiB, S3's minimum for every part but the last. */
  partBytes?: number;
}

type Sdk = typeof import('@aws-sdk/client-s3');

const MIB = 1024 * 1024;

/**
 * Media in one bucket of S3-compatible object storage, one object per key, so that several instances
 * share the files. The SDK is loaded on first use (a faster start for the many installs on disk).
 */
export class S3MediaStorage implements MediaStorage {
  private loaded: Promise<{ sdk: Sdk; client: S3Client }> | null = null;
  private readonly partBytes: number;

  constructor(private readonly options: S3StorageOptions) {
    this.partBytes = Math.max(options.partBytes ?? 8 * MIB, 5 * MIB);
  }

  private sdk(): Promise<{ sdk: Sdk; client: S3Client }> {
    const { endpoint, region, forcePathStyle, accessKeyId, secretAccessKey } = this.options;
    return (this.loaded ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        endpoint,
        region,
        forcePathStyle,
        credentials: { accessKeyId, secretAccessKey },
        // The SDK's default extra checksums are not understood by every S3-compatible server; AWS itself keeps them.
        ...(endpoint ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' } : {}),
      }),
    })));
  }

  /**
   * The stream is read a part at a time (its length is not known in advance): a body smaller than one
   * part is one PutObject, a larger one a multipart upload, which S3 shows only once it is complete.
   */
  async put(key: string, body: Readable, opts: { contentType: string }): Promise<number> {
    checkKey(key);
    const target = { Bucket: this.options.bucket, Key: key };
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    let total = 0;
    let uploadId: string | undefined;
    const parts: { PartNumber: number; ETag: string | undefined }[] = [];
    const { sdk, client } = await this.sdk().catch((err: unknown) => {
      body.destroy();
      throw err;
    });
    const sendPart = async () => {
      uploadId ??= (await client.send(new sdk.CreateMultipartUploadCommand({ ...target, ContentType: opts.contentType }))).UploadId;
      const PartNumber = parts.length + 1;
      const part = Buffer.concat(pending, pendingBytes);
      pending = [];
      pendingBytes = 0;
      const { ETag } = await client.send(new sdk.UploadPartCommand({ ...target, UploadId: uploadId, PartNumber, Body: part, ContentLength: part.length }));
      parts.push({ PartNumber, ETag });
    };
    try {
      for await (const chunk of body) {
        const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
        pending.push(buffer);
        pendingBytes += buffer.length;
        total += buffer.length;
        if (pendingBytes >= this.partBytes) await sendPart();
      }
      if (uploadId === undefined) {
        const whole = Buffer.concat(pending, pendingBytes);
        await client.send(new sdk.PutObjectCommand({ ...target, Body: whole, ContentLength: whole.length, ContentType: opts.contentType }));
        return total;
      }
      if (pendingBytes > 0) await sendPart();
      await client.send(new sdk.CompleteMultipartUploadCommand({ ...target, UploadId: uploadId, MultipartUpload: { Parts: parts } }));
      return total;
    } catch (err) {
      body.destroy();
      // The upload's own failure is what the caller needs; an abort that fails too leaves parts that a
      // bucket lifecycle rule (AbortIncompleteMultipartUpload) removes.
      if (uploadId !== undefined) await client.send(new sdk.AbortMultipartUploadCommand({ ...target, UploadId: uploadId })).catch(() => undefined);
      throw err;
    }
  }

  open(key: string, range?: ByteRange): Readable {
    checkKey(key);
    const out = new PassThrough();
    // A reader that goes away before the object arrives cancels the request.
    const cancel = new AbortController();
    out.once('close', () => cancel.abort());
    void this.copyObject({ key, range, out, signal: cancel.signal });
    return out;
  }

  /** The object's bytes into `out`; any failure (a missing key as MediaNotFoundError) destroys `out` with it. */
  private async copyObject(opts: { key: string; range: ByteRange | undefined; out: PassThrough; signal: AbortSignal }): Promise<void> {
    const { key, range, out } = opts;
    let body: unknown;
    try {
      const { sdk, client } = await this.sdk();
      const command = new sdk.GetObjectCommand({ Bucket: this.options.bucket, Key: key, ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) });
      body = (await client.send(command, { abortSignal: opts.signal })).Body;
    } catch (err) {
      out.destroy(isNotFound(err) ? new MediaNotFoundError(key) : (err as Error));
      return;
    }
    if (!(body instanceof Readable)) {
      out.destroy(new Error(`no readable body for media ${key}`));
      return;
    }
    // pipeline hands a failure of either side to the other; `out` carries it to the reader.
    await pipeline(body, out).catch(() => undefined);
  }

  /** S3 answers a delete of a missing object as a success, so this is idempotent as the port asks. */
  async delete(key: string): Promise<void> {
    checkKey(key);
    const { sdk, client } = await this.sdk();
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.options.bucket, Key: key }));
  }

  /** The bucket's objects, a page of ListObjectsV2 at a time; objects whose names are not keys are left out. */
  async *list(): AsyncIterable<StoredMedia> {
    const { sdk, client } = await this.sdk();
    let token: string | undefined;
    do {
      const page = await client.send(new sdk.ListObjectsV2Command({ Bucket: this.options.bucket, ContinuationToken: token, MaxKeys: 1000 }));
      for (const object of page.Contents ?? []) {
        if (object.Key && object.LastModified && isKey(object.Key)) yield { key: object.Key, modifiedAt: object.LastModified };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  /** Releases the client's connections (when it was ever used). */
  async close(): Promise<void> {
    const loaded = await this.loaded?.catch(() => null);
    loaded?.client.destroy();
  }
}

/** A missing key only: a missing bucket (also a 404) is a configuration fault, not a deleted file. */
function isNotFound(err: unknown): boolean {
  return err instanceof Error && err.name === 'NoSuchKey';
}
