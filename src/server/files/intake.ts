import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { HttpError } from '../lib/http-error';

/** An uploaded file, on disk in a directory of its own, and the form fields that came with it. */
export interface Upload {
  path: string;
  /** The name the browser gave the file, without any folder; never used on disk. */
  fileName: string;
  bytes: number;
  fields: Record<string, string>;
  /** Removes the file and its directory (and anything else put there); safe to call twice. */
  cleanup(): Promise<void>;
}

export const NO_FILE_DETAIL = 'Please select a file to summarize';

/**
 * The multipart limits of an upload route (register @fastify/multipart with them): one file of at most
 * `maxBytes`, and a few short fields (the summary options).
 */
export function uploadLimits(maxBytes: number) {
  return { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 1_000, parts: 12 };
}

export function tooLargeDetail(maxBytes: number): string {
  const mb = maxBytes / (1024 * 1024);
  return `The file is too large: the limit is ${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
}

/** @fastify/multipart's and busboy's failures, as what the creator sent wrong. */
function describeMultipartError(err: unknown, maxBytes: number): HttpError | null {
  const code = (err as { code?: unknown } | null)?.code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpError(413, tooLargeDetail(maxBytes));
    case 'FST_FILES_LIMIT':
      return new HttpError(422, 'Please send one file at a time');
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new HttpError(413, 'The form has too many fields');
    case 'FST_PROTO_VIOLATION':
      return new HttpError(400, 'The form has a field name that is not allowed');
    case 'FST_MP_PREMATURE_CLOSE':
      return new HttpError(400, 'The upload was interrupted before it ended');
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return new HttpError(400, 'A form field is not valid JSON as its content type says');
  }
  // busboy's own parse errors ("Unexpected end of form", "Malformed part header"…) carry no code.
  if (err instanceof Error && !code && /multipart|form|part|boundary/i.test(err.message)) {
    return new HttpError(400, 'The upload is not a valid multipart form', {}, `multipart parse error: ${err.message}`);
  }
  return null;
}

/** The file's name as the browser sent it, reduced to a plain name (no folders, no control characters). */
function cleanFileName(name: string): string {
  return basename(name.replaceAll('\\', '/'))
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, 255);
}

/**
 * Reads a multipart upload: the one `file` part streams to a temporary file (never whole in memory)
 * in a fresh directory under `tmpDir` (default the system's), the other fields are collected, before
 * or after the file. A file over `maxBytes` is 413 naming the limit; no file (or the empty part a form
 * sends when none was chosen) is 422 with docs/product/validation.md#summarizer's text; a body that is not multipart is 400. The
 * directory is removed on every failure; on success the caller calls cleanup() when done.
 */
export async function receiveUpload(req: FastifyRequest, opts: { maxBytes: number; tmpDir?: string }): Promise<Upload> {
  if (typeof req.isMultipart !== 'function' || !req.isMultipart()) {
    throw new HttpError(400, 'Send the file as multipart/form-data, in a field named "file"');
  }
  const dir = await mkdtemp(join(opts.tmpDir ?? tmpdir(), 'inkwell-upload-'));
  const cleanup = () => rm(dir, { recursive: true, force: true });
  const path = join(dir, 'upload');
  const fields: Record<string, string> = {};
  let file: MultipartFile | null = null;
  try {
    for await (const part of req.parts({ limits: uploadLimits(opts.maxBytes) })) {
      if (part.type === 'field') {
        if (part.valueTruncated) throw new HttpError(422, `The field ${part.fieldname} is too long`);
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== 'file') {
        part.file.resume();
        throw new HttpError(422, `Unexpected file field "${part.fieldname}": send the file in a field named "file"`);
      }
      await pipeline(part.file, createWriteStream(path));
      // busboy stops writing at the limit and marks the stream; the plugin's own error comes later, if at all.
      if (part.file.truncated) throw new HttpError(413, tooLargeDetail(opts.maxBytes));
      file = part;
    }
    if (!file) throw new HttpError(422, NO_FILE_DETAIL);
    const { size } = await stat(path);
    // A form whose file input was left empty still sends a file part: no name, no bytes.
    if (size === 0 && !file.filename) throw new HttpError(422, NO_FILE_DETAIL);
    return { path, fileName: cleanFileName(file.filename), bytes: size, fields, cleanup };
  } catch (err) {
    await cleanup();
    if (err instanceof HttpError) throw err;
    throw describeMultipartError(err, opts.maxBytes) ?? err;
  }
}
