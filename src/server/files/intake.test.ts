import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from '../plugins/errors';
import { NO_FILE_DETAIL, receiveUpload, uploadLimits } from './intake';

const MAX_BYTES = 1024 * 1024;

let root: string;
let app: FastifyInstance;

/** What the route saw while the upload existed: the file's content, where it was, and its fields. */
interface Seen {
  fileName: string;
  bytes: number;
  fields: Record<string, string>;
  content: string;
  insideRoot: boolean;
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'inkwell-intake-'));
  app = Fastify();
  registerErrorHandling(app);
  await app.register(multipart, { limits: uploadLimits(MAX_BYTES) });
  app.post('/upload', async (req): Promise<Seen> => {
    const upload = await receiveUpload(req, { maxBytes: MAX_BYTES, tmpDir: root });
    try {
      return {
        fileName: upload.fileName,
        bytes: upload.bytes,
        fields: upload.fields,
        content: await readFile(upload.path, 'utf8'),
        insideRoot: upload.path.startsWith(`${root}/`) && (await readdir(root)).length === 1,
      };
    } finally {
      await upload.cleanup();
    }
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await rm(root, { recursive: true, force: true });
});
afterEach(async () => {
  // Every path, success or failure, leaves nothing behind.
  expect(await readdir(root)).toEqual([]);
});

type Part = [name: string, value: string] | [name: string, content: Uint8Array | string, fileName: string];

/** A real multipart/form-data body, as fetch would send it, parts in the order given. */
async function post(parts: Part[]) {
  const form = new FormData();
  for (const [name, value, fileName] of parts) {
    if (fileName === undefined) form.append(name, value as string);
    else form.append(name, new Blob([typeof value === 'string' ? value : new Uint8Array(value)]), fileName);
  }
  const encoded = new Response(form);
  return app.inject({
    method: 'POST',
    url: '/upload',
    headers: { 'content-type': encoded.headers.get('content-type')! },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

describe('receiveUpload', () => {
  it('streams the file to a temporary file and collects the fields before and after it', async () => {
    const notes = 'Meeting notes.\nWe agreed to ship on Friday.\n'.repeat(1000);
    const res = await post([
      ['summary_length', 'custom'],
      ['file', notes, 'notes.txt'],
      ['summary_style', 'bullet_points'],
      ['custom_length', '120'],
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      fileName: 'notes.txt',
      bytes: Buffer.byteLength(notes),
      fields: { summary_length: 'custom', summary_style: 'bullet_points', custom_length: '120' },
      content: notes,
      insideRoot: true,
    });
  });

  it('takes a file exactly at the limit, and keeps only the name of a path a browser sent', async () => {
    const res = await post([['file', new Uint8Array(MAX_BYTES).fill(0x61), 'C:\\Users\\me\\Documents\\exactly.txt']]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ fileName: 'exactly.txt', bytes: MAX_BYTES });
  });

  it('answers 413 naming the limit in MB for a file over it, and leaves no temporary file', async () => {
    const res = await post([
      ['summary_length', 'brief'],
      ['file', new Uint8Array(MAX_BYTES + 512 * 1024).fill(0x62), 'big.txt'],
      ['summary_style', 'casual'],
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: 'The file is too large: the limit is 1 MB' });
  });

  it('answers 422 with the text of docs/product/validation.md#summarizer when no file was sent, or the empty part of a form whose file input was left empty', async () => {
    for (const parts of [[['summary_length', 'brief']], [['summary_length', 'brief'], ['file', '', '']]] as Part[][]) {
      const res = await post(parts);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ detail: NO_FILE_DETAIL });
    }
    expect(NO_FILE_DETAIL).toBe('Please select a file to summarize');
  });

  it('refuses a second file, a file under another field name and a field value over the cap', async () => {
    let res = await post([
      ['file', 'first file', 'a.txt'],
      ['file', 'second file', 'b.txt'],
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ detail: 'Please send one file at a time' });

    res = await post([['document', 'some text', 'a.txt']]);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ detail: 'Unexpected file field "document": send the file in a field named "file"' });

    res = await post([
      ['summary_style', 'x'.repeat(2_000)],
      ['file', 'text', 'a.txt'],
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ detail: 'The field summary_style is too long' });
  });

  it('answers 400 for a body that is not multipart, or multipart cut short', async () => {
    let res = await app.inject({ method: 'POST', url: '/upload', payload: { file: 'not a file' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'Send the file as multipart/form-data, in a field named "file"' });

    const boundary = '----inkwell-test';
    const cut = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nthe body stops here`;
    res = await app.inject({
      method: 'POST',
      url: '/upload',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: cut,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/not a valid multipart form|interrupted/);
  });
});
