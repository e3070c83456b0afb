import { openAsBlob } from 'node:fs';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { treeRssMb } from './lib/processes';
import { healthLatencies, percentile } from './lib/latency';
import { startInkwell } from './lib/servers';
import { enterpriseUser } from './lib/users';

/**
 * The summarizer (issue 10), on the built app as `npm start` runs it:
 *  - a 300-page PDF uploaded, extracted and summarized offline, end to end (target ≤ 3 s), beside the
 *    same request for a one-page PDF (the floor of an upload and a summary on this machine);
 *  - the event loop while it works: /api/health latency during the 300-page summary against idle;
 *  - resident memory while a 50 MB file is uploaded (target: grows by less than 60 MB). The file is a
 *    WAV and no transcription service is set, so the server streams it to disk, reads its type and
 *    answers 422: the upload alone is measured, on a server that has done nothing else yet.
 */

const PAGES = 300;
const LINES_PER_PAGE = 44;
const UPLOAD_MB = 50;

// Sentences with enough variety for the ranking to have work to do: seeded, so every run reads the same PDF.
const SUBJECTS = ['The city council', 'A regional utility', 'The research team', 'Local farmers', 'The new report', 'Small businesses', 'The transit agency', 'Volunteers', 'The school district', 'Health officials'];
const VERBS = ['expanded', 'measured', 'questioned', 'funded', 'reviewed', 'tested', 'delayed', 'approved', 'documented', 'compared'];
const OBJECTS = ['the flood barrier plan', 'water use across the valley', 'the cost of rooftop solar', 'bus ridership on weekends', 'soil quality in the north fields', 'broadband access in rural homes', 'the budget for road repairs', 'air quality near the port', 'reading scores in early grades', 'wait times at the clinic'];
const TAILS = ['after a year of public hearings', 'with help from a state grant', 'despite objections from residents', 'for the third year in a row', 'ahead of the winter season', 'using data from 40 sensors', 'at a cost of $2.3 million', 'in partnership with the university', 'following complaints last spring', 'to prepare for population growth'];

function seeded(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

async function makePdf(path: string, pages: number) {
  const rand = seeded(42);
  const pick = <T>(xs: T[]) => xs[Math.floor(rand() * xs.length)]!;
  const doc = await PDFDocument.create();
  doc.setTitle('Regional Services Annual Review');
  const font = await doc.embedFont(StandardFonts.Helvetica);
  let words = 0;
  for (let p = 0; p < pages; p++) {
    const page = doc.addPage([612, 792]);
    for (let l = 0; l < LINES_PER_PAGE; l++) {
      const line = `${pick(SUBJECTS)} ${pick(VERBS)} ${pick(OBJECTS)} ${pick(TAILS)}.`;
      words += line.split(' ').length;
      page.drawText(line, { x: 40, y: 760 - l * 16, size: 10, font });
    }
  }
  writeFileSync(path, await doc.save());
  return words;
}

/** A WAV header over `bytes` of silence: a real recording's type, the size of a long one. */
function makeWav(path: string, bytes: number) {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + bytes, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(16_000, 24);
  header.writeUInt32LE(32_000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(bytes, 40);
  writeFileSync(path, Buffer.concat([header, Buffer.alloc(bytes)]));
}

async function upload(url: string, token: string, path: string, name: string, type: string): Promise<{ status: number; body: string; ms: number }> {
  const form = new FormData();
  form.set('file', await openAsBlob(path, { type }), name);
  form.set('summary_length', 'standard');
  const t0 = performance.now();
  const res = await fetch(`${url}/api/content/summarize/file`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    body: form,
  });
  const body = await res.text();
  return { status: res.status, body, ms: performance.now() - t0 };
}


function doneEvent(body: string): { source?: { words_read: number; summary_words: number; pages?: number } } | null {
  const block = body.split('\n\n').find((b) => b.startsWith('event: done'));
  if (!block) return null;
  return JSON.parse(block.slice(block.indexOf('data: ') + 6)) as { source?: { words_read: number; summary_words: number; pages?: number } };
}

export async function benchSummarize(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'inkwell-bench-summarize-'));
  const server = await startInkwell();
  try {
    const { token } = await enterpriseUser(server.url);
    const bigPdf = join(dir, 'annual-review.pdf');
    const onePage = join(dir, 'one-page.pdf');
    const words = await makePdf(bigPdf, PAGES);
    await makePdf(onePage, 1);

    // Memory while 50 MB arrive: sampled every 10 ms from before the request until its answer.
    const wav = join(dir, 'long-recording.wav');
    // Just under MAX_UPLOAD_MB (the limit counts the file's bytes, header included).
    makeWav(wav, UPLOAD_MB * 1024 * 1024 - 44 - 1024);
    const pid = server.pid!;
    const baseline = treeRssMb(pid);
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, treeRssMb(pid))), 10);
    const refused = await upload(server.url, token, wav, 'long-recording.wav', 'audio/wav');
    clearInterval(sampler);
    peak = Math.max(peak, treeRssMb(pid));
    const growth = peak - baseline;

    // Warm-up: the worker threads start and load their libraries once.
    await upload(server.url, token, onePage, 'one-page.pdf', 'application/pdf');
    const floorRuns: number[] = [];
    for (let i = 0; i < 3; i++) floorRuns.push((await upload(server.url, token, onePage, 'one-page.pdf', 'application/pdf')).ms);

    const idle = await healthLatencies(server.url, { count: 200 });
    const runs: { ms: number; status: number; body: string }[] = [];
    let during: number[] = [];
    for (let i = 0; i < 3; i++) {
      const request = upload(server.url, token, bigPdf, 'annual-review.pdf', 'application/pdf');
      const probes = healthLatencies(server.url, { until: request });
      runs.push(await request);
      during = during.concat(await probes);
    }
    const last = doneEvent(runs.at(-1)!.body);
    if (!last?.source) throw new Error(`the 300-page summary did not finish: ${runs.at(-1)!.status} ${runs.at(-1)!.body.slice(0, 300)}`);
    const median = (xs: number[]) => percentile(xs, 50);
    const bigMs = median(runs.map((r) => r.ms));
    const floorMs = median(floorRuns);

    const ms = (n: number) => `${Math.round(n)} ms`;
    const ratio = (a: number, b: number) => (a / b).toFixed(1);
    return [
      '## Summarizer (issue 10)',
      '',
      `The built app (\`npm start\`, offline engine, embedded database). A ${PAGES}-page PDF (${words.toLocaleString('en-US')} words, ${LINES_PER_PAGE} lines a page) uploaded with \`Accept: text/event-stream\`, extracted (unpdf) and summarized (standard length) in the worker pool; median of 3 runs.`,
      '',
      '| measure | result | target |',
      '|---|---:|---|',
      `| ${PAGES}-page PDF: upload → extraction → summary → saved (\`done\` event) | ${ms(bigMs)} (${ratio(bigMs, floorMs)}× the one-page PDF's ${ms(floorMs)}) | ≤ 3 s ${bigMs <= 3000 ? '✔' : '✘'} |`,
      `| words read → written | ${last.source.words_read.toLocaleString('en-US')} → ${last.source.summary_words} (${last.source.pages ?? '?'} pages) | |`,
      `| /api/health while summarizing: p50 / p99 / max | ${ms(percentile(during, 50))} / ${ms(percentile(during, 99))} / ${ms(Math.max(...during))} (idle: ${ms(percentile(idle, 50))} / ${ms(percentile(idle, 99))}); p99 ${ratio(percentile(during, 99), percentile(idle, 99))}× idle, ${during.length} probes | the event loop stays free |`,
      `| resident memory while a ${UPLOAD_MB} MB file is uploaded (server and its children) | +${growth.toFixed(1)} MB (${baseline.toFixed(0)} → ${peak.toFixed(0)} MB; answer ${refused.status}) | < 60 MB ${growth < 60 ? '✔' : '✘'} |`,
      '',
    ].join('\n');
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
