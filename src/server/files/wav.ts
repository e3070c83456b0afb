/** The format of a PCM WAV file, from its RIFF header. */
export interface WavInfo {
  channels: number;
  sampleRate: number;
  bitsPerSample: number;
  /** Where the samples start, and how many bytes of them there are. */
  dataOffset: number;
  dataBytes: number;
  durationSeconds: number;
}

/**
 * Reads a WAV header (RIFF/WAVE, its fmt and data chunks; other chunks, such as LIST, skipped) from the
 * first bytes of a file. Null when the bytes are not a PCM WAV header. A data size larger than the file
 * (a header written before the end was known) is the caller's to clamp with `fileBytes`.
 */
export function parseWavHeader(head: Uint8Array, fileBytes = Infinity): WavInfo | null {
  const view = new DataView(head.buffer, head.byteOffset, head.byteLength);
  const tag = (at: number) => String.fromCharCode(...head.subarray(at, at + 4));
  if (head.byteLength < 12 || tag(0) !== 'RIFF' || tag(8) !== 'WAVE') return null;
  let format: Pick<WavInfo, 'channels' | 'sampleRate' | 'bitsPerSample'> | null = null;
  let at = 12;
  while (at + 8 <= head.byteLength) {
    const id = tag(at);
    const size = view.getUint32(at + 4, true);
    if (id === 'fmt ' && at + 24 <= head.byteLength) {
      format = { channels: view.getUint16(at + 10, true), sampleRate: view.getUint32(at + 12, true), bitsPerSample: view.getUint16(at + 22, true) };
    } else if (id === 'data') {
      if (!format || !format.channels || !format.sampleRate || !format.bitsPerSample) return null;
      const dataOffset = at + 8;
      const dataBytes = Math.max(0, Math.min(size, fileBytes - dataOffset));
      const bytesPerSecond = format.sampleRate * format.channels * (format.bitsPerSample / 8);
      return { ...format, dataOffset, dataBytes, durationSeconds: dataBytes / bytesPerSecond };
    }
    // Chunks are padded to an even length.
    at += 8 + size + (size % 2);
  }
  return null;
}
