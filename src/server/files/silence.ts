import { runTool, wavSeconds, type MediaRunOptions } from './media';

/**
 * When a piece of speech audio counts as silent, and is therefore not sent to the transcription
 * service (nor counted against the creator's minutes). Tests tighten these for recordings of seconds.
 */
export interface SilenceOptions {
  /**
   * Quieter than this, in dB below full scale, is silence. Default -50 dB: digital silence and a quiet
   * room's hiss are under it, while even soft speech is well above it.
   */
  noiseDb?: number;
  /** Quiet shorter than this is a pause within sound, not silence (silencedetect's `d`). Default 0.5 s. */
  minSilenceSeconds?: number;
  /**
   * A piece with less sound than this, in seconds per minute of its length, is silent. Default 0.1:
   * less than 1 second of sound in 10 minutes (a click, a cough) is not worth transcribing.
   */
  minSoundPerMinute?: number;
}

export interface SpeechPiece {
  path: string;
  /** The piece's length, which is what the service is paid for. */
  seconds: number;
  /** How much of it is not silence. */
  soundSeconds: number;
}

/**
 * Seconds of sound in a WAV piece `seconds` long: its length less the silences that ffmpeg's
 * silencedetect finds. The filter's findings are printed to stdout as frame metadata: a
 * `silence_start` and, unless the silence lasts to the end, its `silence_end`.
 */
export async function measureSound(path: string, seconds: number, opts: SilenceOptions & MediaRunOptions = {}): Promise<number> {
  const noiseDb = opts.noiseDb ?? -50;
  // A piece shorter than the shortest silence could never be found silent: a sliver at the end of a recording.
  const minSilence = Math.min(opts.minSilenceSeconds ?? 0.5, seconds / 2);
  const result = await runTool(
    'ffmpeg',
    [
      '-nostdin', '-hide_banner', '-nostats', '-loglevel', 'error',
      '-protocol_whitelist', 'file', '-f', 'wav', '-i', `file:${path}`,
      '-af', `silencedetect=noise=${noiseDb}dB:duration=${minSilence},ametadata=mode=print:file=-`,
      '-f', 'null', '-',
    ],
    { signal: opts.signal, timeoutMs: opts.timeoutMs ?? 60_000 },
  );
  if (result.code !== 0) throw new Error(`ffmpeg could not measure the silence of ${path} (exit ${result.code}): ${result.stderr.trim()}`);
  let silent = 0;
  let start: number | null = null;
  for (const line of result.stdout.split('\n')) {
    const found = /^lavfi\.silence_(start|end)=(-?[\d.e+-]+)/.exec(line.trim());
    if (!found) continue;
    const at = Math.min(Math.max(Number(found[2]), 0), seconds);
    if (found[1] === 'start') start = at;
    else if (start !== null) {
      silent += Math.max(0, at - start);
      start = null;
    }
  }
  if (start !== null) silent += seconds - start;
  return Math.max(0, seconds - silent);
}

/**
 * The pieces of a recording that have sound, in order, each with its length: the silent ones (less
 * sound than `minSoundPerMinute`) are left out, so they are never sent to the transcription service.
 */
export async function piecesWithSound(paths: string[], opts: SilenceOptions & MediaRunOptions = {}): Promise<SpeechPiece[]> {
  const perMinute = opts.minSoundPerMinute ?? 0.1;
  const pieces: SpeechPiece[] = [];
  for (const path of paths) {
    const seconds = await wavSeconds(path);
    const soundSeconds = await measureSound(path, seconds, opts);
    if (soundSeconds > 0 && soundSeconds >= (seconds / 60) * perMinute) pieces.push({ path, seconds, soundSeconds });
  }
  return pieces;
}
