/**
 * Hostile files the tests build for themselves (a few bytes to a few hundred kilobytes each, nothing
 * stored): the shapes an outside review used to stall the document readers.
 */
import { DOCX_CONTENT_TYPES, makeZip } from './files/fixtures';

/**
 * A PDF whose page tree shares its nodes: each level lists the next level's one node `fanout` times, so
 * a kilobyte declares fanout^depth pages (20 and 6: 64 million), all the same page object.
 */
export function sharedPageTreePdf(fanout: number, depth: number): Uint8Array {
  const bodies: string[] = [];
  const add = (body: string) => bodies.push(body);
  // Object numbers: 1 catalog, 2..depth+1 the levels, then the page, its content and its font.
  const level = (i: number) => 2 + i;
  const page = depth + 2;
  const content = depth + 3;
  const font = depth + 4;
  add(`<< /Type /Catalog /Pages ${level(0)} 0 R >>`);
  for (let i = 0; i < depth; i++) {
    const child = i + 1 < depth ? level(i + 1) : page;
    const parent = i > 0 ? ` /Parent ${level(i - 1)} 0 R` : '';
    add(`<< /Type /Pages /Kids [${Array(fanout).fill(`${child} 0 R`).join(' ')}] /Count ${fanout ** (depth - i)}${parent} >>`);
  }
  add(`<< /Type /Page /Parent ${level(depth - 1)} 0 R /MediaBox [0 0 200 200] /Contents ${content} 0 R /Resources << /Font << /F1 ${font} 0 R >> >> >>`);
  const stream = 'BT /F1 12 Tf 10 100 Td (The same words on every page) Tj ET';
  add(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  let pdf = '%PDF-1.7\n';
  const offsets: number[] = [];
  bodies.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${bodies.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${bodies.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(pdf);
}

/**
 * A Word document of one sentence and then `count` empty paragraphs, each with one of 16 revision ids so
 * that the XML compresses about 100:1, under the archive's ratio cap (1.5 million: 37.5 MB of XML in a
 * 350 KB file).
 */
export function emptyParagraphsDocx(count: number): Buffer {
  const ids = Array.from({ length: 16 }, (_, i) => (((i + 1) * 2_654_435_761) >>> 0).toString(16).padStart(8, '0').toUpperCase());
  const paragraphs: string[] = [];
  for (let i = 0; i < count; i++) paragraphs.push(`<w:p w:rsidR="${ids[(i * 7919 + (i >> 3)) % ids.length]}"/>`);
  const xml = Buffer.from(
    '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>' +
      '<w:p><w:r><w:t>A sentence before the flood.</w:t></w:r></w:p>' +
      paragraphs.join('') +
      '</w:body></w:document>',
  );
  return makeZip([
    { name: '[Content_Types].xml', data: DOCX_CONTENT_TYPES },
    { name: 'word/document.xml', data: xml },
  ]);
}
