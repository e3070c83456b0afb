import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../lib/http-error';
import { extractSpeech, MEDIA_SILENT_DETAIL, MEDIA_UNREADABLE_DETAIL, probeMedia } from './media';
import { sniffFile } from './sniff';
import { encodeRecording, makeToneWav } from '../test/files/fixtures';
import { parseWavHeader } from './wav';

let dir: string;
let wavPath: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'inkwell-media-'));
  wavPath = join(dir, 'tones.wav');
  await writeFile(wavPath, makeToneWav({ tones: [{ hz: 300, seconds: 1 }, { hz: 600, seconds: 1 }, { hz: 900, seconds: 1 }], sampleRate: 44_100, channels: 2 }));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function rejection(promise: Promise<unknown>): Promise<HttpError> {
  const err = await promise.then(
    () => new Error('expected a rejection'),
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(HttpError);
  return err as HttpError;
}

/** A fresh directory for one test's segments, to see what is left in it afterwards. */
const outDir = () => mkdtemp(join(dir, 'out-'));

describe('extractSpeech', () => {
  it('turns a 44.1 kHz stereo WAV into 16 kHz mono WAV segments of the length asked, in order', async () => {
    const out = await outDir();
    const speech = await extractSpeech(wavPath, { type: 'wav', outDir: out, segmentSeconds: 1 });
    expect(speech.segments).toHaveLength(3);
    expect(speech.segments.every((s) => s.startsWith(`${speech.dir}/`))).toBe(true);
    expect(speech.segments).toEqual([...speech.segments].sort());
    for (const segment of speech.segments) {
      const info = parseWavHeader(await readFile(segment));
      expect(info).toMatchObject({ channels: 1, sampleRate: 16_000, bitsPerSample: 16 });
      expect(info!.durationSeconds).toBeGreaterThan(0.9);
      expect(info!.durationSeconds).toBeLessThan(1.1);
    }
    expect(speech.durationSeconds).toBeCloseTo(3, 1);
    expect(speech.probe).toEqual({ durationSeconds: 3, hasAudio: true, hasVideo: false, title: null });
  });

  it('keeps a recording in one segment when it is shorter than the default segment', async () => {
    const speech = await extractSpeech(wavPath, { type: 'wav', outDir: await outDir() });
    expect(speech.segments).toHaveLength(1);
    expect(speech.durationSeconds).toBeCloseTo(3, 1);
  });

  it('reads the sound of MP3, M4A, MP4, MOV and AVI files made from the WAV, and their title tags', async () => {
    for (const format of ['mp3', 'm4a', 'mp4', 'mov', 'avi'] as const) {
      const path = join(dir, `tones.${format}`);
      await encodeRecording(wavPath, path, format, { title: `Tones as ${format}` });
      const type = await sniffFile(path);
      expect(type).toBe(format);
      const probe = await probeMedia(path, format);
      expect(probe).toMatchObject({ hasAudio: true, hasVideo: ['mp4', 'mov', 'avi'].includes(format), title: `Tones as ${format}` });
      const speech = await extractSpeech(path, { type: format, outDir: await outDir(), segmentSeconds: 2 });
      expect(speech.segments).toHaveLength(2);
      expect(speech.durationSeconds).toBeGreaterThan(2.9);
      expect(speech.durationSeconds).toBeLessThan(3.3);
    }
  });

  it('refuses a corrupt recording, and leaves no segment directory behind', async () => {
    // An MP4's signature (an ftyp box) and then noise: the sniffer says mp4, ffmpeg finds nothing to play.
    const ftyp = Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex');
    const corrupt = join(dir, 'corrupt.mp4');
    await writeFile(corrupt, Buffer.concat([ftyp, Buffer.alloc(4096, 0x5a)]));
    expect(await sniffFile(corrupt)).toBe('mp4');
    const out = await outDir();
    const err = await rejection(extractSpeech(corrupt, { type: 'mp4', outDir: out }));
    expect(err).toMatchObject({ statusCode: 422, detail: MEDIA_UNREADABLE_DETAIL });
    expect(err.logDetail).toMatch(/^ffprobe could not read the mp4 file/);
    expect(await readdir(out)).toEqual([]);

    // A WAV whose header is fine and whose body is cut: ffmpeg decodes what there is.
    const whole = await readFile(wavPath);
    const cut = join(dir, 'cut.wav');
    await writeFile(cut, whole.subarray(0, 44 + 44_100 * 4));
    const speech = await extractSpeech(cut, { type: 'wav', outDir: await outDir() });
    expect(speech.durationSeconds).toBeCloseTo(1, 1);
  });

  it('refuses a video without sound, and a recording over the length limit', async () => {
    const mute = join(dir, 'mute.mp4');
    await promisify(execFile)('ffmpeg', ['-nostdin', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'color=c=red:s=32x32:r=5:d=1', '-c:v', 'mpeg4', mute]);
    expect(await rejection(extractSpeech(mute, { type: 'mp4', outDir: await outDir() }))).toMatchObject({ statusCode: 422, detail: MEDIA_SILENT_DETAIL });

    const err = await rejection(extractSpeech(wavPath, { type: 'wav', outDir: await outDir(), maxSeconds: 1 }));
    expect(err.statusCode).toBe(422);
    expect(err.detail).toBe('This recording is too long to summarize: 3 seconds; the limit is 1 second.');
  });

  it('kills ffmpeg when the request is aborted', async () => {
    const aborter = new AbortController();
    const out = await outDir();
    const running = extractSpeech(wavPath, { type: 'wav', outDir: out, signal: aborter.signal });
    aborter.abort(new Error('client gone'));
    await expect(running).rejects.toThrow('client gone');
    expect(await readdir(out)).toEqual([]);
  });

  it('answers 503 when ffmpeg is not installed', async () => {
    const path = process.env.PATH;
    process.env.PATH = join(dir, 'no-such-bin');
    try {
      const err = await rejection(probeMedia(wavPath, 'wav'));
      expect(err).toMatchObject({ statusCode: 503, detail: 'Audio and video files cannot be read on this server right now.' });
      expect(err.logDetail).toBe('ffprobe was not found on PATH: install ffmpeg');
    } finally {
      process.env.PATH = path;
    }
  });
});
