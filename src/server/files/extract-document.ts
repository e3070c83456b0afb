import { open } from 'node:fs/promises';
import { HttpError } from '../lib/http-error';
import { extractDocx } from './extract-docx';
import { extractPdf } from './extract-pdf';
import { extractTxt } from './extract-txt';
import { DocumentError, type ExtractedDocument } from './extracted-document';

export type DocumentType = 'pdf' | 'docx' | 'txt';

/**
 * What the extractDocument worker task reads: a file on disk by its path (an upload), or a PDF's bytes
 * (a PDF fetched from a URL, already in memory).
 */
export type ExtractDocumentInput = { type: DocumentType; path: string } | { type: 'pdf'; bytes: Uint8Array };

/** The task's answer: errors lose their class crossing threads, so a refusal travels as data. */
export type ExtractDocumentOutput =
  | { ok: true; document: ExtractedDocument }
  | { ok: false; status: number; detail: string; logDetail?: string; limit?: boolean };

const UNREADABLE: Record<DocumentType, string> = {
  pdf: 'This PDF could not be read.',
  docx: 'This Word document could not be read.',
  txt: 'This text file could not be read.',
};

/** A file's bytes in a buffer of their own (what pdf.js may take over), read without a copy. */
async function readOwnBuffer(path: string): Promise<Uint8Array> {
  const file = await open(path, 'r');
  try {
    const bytes = new Uint8Array((await file.stat()).size);
    let at = 0;
    while (at < bytes.length) {
      const { bytesRead } = await file.read(bytes, at, bytes.length - at, at);
      if (bytesRead === 0) break;
      at += bytesRead;
    }
    return bytes.subarray(0, at);
  } finally {
    await file.close();
  }
}

async function extract(input: ExtractDocumentInput): Promise<ExtractedDocument> {
  if ('bytes' in input) return extractPdf(input.bytes);
  switch (input.type) {
    case 'pdf':
      return extractPdf(await readOwnBuffer(input.path));
    case 'docx':
      return extractDocx(input.path);
    case 'txt':
      return extractTxt(input.path);
  }
}

/** A document's text and title, in a worker thread (the extractDocument task). Never throws. */
export async function extractDocument(input: ExtractDocumentInput): Promise<ExtractDocumentOutput> {
  try {
    return { ok: true, document: await extract(input) };
  } catch (err) {
    if (err instanceof DocumentError) {
      return { ok: false, status: err.status, detail: err.detail, logDetail: err.logDetail, ...(err.limit && { limit: true }) };
    }
    return { ok: false, status: 422, detail: UNREADABLE[input.type], logDetail: `${input.type} extraction failed: ${String(err)}` };
  }
}

/** The document of a task's answer, on the main thread; a refusal becomes the HttpError it stands for. */
export function documentFrom(output: ExtractDocumentOutput): ExtractedDocument {
  if (output.ok) return output.document;
  throw new HttpError(output.status, output.detail, {}, output.logDetail);
}
