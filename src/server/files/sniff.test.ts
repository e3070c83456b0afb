import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../lib/http-error';
import { sniffFile, UNSUPPORTED_FILE_DETAIL } from './sniff';
import { DOCX_CONTENT_TYPES, makeDocx, makePdf, makeZip } from '../test/files/fixtures';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'inkwell-sniff-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** Writes the bytes under a name that may lie about them, and sniffs the file. */
async function sniff(name: string, bytes: Uint8Array | string) {
  const path = join(dir, name);
  await writeFile(path, bytes);
  return sniffFile(path);
}

async function refusal(name: string, bytes: Uint8Array | string): Promise<HttpError> {
  const err = await sniff(name, bytes).then(
    (type) => new Error(`sniffed as ${type}`),
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(HttpError);
  return err as HttpError;
}

/** An ELF executable's header (x86-64), as a compiler writes it. */
function elfHeader(): Buffer {
  const header = Buffer.alloc(64);
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]).copy(header);
  header.writeUInt16LE(2, 16); // executable
  header.writeUInt16LE(0x3e, 18); // x86-64
  header.writeUInt32LE(1, 20);
  return Buffer.concat([header, Buffer.from('int main() { return 0; }\n'.repeat(20))]);
}

/** A Windows PE executable's start: the DOS stub, then the PE signature where e_lfanew points. */
function peHeader(): Buffer {
  const file = Buffer.alloc(512);
  file.write('MZ', 0, 'ascii');
  file.writeUInt32LE(0x80, 0x3c);
  file.write('PE\0\0', 0x80, 'latin1');
  file.writeUInt16LE(0x8664, 0x84);
  return file;
}

/** A 1×1 PNG, complete: signature, IHDR, IDAT, IEND. */
function png(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    out.write(type, 4, 'ascii');
    data.copy(out, 8);
    return out; // the CRC is left zero: no sniffer checks it
  };
  const ihdr = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.from([0, 255, 0, 0, 255]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('sniffFile', () => {
  it('reads text in UTF-8, UTF-8 with a BOM and UTF-16LE with a BOM as txt, whatever the name', async () => {
    const prose = 'Café owners say the new bike lanes brought more customers. — ünïcödé ✓\r\n'.repeat(50);
    expect(await sniff('notes.txt', prose)).toBe('txt');
    expect(await sniff('notes-bom', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(prose)]))).toBe('txt');
    expect(await sniff('notes-16.docx', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(prose, 'utf16le')]))).toBe('txt');
  });

  it('judges text by its first 64 KB, even when a character is cut at the 64 KB mark', async () => {
    // "é" is two bytes in UTF-8: 65,535 ASCII bytes put the cut between them.
    expect(await sniff('cut.txt', `${'a'.repeat(65_535)}é and more text after the probe`)).toBe('txt');
  });

  it('refuses binary without a signature: NULs, invalid UTF-8, UTF-16 without a BOM, control characters', async () => {
    for (const [name, bytes] of [
      ['nul.txt', Buffer.concat([Buffer.from('plain words '), Buffer.alloc(4), Buffer.from(' more words')])],
      ['latin1.txt', Buffer.from('caf\xe9 cr\xe8me br\xfbl\xe9e', 'latin1')],
      ['utf16-no-bom.txt', Buffer.from('no byte order mark here', 'utf16le')],
      ['controls.txt', Buffer.from('\u0001\u0002\u0003\u0004 words '.repeat(30))],
    ] as const) {
      const err = await refusal(name, bytes);
      expect(err.statusCode).toBe(415);
    }
  });

  it('refuses a renamed ELF or PE executable, a PNG and a plain zip with 415 naming the accepted types', async () => {
    for (const [name, bytes] of [
      ['report.txt', elfHeader()],
      ['report.pdf', elfHeader()],
      ['setup.pdf', peHeader()],
      ['setup.txt', peHeader()],
      ['photo.txt', png()],
      ['archive.docx', makeZip([{ name: 'notes/readme.md', data: Buffer.from('# Not a Word document\n') }])],
    ] as const) {
      const err = await refusal(name, bytes);
      expect(err.statusCode).toBe(415);
      expect(err.detail).toBe(UNSUPPORTED_FILE_DETAIL);
      expect(err.detail).toBe('This type of file cannot be summarized. Accepted files: TXT, PDF, DOCX, MP3, MP4, WAV, M4A, MOV, AVI.');
    }
  });

  it('knows a PDF and a DOCX by their content, not their names', async () => {
    expect(await sniff('upload.txt', await makePdf([['Hello']]))).toBe('pdf');
    expect(await sniff('upload.bin', await makeDocx({ heading: 'Hi', paragraphs: ['Hello there.'], bullets: [] }))).toBe('docx');
    // The smallest zip that is a Word document to a reader: content types and word/document.xml.
    const minimal = makeZip([
      { name: '[Content_Types].xml', data: DOCX_CONTENT_TYPES },
      { name: 'word/document.xml', data: Buffer.from('<w:document/>') },
    ]);
    expect(await sniff('minimal.zip', minimal)).toBe('docx');
  });
});
