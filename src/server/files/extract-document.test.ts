import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../lib/http-error';
import { WorkerPool } from '../workers/pool';
import { DOCX_DAMAGED_DETAIL, DOCX_TOO_BIG_DETAIL } from './docx-archive';
import { documentFrom, extractDocument, type DocumentType, type ExtractDocumentOutput } from './extract-document';
import { PDF_DAMAGED_DETAIL, PDF_ENCRYPTED_DETAIL, PDF_NO_TEXT_DETAIL } from './extract-pdf';
import { MAX_SOURCE_CHARS, NO_TEXT_DETAIL } from './extracted-document';
import { DOCX_CONTENT_TYPES, makeDocx, makeEncryptedPdf, makePdf, makePdfWithoutText, makeZip } from '../test/files/fixtures';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'inkwell-extract-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

let counter = 0;
async function fileOf(bytes: Uint8Array | string): Promise<string> {
  const path = join(dir, `file-${counter++}`);
  await writeFile(path, bytes);
  return path;
}

async function extract(type: DocumentType, bytes: Uint8Array | string) {
  return extractDocument({ type, path: await fileOf(bytes) });
}

function refusal(output: ExtractDocumentOutput) {
  if (output.ok) throw new Error(`expected a refusal, got ${JSON.stringify(output.document).slice(0, 200)}`);
  return output;
}

function document(output: ExtractDocumentOutput) {
  if (!output.ok) throw new Error(`expected a document, got ${output.status} ${output.detail} (${output.logDetail})`);
  return output.document;
}

const GARDEN = {
  heading: 'Growing Tomatoes on a Balcony',
  paragraphs: ['Tomatoes need six hours of sun a day.', 'Water them every morning in summer, at the roots.'],
  bullets: ['Cherry tomatoes suit small pots', 'Stake the plants early'],
};

describe('DOCX', () => {
  it('reads headings, paragraphs and list items as lines, and the title from the document properties', async () => {
    const doc = document(await extract('docx', await makeDocx({ title: 'Garden Notes', ...GARDEN })));
    expect(doc.title).toBe('Garden Notes');
    expect(doc.text).toBe(
      [
        'Growing Tomatoes on a Balcony',
        'Tomatoes need six hours of sun a day. Bold words end it.',
        'Water them every morning in summer, at the roots.',
        '- Cherry tomatoes suit small pots',
        '- Stake the plants early',
      ].join('\n\n'),
    );
    expect(doc.pages).toBeUndefined();
  });

  it('takes the first heading as the title when the document has none', async () => {
    expect(document(await extract('docx', await makeDocx(GARDEN))).title).toBe('Growing Tomatoes on a Balcony');
  });

  it('refuses an archive that declares a huge uncompressed size without inflating it', async () => {
    // The entry's data is random bytes, not deflate: inflating it would fail as damaged, not as too big.
    const bomb = makeZip([
      { name: '[Content_Types].xml', data: DOCX_CONTENT_TYPES },
      { name: 'word/document.xml', data: Buffer.alloc(0), declaredSize: 3_000_000_000, rawData: randomBytes(2_000) },
    ]);
    const out = refusal(await extract('docx', bomb));
    expect(out).toMatchObject({ status: 422, detail: DOCX_TOO_BIG_DETAIL });
    expect(out.logDetail).toMatch(/declare more than 209715200 bytes/);
  });

  it('refuses an entry compressed far beyond what text compresses to', async () => {
    const bomb = makeZip([
      { name: '[Content_Types].xml', data: DOCX_CONTENT_TYPES },
      { name: 'word/document.xml', data: Buffer.alloc(12 * 1024 * 1024, 0x20) },
    ]);
    const out = refusal(await extract('docx', bomb));
    expect(out).toMatchObject({ status: 422, detail: DOCX_TOO_BIG_DETAIL });
    expect(out.logDetail).toMatch(/word\/document\.xml compressed \d+:1/);
  });

  it('refuses an archive of more than 5,000 entries', async () => {
    const entries = Array.from({ length: 5_001 }, (_, i) => ({ name: `word/part${i}.xml`, data: Buffer.from('<x/>'), method: 'store' as const }));
    const out = refusal(await extract('docx', makeZip([{ name: '[Content_Types].xml', data: DOCX_CONTENT_TYPES }, ...entries])));
    expect(out).toMatchObject({ status: 422, detail: DOCX_TOO_BIG_DETAIL });
    expect(out.logDetail).toBe('zip bomb: 5002 entries');
  });

  it('refuses an archive that lies about its sizes: the part inflates past what it declared', async () => {
    const xml = Buffer.from(`<w:document>${'<w:p/>'.repeat(500_000)}</w:document>`);
    const liar = makeZip([
      { name: '[Content_Types].xml', data: DOCX_CONTENT_TYPES },
      { name: 'word/document.xml', data: xml, declaredSize: 1_000 },
    ]);
    const out = refusal(await extract('docx', liar));
    expect(out).toMatchObject({ status: 422, detail: DOCX_DAMAGED_DETAIL });
    expect(out.logDetail).toMatch(/too many bytes/i);
  });

  it('refuses a zip without word/document.xml, and bytes that are no zip at all', async () => {
    const zip = makeZip([{ name: '[Content_Types].xml', data: DOCX_CONTENT_TYPES }]);
    expect(refusal(await extract('docx', zip))).toMatchObject({ status: 422, detail: DOCX_DAMAGED_DETAIL });
    expect(refusal(await extract('docx', 'PK\u0003\u0004 not really'))).toMatchObject({ status: 422, detail: DOCX_DAMAGED_DETAIL });
  });

  it('refuses a document with no text', async () => {
    const empty = await makeDocx({ heading: '', paragraphs: [], bullets: [] });
    expect(refusal(await extract('docx', empty))).toMatchObject({ status: 422, detail: NO_TEXT_DETAIL });
  });
});

describe('PDF', () => {
  it('reads each page in order, the page count and the title', async () => {
    const pdf = await makePdf(
      [
        ['Chapter one: the harbour at dawn.', 'Boats leave before sunrise.'],
        ['Chapter two: the market.'],
        ['Chapter three: the return home.'],
      ],
      { title: 'A Day at the Harbour' },
    );
    const doc = document(await extract('pdf', pdf));
    expect(doc).toEqual({
      text: 'Chapter one: the harbour at dawn.\nBoats leave before sunrise.\n\nChapter two: the market.\n\nChapter three: the return home.',
      title: 'A Day at the Harbour',
      pages: 3,
    });
  });

  it('reads a PDF held in memory (a PDF fetched from a URL) exactly as one on disk', async () => {
    const pdf = await makePdf([['Only page, no title.']]);
    const fromBytes = await extractDocument({ type: 'pdf', bytes: pdf.slice() });
    expect(fromBytes).toEqual(await extract('pdf', pdf));
    expect(document(fromBytes)).toEqual({ text: 'Only page, no title.', title: null, pages: 1 });
  });

  it('reads all 300 pages of a long PDF', async () => {
    const pages = Array.from({ length: 300 }, (_, i) => [`Page ${i + 1} of the long report.`, 'It has a second line too.']);
    const doc = document(await extract('pdf', await makePdf(pages)));
    expect(doc.pages).toBe(300);
    const texts = doc.text.split('\n\n');
    expect(texts).toHaveLength(300);
    expect(texts[0]).toBe('Page 1 of the long report.\nIt has a second line too.');
    expect(texts[299]).toBe('Page 300 of the long report.\nIt has a second line too.');
  });

  it('refuses a PDF without a text layer, a password-protected PDF, and a damaged or empty one', async () => {
    expect(refusal(await extract('pdf', await makePdfWithoutText()))).toMatchObject({ status: 422, detail: PDF_NO_TEXT_DETAIL });
    expect(refusal(await extract('pdf', await makeEncryptedPdf()))).toMatchObject({ status: 422, detail: PDF_ENCRYPTED_DETAIL });
    const whole = await makePdf([['Cut short.']]);
    for (const damaged of [Buffer.from('%PDF-1.7\nthis is no PDF body at all\n'), whole.slice(0, 300), new Uint8Array(0)]) {
      const out = refusal(await extract('pdf', damaged));
      expect(out).toMatchObject({ status: 422, detail: PDF_DAMAGED_DETAIL });
      expect(out.logDetail).toMatch(/pdf\.js could not (open|read)/);
    }
  });
});

describe('TXT', () => {
  const prose = 'Line one of the notes.\r\nLine two, with “quotes” and café.\rLine three.\n';
  const expected = 'Line one of the notes.\nLine two, with “quotes” and café.\nLine three.';

  it('decodes UTF-8, UTF-8 with a BOM and UTF-16LE with a BOM, newlines normalised', async () => {
    for (const bytes of [
      Buffer.from(prose),
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(prose)]),
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(prose, 'utf16le')]),
      Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(prose, 'utf16le').swap16()]),
    ]) {
      expect(document(await extract('txt', bytes))).toEqual({ text: expected, title: null });
    }
  });

  it('refuses a file with nothing but whitespace', async () => {
    expect(refusal(await extract('txt', ''))).toMatchObject({ status: 422, detail: NO_TEXT_DETAIL });
    expect(refusal(await extract('txt', ' \n\r\n\t '))).toMatchObject({ status: 422, detail: NO_TEXT_DETAIL });
  });

  it(`keeps at most ${MAX_SOURCE_CHARS} characters, cut after a whole word`, async () => {
    const words = 'alpha beta gamma delta epsilon '.repeat(60_000); // 1.86 million characters
    const doc = document(await extract('txt', words));
    expect(doc.text.length).toBeLessThanOrEqual(MAX_SOURCE_CHARS);
    expect(doc.text.length).toBeGreaterThan(MAX_SOURCE_CHARS - 20);
    expect(words.startsWith(doc.text)).toBe(true);
    expect(words[doc.text.length]).toBe(' ');
  });
});

describe('the extractDocument task in a worker thread', () => {
  const pool = new WorkerPool({ threads: 1 });
  afterAll(() => pool.close());

  it('answers what extractDocument answers here, refusals included, as data the main thread turns into HttpErrors', async () => {
    const pdfPath = await fileOf(await makePdf([['Read in a worker thread.']], { title: 'Worker' }));
    const docxPath = await fileOf(await makeDocx({ title: 'Worker doc', ...GARDEN }));
    const scanPath = await fileOf(await makePdfWithoutText());
    for (const input of [
      { type: 'pdf', path: pdfPath },
      { type: 'docx', path: docxPath },
      { type: 'pdf', path: scanPath },
    ] as const) {
      expect(await pool.run('extractDocument', input)).toEqual(await extractDocument(input));
    }
    expect(documentFrom(await pool.run('extractDocument', { type: 'pdf', path: pdfPath }))).toEqual({ text: 'Read in a worker thread.', title: 'Worker', pages: 1 });
    const err = (() => {
      try {
        return documentFrom({ ok: false, status: 422, detail: PDF_NO_TEXT_DETAIL, logDetail: 'why' });
      } catch (e) {
        return e;
      }
    })();
    expect(err).toBeInstanceOf(HttpError);
    expect(err).toMatchObject({ statusCode: 422, detail: PDF_NO_TEXT_DETAIL, logDetail: 'why' });
    expect(await pool.run('extractDocument', { type: 'pdf', path: scanPath })).toEqual({ ok: false, status: 422, detail: PDF_NO_TEXT_DETAIL });
  });
});
