import { cleanTitle, DocumentError, finishText, MAX_SOURCE_CHARS, type ExtractedDocument } from './extracted-document';

export const PDF_ENCRYPTED_DETAIL = 'This PDF is password-protected. Please upload a copy without a password.';
export const PDF_NO_TEXT_DETAIL =
  'This PDF has no text layer (it looks like a scan or images), so there is nothing to summarize. Please upload a PDF with selectable text.';
export const PDF_DAMAGED_DETAIL = 'This PDF could not be read: the file looks damaged.';

/** Pages of a PDF read at most: a long book; past it the file is refused before any page is read. */
export const MAX_PDF_PAGES = 2_000;

const pageCount = new Intl.NumberFormat('en-US');

export function tooManyPagesDetail(pages: number): string {
  return `This PDF has ${pageCount.format(pages)} pages; Inkwell reads at most ${pageCount.format(MAX_PDF_PAGES)} pages of one file. Split it and summarize the parts.`;
}

export const PDF_REPEATED_PAGE_DETAIL =
  'This PDF lists the same page more than once in its page tree, so it was not read: the file is damaged or built to stall PDF readers.';

/** pdf.js's own exception names: its classes are not exported by unpdf's bundle. */
const PASSWORD_EXCEPTION = 'PasswordException';

/** The text of a page's content items, with the line breaks pdf.js reports. */
function pageText(items: ReadonlyArray<object>): string {
  let text = '';
  for (const item of items) {
    if ('str' in item && typeof item.str === 'string') text += item.str + ('hasEOL' in item && item.hasEOL ? '\n' : '');
  }
  return text;
}

/**
 * A PDF's text (pages in order, separated by blank lines), title (its metadata's) and page count,
 * through pdf.js (unpdf's build, no eval). Pages past MAX_SOURCE_CHARS of text are not read. Takes the
 * bytes, not a path, so that a PDF fetched from a URL goes through the same code as an upload. pdf.js
 * takes over (detaches) the buffer it reads: a view into a shared one (a Buffer, maybe of Node's pool)
 * is copied first, a Uint8Array that owns its whole buffer is handed over as it is.
 */
export async function extractPdf(bytes: Uint8Array): Promise<ExtractedDocument> {
  // Imported here: pdf.js is large, and the worker threads that never meet a PDF need not load it.
  const { getDocumentProxy } = await import('unpdf');
  const owned = !Buffer.isBuffer(bytes) && bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    // verbosity 0: a damaged file's repair warnings would go to the console, not to our log.
    pdf = await getDocumentProxy(owned ? bytes : new Uint8Array(bytes), { verbosity: 0, isEvalSupported: false, stopAtErrors: false });
  } catch (err) {
    if (err instanceof Error && err.name === PASSWORD_EXCEPTION) throw new DocumentError(422, PDF_ENCRYPTED_DETAIL);
    throw new DocumentError(422, PDF_DAMAGED_DETAIL, `pdf.js could not open the PDF: ${String(err)}`);
  }
  try {
    // The declared page count is the tree's /Count: a lie costs nothing to write, so it is a cap, not a promise.
    const pages = pdf.numPages;
    if (pages > MAX_PDF_PAGES) throw new DocumentError(413, tooManyPagesDetail(pages), `PDF declares ${pages} pages`, true);
    const texts: string[] = [];
    const seen = new Set<string>();
    let chars = 0;
    for (let number = 1; number <= pages && chars < MAX_SOURCE_CHARS; number++) {
      const page = await pdf.getPage(number);
      // Each real page is its own object: a tree whose nodes are shared lists one page many times over
      // (millions of "pages" in a kilobyte), which is refused at the first repeat.
      const ref = page.ref ? `${page.ref.num} ${page.ref.gen}` : null;
      if (ref !== null) {
        if (seen.has(ref)) throw new DocumentError(422, PDF_REPEATED_PAGE_DETAIL, `page ${number} repeats object ${ref}`, true);
        seen.add(ref);
      }
      const text = pageText((await page.getTextContent()).items)
        .replace(/[^\S\n]+/g, ' ')
        .replace(/ ?\n ?/g, '\n')
        .trim();
      page.cleanup();
      texts.push(text);
      chars += text.length;
    }
    const merged = texts.filter(Boolean).join('\n\n');
    if (!merged.trim()) throw new DocumentError(422, PDF_NO_TEXT_DETAIL);
    const meta = await pdf.getMetadata().catch(() => null);
    const info: { Title?: unknown } | undefined = meta?.info;
    const title = cleanTitle(info?.Title) ?? cleanTitle(meta?.metadata?.get('dc:title'));
    return { text: finishText(merged), title, pages };
  } catch (err) {
    if (err instanceof DocumentError) throw err;
    throw new DocumentError(422, PDF_DAMAGED_DETAIL, `pdf.js could not read the PDF: ${String(err)}`);
  } finally {
    await pdf.destroy();
  }
}
