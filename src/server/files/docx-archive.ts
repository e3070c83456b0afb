import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { DocumentError } from './extracted-document';

const MB = 1024 * 1024;

/** What a DOCX archive may hold: beyond, it is a zip bomb or nothing a writer made. */
export interface ArchiveLimits {
  maxEntries: number;
  /** Uncompressed bytes of all entries together, as the central directory declares them. */
  maxTotalBytes: number;
  /** Uncompressed to compressed, for an entry bigger than `ratioFloorBytes`. */
  maxRatio: number;
  ratioFloorBytes: number;
  /**
   * XML elements of all the parts mammoth reads, together. mammoth builds an object per element: a small
   * file of millions of empty paragraphs (a 707 KB DOCX expanding to 40 MB of `<w:p/>`) would need
   * gigabytes (about 500 bytes an element: 200,000 fit well within a worker thread's 192 MB). A
   * 250,000-word book written in Word has some tens of thousands.
   */
  maxElements: number;
}

export const DOCX_LIMITS: ArchiveLimits = {
  maxEntries: 5_000,
  maxTotalBytes: 200 * MB,
  maxRatio: 200,
  ratioFloorBytes: 10 * MB,
  maxElements: 200_000,
};

export const DOCX_TOO_BIG_DETAIL = 'This Word document expands to far more data than a document holds, so it was not opened.';
export const DOCX_DAMAGED_DETAIL = 'This Word document could not be read: the file looks damaged.';
export const DOCX_TOO_COMPLEX_DETAIL =
  'This Word document is built from far more pieces (paragraphs, runs, tables) than a document of text holds, so it was not opened. Save it again from your word processor, or split it.';

const LESS_THAN = 0x3c;
const SLASH = 0x2f;

/** Counts the start tags in a stream of XML (a `<` not followed by `/`), chunk boundaries included. */
class ElementCounter {
  count = 0;
  private pendingLt = false;

  add(chunk: Buffer) {
    if (chunk.length === 0) return;
    if (this.pendingLt && chunk[0] !== SLASH) this.count++;
    let at = chunk.indexOf(LESS_THAN);
    while (at >= 0 && at < chunk.length - 1) {
      if (chunk[at + 1] !== SLASH) this.count++;
      at = chunk.indexOf(LESS_THAN, at + 1);
    }
    this.pendingLt = chunk[chunk.length - 1] === LESS_THAN;
  }
}

/** Parts that mammoth inflates into memory (the XML of the document); media are never read. */
const isXmlPart = (name: string) => /\.(xml|rels)$/i.test(name);
const CORE_PROPERTIES = 'docProps/core.xml';
const MAX_CORE_BYTES = 64 * 1024;

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The dc:title of docProps/core.xml, entities decoded. */
function titleOf(coreXml: string): string | null {
  const match = /<dc:title(?:\s[^>]*)?>([^<]*)<\/dc:title>/.exec(coreXml);
  if (!match?.[1]) return null;
  return match[1].replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (entity: string, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
    return XML_ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/**
 * Reads an entry to its end, keeping at most `keep` bytes and counting its elements into `elements`
 * (refused past `maxElements`); yauzl fails it when it inflates past its declared size.
 */
async function drain(stream: Readable, keep: number, elements: ElementCounter, maxElements: number): Promise<Buffer> {
  const kept: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    if (size < keep) kept.push(chunk.subarray(0, keep - size));
    size += chunk.length;
    elements.add(chunk);
    if (elements.count > maxElements) {
      stream.destroy();
      throw new DocumentError(413, DOCX_TOO_COMPLEX_DETAIL, `more than ${maxElements} XML elements`, true);
    }
  }
  return Buffer.concat(kept);
}

/**
 * Checks a DOCX before mammoth opens it, and reads its title. First the central directory alone: too
 * many entries, a declared uncompressed total over the cap or an absurd compression ratio is a zip
 * bomb, refused without inflating anything. Then each XML part, the only ones mammoth inflates, is
 * inflated here as a stream into nothing, so that an archive that lies about its sizes fails here
 * (yauzl checks each entry's real size against the declared one) instead of in mammoth's memory.
 */
export async function inspectDocxArchive(path: string, limits: ArchiveLimits = DOCX_LIMITS): Promise<{ title: string | null }> {
  let zip: ZipFile;
  try {
    zip = await yauzl.openPromise(path, { autoClose: false, validateEntrySizes: true, strictFileNames: false });
  } catch (err) {
    throw new DocumentError(422, DOCX_DAMAGED_DETAIL, `not a readable zip archive: ${String(err)}`);
  }
  try {
    if (zip.entryCount > limits.maxEntries) {
      throw new DocumentError(422, DOCX_TOO_BIG_DETAIL, `zip bomb: ${zip.entryCount} entries`, true);
    }
    const parts: Entry[] = [];
    let total = 0;
    let hasDocument = false;
    for await (const entry of zip.eachEntry()) {
      total += entry.uncompressedSize;
      if (total > limits.maxTotalBytes) {
        throw new DocumentError(422, DOCX_TOO_BIG_DETAIL, `zip bomb: entries declare more than ${limits.maxTotalBytes} bytes uncompressed`, true);
      }
      const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
      if (entry.uncompressedSize > limits.ratioFloorBytes && ratio > limits.maxRatio) {
        throw new DocumentError(422, DOCX_TOO_BIG_DETAIL, `zip bomb: ${entry.fileName} compressed ${Math.round(ratio)}:1`, true);
      }
      if (entry.fileName === 'word/document.xml') hasDocument = true;
      if (isXmlPart(entry.fileName)) parts.push(entry);
    }
    if (!hasDocument) throw new DocumentError(422, DOCX_DAMAGED_DETAIL, 'no word/document.xml in the archive');
    let title: string | null = null;
    const elements = new ElementCounter();
    for (const entry of parts) {
      if (entry.isEncrypted() || !entry.canDecodeFileData()) {
        throw new DocumentError(422, DOCX_DAMAGED_DETAIL, `${entry.fileName} cannot be decoded (encrypted or unknown compression)`);
      }
      const stream = await zip.openReadStreamPromise(entry);
      const kept = await drain(stream, entry.fileName === CORE_PROPERTIES ? MAX_CORE_BYTES : 0, elements, limits.maxElements);
      if (entry.fileName === CORE_PROPERTIES) title = titleOf(kept.toString('utf8'));
    }
    return { title };
  } catch (err) {
    if (err instanceof DocumentError) throw err;
    throw new DocumentError(422, DOCX_DAMAGED_DETAIL, `bad zip archive: ${String(err)}`);
  } finally {
    zip.close();
  }
}
