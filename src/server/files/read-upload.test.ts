import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../lib/http-error';
import { startLocalTranscriptionServer } from '../test/local-transcription-server';
import { InlineRunner } from '../workers/pool';
import { PDF_NO_TEXT_DETAIL } from './extract-pdf';
import type { Upload } from './intake';
import { MEDIA_UNREADABLE_DETAIL } from './media';
import { NO_SPEECH_DETAIL, readUpload, TRANSCRIPTION_MISSING_DETAIL, type ReadUploadDeps } from './read-upload';
import { UNSUPPORTED_FILE_DETAIL } from './sniff';
import { encodeRecording, makeDocx, makePdf, makePdfWithoutText, makeToneWav } from './test-fixtures';
import { createTranscriber, type Transcriber } from './transcribe';

let scratch: string;
let server: Awaited<ReturnType<typeof startLocalTranscriptionServer>>;
let transcriber: Transcriber;
const uploads: Upload[] = [];

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'inkwell-read-upload-'));
  server = await startLocalTranscriptionServer({ apiKey: 'sk-local' });
  transcriber = createTranscriber({ baseUrl: server.baseUrl, apiKey: 'sk-local', model: 'whisper-1', timeoutMs: 30_000 });
});
afterEach(async () => {
  // What readUpload made beside the upload (the speech audio) is gone once it answers, success or not.
  for (const upload of uploads.splice(0)) {
    expect(await readdir(join(upload.path, '..'))).toEqual(['upload']);
    await upload.cleanup();
  }
});
afterAll(async () => {
  await server.close();
  await rm(scratch, { recursive: true, force: true });
});

/** An upload as intake.ts makes it: the file alone in a directory of its own. */
async function uploadOf(fileName: string, bytes: Uint8Array | string): Promise<Upload> {
  const dir = await mkdtemp(join(scratch, 'upload-'));
  const path = join(dir, 'upload');
  await writeFile(path, bytes);
  const upload: Upload = { path, fileName, bytes: Buffer.byteLength(bytes), fields: {}, cleanup: () => rm(dir, { recursive: true, force: true }) };
  uploads.push(upload);
  return upload;
}

const THREE_TONES = [
  { hz: 300, seconds: 1 },
  { hz: 600, seconds: 1 },
  { hz: 900, seconds: 1 },
];

/** A recording made by the test: a WAV of tones (three by default), encoded by ffmpeg when another format is asked. */
async function recordingOf(
  fileName: string,
  format: 'wav' | 'mp3' | 'mp4' | 'mov',
  opts: { title?: string; tones?: Array<{ hz: number; seconds: number }> } = {},
) {
  const wav = makeToneWav({ tones: opts.tones ?? THREE_TONES });
  if (format === 'wav') return uploadOf(fileName, wav);
  const dir = await mkdtemp(join(scratch, 'encode-'));
  await writeFile(join(dir, 'in.wav'), wav);
  await encodeRecording(join(dir, 'in.wav'), join(dir, `out.${format}`), format, opts);
  return uploadOf(fileName, await readFile(join(dir, `out.${format}`)));
}

function depsWith(overrides: Partial<ReadUploadDeps> = {}) {
  const stages: Array<[string, string | undefined]> = [];
  const runner = new InlineRunner();
  const deps: ReadUploadDeps = {
    runExtract: (input) => runner.run('extractDocument', input),
    transcriber,
    onStage: (stage, detail) => {
      stages.push([stage, detail]);
    },
    ...overrides,
  };
  return { deps, stages };
}

async function rejection(promise: Promise<unknown>): Promise<HttpError> {
  const err = await promise.then(
    () => new Error('expected a rejection'),
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(HttpError);
  return err as HttpError;
}

describe('readUpload: documents', () => {
  it('reads a text file, titled by its file name', async () => {
    const { deps, stages } = depsWith();
    const read = await readUpload(await uploadOf('Meeting notes.2026.txt', 'We agreed to ship on Friday.\r\nNobody objected.'), deps);
    expect(read).toEqual({ text: 'We agreed to ship on Friday.\nNobody objected.', title: 'Meeting notes.2026', media: 'text' });
    expect(stages).toEqual([['extracting', 'text file']]);
  });

  it("reads a PDF with its own title and page count, and a DOCX by its first heading; the name's extension does not matter", async () => {
    const { deps, stages } = depsWith();
    const pdf = await readUpload(await uploadOf('scan.txt', await makePdf([['First page.'], ['Second page.']], { title: 'Field Report' })), deps);
    expect(pdf).toEqual({ text: 'First page.\n\nSecond page.', title: 'Field Report', media: 'pdf', pages: 2 });
    const docx = await readUpload(
      await uploadOf('draft.docx', await makeDocx({ heading: 'Launch Plan', paragraphs: ['Ship in May.'], bullets: ['Hire two editors'] })),
      deps,
    );
    expect(docx).toEqual({ text: 'Launch Plan\n\nShip in May. Bold words end it.\n\n- Hire two editors', title: 'Launch Plan', media: 'docx' });
    expect(stages).toEqual([
      ['extracting', 'PDF document'],
      ['extracting', 'Word document'],
    ]);
  });

  it('passes on the refusals of the type check and of the extraction as HttpErrors', async () => {
    const { deps, stages } = depsWith();
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    expect(await rejection(readUpload(await uploadOf('photo.pdf', png), deps))).toMatchObject({ statusCode: 415, detail: UNSUPPORTED_FILE_DETAIL });
    expect(stages).toEqual([]);
    expect(await rejection(readUpload(await uploadOf('scan.pdf', await makePdfWithoutText()), deps))).toMatchObject({
      statusCode: 422,
      detail: PDF_NO_TEXT_DETAIL,
    });
  });
});

describe('readUpload: recordings', () => {
  it('refuses audio and video with the exact detail when no transcription service is set, before any work', async () => {
    const { deps, stages } = depsWith({ transcriber: null });
    const err = await rejection(readUpload(await recordingOf('interview.wav', 'wav'), deps));
    expect(err).toMatchObject({ statusCode: 422, detail: TRANSCRIPTION_MISSING_DETAIL });
    expect(err.detail).toBe('Audio and video summaries need a transcription service (set TRANSCRIBE_BASE_URL or OPENAI_API_KEY)');
    expect(stages).toEqual([]);
  });

  it('transcribes a WAV through ffmpeg and the service, reporting both stages', async () => {
    const { deps, stages } = depsWith();
    const before = server.received.length;
    const read = await readUpload(await recordingOf('Interview 3.wav', 'wav', { tones: [{ hz: 440, seconds: 3 }] }), deps);
    expect(read).toMatchObject({ title: 'Interview 3', media: 'audio' });
    expect(read.text).toBe('A 440 hertz tone for 3.0 seconds at 16000 hertz mono.');
    expect(read.durationSeconds).toBeCloseTo(3, 1);
    expect(stages).toEqual([
      ['extracting', 'the audio'],
      ['transcribing', '3 seconds of audio'],
    ]);
    expect(server.received.length - before).toBe(1);
  });

  it('cuts a recording into pieces of the segment length, transcribed in order', async () => {
    const { deps } = depsWith({ media: { segmentSeconds: 1 } });
    const read = await readUpload(await recordingOf('tones.mp3', 'mp3'), deps);
    expect(read.text.match(/A (\d+) hertz/g)).toEqual(['A 300 hertz', 'A 600 hertz', 'A 900 hertz']);
    expect(read.media).toBe('audio');
  });

  it('reads the sound of an MP4 and a MOV video, titled by their title tags', async () => {
    for (const format of ['mp4', 'mov'] as const) {
      const { deps, stages } = depsWith({ media: { segmentSeconds: 1 } });
      const read = await readUpload(await recordingOf(`clip.${format}`, format, { title: `Harbour tour (${format})` }), deps);
      expect(read).toMatchObject({ title: `Harbour tour (${format})`, media: 'video' });
      expect(read.text.match(/A (\d+) hertz/g)).toEqual(['A 300 hertz', 'A 600 hertz', 'A 900 hertz']);
      expect(stages[0]).toEqual(['extracting', 'the sound of the video']);
    }
  });

  it('refuses a recording in which the service hears nothing, and a corrupt one', async () => {
    const { deps } = depsWith();
    expect(await rejection(readUpload(await recordingOf('silence.wav', 'wav', { tones: [{ hz: 0, seconds: 2 }] }), deps))).toMatchObject({
      statusCode: 422,
      detail: NO_SPEECH_DETAIL,
    });
    const ftyp = Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex');
    expect(await rejection(readUpload(await uploadOf('broken.mp4', Buffer.concat([ftyp, Buffer.alloc(2048, 7)])), deps))).toMatchObject({
      statusCode: 422,
      detail: MEDIA_UNREADABLE_DETAIL,
    });
  });
});
