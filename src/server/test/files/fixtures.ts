/**
 * Files the tests make for themselves (no binary fixture is committed): Word documents, PDFs, zips
 * (honest ones and bombs), WAV tones, and recordings that ffmpeg encodes from them.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { crc32, deflateRawSync } from 'node:zlib';
import { Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import { PDFDocument, PDFHexString, StandardFonts, rgb } from 'pdf-lib';

/** A Word document with a heading, paragraphs (one with bold words) and a bulleted list. */
export async function makeDocx(opts: { title?: string; heading: string; paragraphs: string[]; bullets: string[] }): Promise<Buffer> {
  const doc = new Document({
    ...(opts.title !== undefined && { title: opts.title }),
    sections: [
      {
        children: [
          new Paragraph({ text: opts.heading, heading: HeadingLevel.HEADING_1 }),
          ...opts.paragraphs.map((text, i) =>
            i === 0
              ? new Paragraph({ children: [new TextRun(`${text} `), new TextRun({ text: 'Bold words end it.', bold: true })] })
              : new Paragraph({ text }),
          ),
          ...opts.bullets.map((text) => new Paragraph({ text, bullet: { level: 0 } })),
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}

/** A PDF with one page per entry, each line of it drawn as text; an optional title in its metadata. */
export async function makePdf(pages: string[][], opts: { title?: string } = {}): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  if (opts.title) doc.setTitle(opts.title);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = doc.addPage([600, 800]);
    lines.forEach((line, i) => page.drawText(line, { x: 50, y: 750 - i * 18, size: 12, font }));
  }
  return doc.save();
}

/** A PDF whose only page holds a drawn rectangle: what a scan without OCR looks like to a text reader. */
export async function makePdfWithoutText(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage([600, 800]).drawRectangle({ x: 50, y: 50, width: 300, height: 200, color: rgb(0.2, 0.4, 0.8) });
  return doc.save();
}

/**
 * A PDF that asks for a password: its trailer points at a standard security handler (RC4, revision 2)
 * whose user-password hash matches no password, the empty one included. pdf-lib cannot encrypt, so the
 * dictionary is written by hand; a reader sees exactly what a password-protected PDF shows it.
 */
export async function makeEncryptedPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([600, 800]).drawText('Quarterly numbers nobody may read.', { x: 50, y: 700, size: 12, font });
  const { context } = doc;
  context.trailerInfo.Encrypt = context.register(
    context.obj({ Filter: 'Standard', V: 1, R: 2, P: -4, O: PDFHexString.of('4f'.repeat(32)), U: PDFHexString.of('55'.repeat(32)) }),
  );
  context.trailerInfo.ID = context.obj([PDFHexString.of('1d'.repeat(16)), PDFHexString.of('1d'.repeat(16))]);
  return doc.save({ useObjectStreams: false });
}

export interface ZipEntry {
  name: string;
  data: Buffer;
  /** Deflate (default) or store. */
  method?: 'deflate' | 'store';
  /** The uncompressed size written in both headers instead of the real one (a lying archive). */
  declaredSize?: number;
  /** The bytes written as the entry's compressed data instead of the real ones. */
  rawData?: Buffer;
}

/** A zip archive written by hand, so that tests can make archives no zip tool would (bombs, lies). */
export function makeZip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const method = entry.method === 'store' ? 0 : 8;
    const compressed = entry.rawData ?? (method === 8 ? deflateRawSync(entry.data) : entry.data);
    const size = entry.declaredSize ?? entry.data.length;
    const crc = crc32(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, compressed);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The parts that make a zip a Word document to file-type and to mammoth. */
export const DOCX_CONTENT_TYPES = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
    '</Types>',
);

/** A WAV of pure tones one after another (16-bit PCM, the same signal in every channel). */
export function makeToneWav(opts: { tones: Array<{ hz: number; seconds: number }>; sampleRate?: number; channels?: number }): Buffer {
  const sampleRate = opts.sampleRate ?? 44_100;
  const channels = opts.channels ?? 2;
  const frames = opts.tones.reduce((sum, tone) => sum + Math.round(tone.seconds * sampleRate), 0);
  const data = Buffer.alloc(frames * channels * 2);
  let frame = 0;
  for (const tone of opts.tones) {
    const count = Math.round(tone.seconds * sampleRate);
    for (let i = 0; i < count; i++, frame++) {
      const sample = tone.hz === 0 ? 0 : Math.round(Math.sin((2 * Math.PI * tone.hz * i) / sampleRate) * 12_000);
      for (let c = 0; c < channels; c++) data.writeInt16LE(sample, (frame * channels + c) * 2);
    }
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(channels, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * channels * 2, 28);
  header.writeUInt16LE(channels * 2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

const run = promisify(execFile);

/** A plain-colour picture for the video formats, as long as the sound (-shortest). */
const PICTURE = ['-f', 'lavfi', '-i', 'color=c=navy:s=64x64:r=5'];

/** How ffmpeg writes each recording the tests make from a WAV: audio only, or with the picture. */
const RECORDINGS = {
  mp3: { video: false, args: ['-c:a', 'libmp3lame', '-f', 'mp3'] },
  m4a: { video: false, args: ['-c:a', 'aac', '-f', 'ipod'] },
  mp4: { video: true, args: ['-shortest', '-c:v', 'mpeg4', '-c:a', 'aac', '-f', 'mp4'] },
  mov: { video: true, args: ['-shortest', '-c:v', 'mpeg4', '-c:a', 'aac', '-f', 'mov'] },
  avi: { video: true, args: ['-shortest', '-c:v', 'mpeg4', '-c:a', 'pcm_s16le', '-f', 'avi'] },
};

/** Encodes a WAV file as another recording with ffmpeg, with a title tag when given. */
export async function encodeRecording(wavPath: string, outPath: string, format: keyof typeof RECORDINGS, opts: { title?: string } = {}) {
  const { video, args } = RECORDINGS[format];
  await run('ffmpeg', [
    '-nostdin', '-hide_banner', '-loglevel', 'error', '-y',
    '-i', wavPath, ...(video ? PICTURE : []),
    ...(opts.title ? ['-metadata', `title=${opts.title}`] : []),
    ...args, outPath,
  ]);
}
