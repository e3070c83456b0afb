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
import { encodeRecording, makeDocx, makePdf, makePdfWithoutText, makeToneWav } from '../test/files/fixtures';
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
  /** Seconds taken from the creator's month, and given back. */
  const minutes = { taken: [] as number[], givenBack: [] as number[] };
  const runner = new InlineRunner();
  const deps: ReadUploadDeps = {
    runExtract: (input) => runner.run('extractDocument', input),
    transcriber,
    allowance: {
      take: async (seconds) => {
        minutes.taken.push(seconds);
        return { giveBack: async (back) => void minutes.givenBack.push(back) };
      },
    },
    onStage: (stage, detail) => {
      stages.push([stage, detail]);
    },
    ...overrides,
  };
  return { deps, stages, minutes };
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

  it('refuses a silent recording as no speech without sending anything or taking any minutes, and a corrupt one', async () => {
    const { deps, minutes } = depsWith();
    const before = server.received.length;
    expect(await rejection(readUpload(await recordingOf('silence.wav', 'wav', { tones: [{ hz: 0, seconds: 2 }] }), deps))).toMatchObject({
      statusCode: 422,
      detail: NO_SPEECH_DETAIL,
    });
    expect(server.received.length - before).toBe(0);
    expect(minutes.taken).toEqual([]);
    const ftyp = Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex');
    expect(await rejection(readUpload(await uploadOf('broken.mp4', Buffer.concat([ftyp, Buffer.alloc(2048, 7)])), deps))).toMatchObject({
      statusCode: 422,
      detail: MEDIA_UNREADABLE_DETAIL,
    });
  });
});

describe('readUpload: silence and transcription minutes', () => {
  it('never sends a silent piece, and takes the seconds of the pieces with sound before the first is sent', async () => {
    // ffmpeg cuts pieces at packet edges, so a second of silence between tones holds ~20 ms of them:
    // pieces of a second need a threshold above that (a real piece is 10 minutes, its threshold 1 s).
    const { deps, minutes, stages } = depsWith({ media: { segmentSeconds: 1 }, silence: { minSoundPerMinute: 6 } });
    const before = server.received.length;
    const tones = [{ hz: 300, seconds: 1 }, { hz: 0, seconds: 1 }, { hz: 900, seconds: 1 }];
    const read = await readUpload(await recordingOf('pause.wav', 'wav', { tones }), deps);
    expect(read.text.match(/A (\d+) hertz/g)).toEqual(['A 300 hertz', 'A 900 hertz']);
    const received = server.received.slice(before);
    expect(received.map((r) => r.audio?.toneHz)).toEqual([300, 900]);
    // The seconds of the two pieces sent, rounded up: the silent one is not counted.
    expect(minutes).toEqual({ taken: [Math.ceil(received.reduce((sum, r) => sum + r.audio!.durationSeconds, 0))], givenBack: [] });
    expect(stages.at(-1)).toEqual(['transcribing', '2 seconds of audio']);
  });

  it('treats a recording with less sound than the threshold as silent, and one just above it as speech', async () => {
    // A 0.2 s beep in 6 s: under 3 s of sound a minute it is silence; under 1 s a minute it is worth sending.
    const beep = [{ hz: 0, seconds: 3 }, { hz: 500, seconds: 0.2 }, { hz: 0, seconds: 2.8 }];
    const strict = depsWith({ silence: { minSoundPerMinute: 3 } });
    const before = server.received.length;
    expect(await rejection(readUpload(await recordingOf('beep.wav', 'wav', { tones: beep }), strict.deps))).toMatchObject({ detail: NO_SPEECH_DETAIL });
    expect(server.received.length - before).toBe(0);
    const lenient = depsWith({ silence: { minSoundPerMinute: 1 } });
    await rejection(readUpload(await recordingOf('beep.wav', 'wav', { tones: beep }), lenient.deps));
    expect(server.received.length - before).toBe(1);
    expect(lenient.minutes.taken).toEqual([6]);
  });

  it('sends nothing when the minutes are refused', async () => {
    const refusal = new HttpError(403, 'No transcription minutes are left.');
    const { deps } = depsWith({ allowance: { take: () => Promise.reject(refusal) } });
    const before = server.received.length;
    expect(await rejection(readUpload(await recordingOf('memo.wav', 'wav'), deps))).toBe(refusal);
    expect(server.received.length - before).toBe(0);
  });

  it('keeps the seconds of the pieces sent when the service fails, and gives back those never sent', async () => {
    const failing = await startLocalTranscriptionServer({ respond: (_request, index) => (index === 1 ? { status: 400 } : 'transcribe') });
    try {
      const { deps, minutes } = depsWith({
        media: { segmentSeconds: 1 },
        transcriber: createTranscriber({ baseUrl: failing.baseUrl, apiKey: undefined, model: 'whisper-1', timeoutMs: 30_000 }),
      });
      const tones = [300, 600, 900, 1200].map((hz) => ({ hz, seconds: 1 }));
      expect(await rejection(readUpload(await recordingOf('tones.wav', 'wav', { tones }), deps))).toMatchObject({ statusCode: 502 });
      expect(failing.received).toHaveLength(2);
      // Counted: the seconds of the two pieces the service received (rounded up); the other two are given back.
      const sent = Math.ceil(failing.received.reduce((sum, request) => sum + request.audio!.durationSeconds, 0));
      expect(minutes.taken).toHaveLength(1);
      expect(minutes.givenBack).toHaveLength(1);
      expect(minutes.givenBack[0]).toBeGreaterThanOrEqual(1);
      expect(minutes.taken[0]! - minutes.givenBack[0]!).toBe(sent);
    } finally {
      await failing.close();
    }
  });
});
