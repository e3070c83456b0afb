import { inspectDocxArchive, DOCX_DAMAGED_DETAIL } from './docx-archive';
import { cleanTitle, DocumentError, finishText, type ExtractedDocument } from './extracted-document';

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;
const LISTS = new Set(['UL', 'OL']);
const BLOCKS = new Set(['P', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6']);

/** The words of an element as one line: line breaks become spaces, nested lists and tables are left out. */
function inlineText(element: Element): string {
  let text = '';
  for (const node of Array.from(element.childNodes)) {
    if (node.nodeType === TEXT_NODE) text += node.textContent ?? '';
    else if (node.nodeType === ELEMENT_NODE) {
      const child = node as Element;
      if (LISTS.has(child.tagName) || child.tagName === 'TABLE') continue;
      text += child.tagName === 'BR' ? ' ' : inlineText(child);
    }
  }
  return text.replace(/\s+/g, ' ').trim();
}

interface Layout {
  blocks: string[];
  firstHeading: string | null;
}

/** mammoth's HTML as plain text: one block per paragraph or heading, "- " before list items, " | " between cells. */
function layOut(element: Element, layout: Layout, depth: number) {
  for (const child of Array.from(element.children)) {
    const tag = child.tagName;
    if (BLOCKS.has(tag)) {
      const text = inlineText(child);
      if (!text) continue;
      if (tag !== 'P') layout.firstHeading ??= text;
      layout.blocks.push(text);
    } else if (LISTS.has(tag)) {
      for (const item of Array.from(child.children)) {
        const text = inlineText(item);
        if (text) layout.blocks.push(`${'  '.repeat(depth)}- ${text}`);
        layOut(item, layout, depth + 1);
      }
    } else if (tag === 'TR') {
      const cells = Array.from(child.children).map(inlineText).filter(Boolean);
      if (cells.length) layout.blocks.push(cells.join(' | '));
    } else {
      layOut(child, layout, depth);
    }
  }
}

/**
 * A Word document's text and title. The archive is checked first (zip bombs, see docx-archive.ts);
 * mammoth then reads the document as HTML, never its images nor any file or URL it links to, and the
 * HTML is laid out as text with headings and list items on lines of their own. The title is the
 * document's own (docProps/core.xml), else its first heading.
 */
export async function extractDocx(path: string): Promise<ExtractedDocument> {
  const { title } = await inspectDocxArchive(path);
  const [{ default: mammoth }, { parseHTML }] = await Promise.all([import('mammoth'), import('linkedom')]);
  let html: string;
  try {
    const result = await mammoth.convertToHtml(
      { path },
      { externalFileAccess: false, convertImage: mammoth.images.imgElement(async () => ({ src: '' })) },
    );
    html = result.value;
  } catch (err) {
    throw new DocumentError(422, DOCX_DAMAGED_DETAIL, `mammoth could not read the document: ${String(err)}`);
  }
  const { document } = parseHTML(`<!doctype html><html><body>${html}</body></html>`);
  const layout: Layout = { blocks: [], firstHeading: null };
  layOut(document.body, layout, 0);
  return { text: finishText(layout.blocks.join('\n\n')), title: cleanTitle(title) ?? cleanTitle(layout.firstHeading) };
}
