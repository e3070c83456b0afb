import { open } from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type';
import { SUMMARY_FILE_TYPES, type SummaryFileType } from '../../contract/summaries';
import { HttpError } from '../lib/http-error';
import { detectTextEncoding, looksLikeText } from './text-encoding';

/** file-type's names for the formats the summarizer reads (an .m4v is an MPEG-4 video by another name). */
const DETECTED: Record<string, SummaryFileType> = {
  pdf: 'pdf',
  docx: 'docx',
  mp3: 'mp3',
  mp4: 'mp4',
  m4v: 'mp4',
  wav: 'wav',
  m4a: 'm4a',
  mov: 'mov',
  avi: 'avi',
};

/** Bytes read to decide whether a file without a known signature is text. */
const TEXT_PROBE_BYTES = 64 * 1024;

export const UNSUPPORTED_FILE_DETAIL = `This type of file cannot be summarized. Accepted files: ${SUMMARY_FILE_TYPES.map((t) => t.toUpperCase()).join(', ')}.`;

async function readHead(path: string, bytes: number): Promise<Uint8Array> {
  const file = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await file.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/**
 * A file's type by its content, never by its name (file-type's signatures; a DOCX is a zip holding
 * word/document.xml). A file with no known signature is text when its first 64 KB read as UTF-8 or
 * UTF-16 with a byte-order mark, without NULs. Anything else, a renamed program, a plain zip, an
 * image, is refused with 415, naming the files that are accepted.
 */
export async function sniffFile(path: string): Promise<SummaryFileType> {
  const head = await readHead(path, TEXT_PROBE_BYTES);
  // A UTF-16 byte-order mark (FF FE) is also an MPEG audio frame sync to file-type: text that follows
  // one is text. (A real MPEG stream does not decode as UTF-16 free of NULs and control characters.)
  if (detectTextEncoding(head).encoding !== 'utf-8' && looksLikeText(head)) return 'txt';
  const detected = await fileTypeFromFile(path);
  if (detected) {
    const type = DETECTED[detected.ext];
    if (type) return type;
    throw new HttpError(415, UNSUPPORTED_FILE_DETAIL, {}, `upload refused: its content is ${detected.ext} (${detected.mime})`);
  }
  if (looksLikeText(head)) return 'txt';
  throw new HttpError(415, UNSUPPORTED_FILE_DETAIL, {}, 'upload refused: binary content of no known type');
}
