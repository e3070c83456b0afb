import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeRecording, makeDocx, makePdf, makePdfWithoutText, makeToneWav, makeZip } from '../../test/files/fixtures';
import { TRANSCRIPTION_MISSING_DETAIL } from '../../files/read-upload';
import { buildTestApp, signUp, type TestApp } from '../../test/build-test-app';
import { describeAudio, startLocalTranscriptionServer } from '../../test/local-transcription-server';
import { formBody } from '../../test/multipart';
import { parseSse } from '../../test/sse';
import { ARTICLE_PARAGRAPHS, ARTICLE_TEXT } from '../../test/texts/summarize-sources';
import { hardWrap, NEWSLETTER_REPORT_PARAGRAPHS } from '../../test/texts/newsletter-report';


let t: TestApp;
let work: string;
const summariesUsed = async (auth: Record<string, string>) =>
  (await t.app.inject({ url: '/api/auth/me', headers: auth })).json().usage_counts.summaries as number;

beforeAll(async () => {
  t = await buildTestApp({ env: { MAX_UPLOAD_MB: '1' } });
  work = await mkdtemp(join(tmpdir(), 'inkwell-summarize-files-'));
});
afterAll(async () => {
  await t.close();
  await rm(work, { recursive: true, force: true });
});

async function upload(auth: Record<string, string>, file: Parameters<typeof formBody>[0], fields: Record<string, string> = {}, accept?: string) {
  const body = await formBody(file, fields);
  return t.app.inject({
    method: 'POST',
    url: '/api/content/summarize/file',
    payload: body.payload,
    headers: { ...auth, ...body.headers, ...(accept && { accept }) },
  });
}

describe('POST /api/content/summarize/file (offline engine)', () => {
  it('summarizes a text file', async () => {
    const user = await signUp(t.app);
    const res = await upload(user.auth, { name: 'reef-notes.txt', bytes: Buffer.from(ARTICLE_TEXT), type: 'text/plain' }, { summary_style: 'bullet_points' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.source).toMatchObject({ kind: 'file', media: 'text', title: 'reef-notes', file_name: 'reef-notes.txt' });
    expect(body.summary).toMatch(/^- /m);
    expect(await summariesUsed(user.auth)).toBe(1);
  });

  it('summarizes a PDF, naming its pages and streaming each stage', async () => {
    const user = await signUp(t.app);
    const pdf = await makePdf([ARTICLE_PARAGRAPHS.slice(0, 4), ARTICLE_PARAGRAPHS.slice(4)], { title: 'Oyster Reefs Report' });
    const res = await upload(user.auth, { name: 'report.pdf', bytes: pdf, type: 'application/pdf' }, { summary_length: 'brief' }, 'text/event-stream');
    const events = parseSse(res.body);
    expect(events.filter((e) => e.event === 'stage').map((e) => (e.data as { stage: string }).stage)).toEqual(['extracting', 'summarizing']);
    const done = events.at(-1)!;
    expect(done.event, res.body).toBe('done');
    expect((done.data as { source: object }).source).toMatchObject({ media: 'pdf', pages: 2, title: 'Oyster Reefs Report', file_name: 'report.pdf' });
  });

  it('summarizes a hard-wrapped PDF about newsletters from whole sentences, leaving out the subscription prompt', async () => {
    const user = await signUp(t.app);
    const lines = NEWSLETTER_REPORT_PARAGRAPHS.flatMap((p, i) => [...hardWrap(p), ...(i === 0 ? ['Subscribe to our newsletter'] : [])]);
    const pdf = await makePdf([lines, ['We use cookies to improve your experience.']]);
    const res = await upload(user.auth, { name: 'creator-survey.pdf', bytes: pdf, type: 'application/pdf' }, { summary_length: 'brief' });
    expect(res.statusCode, res.body).toBe(200);
    const summary: string = res.json().summary;
    const sentences = new Set(NEWSLETTER_REPORT_PARAGRAPHS.flatMap((p) => p.split(/(?<=\.) (?=[A-Z])/)));
    const said = summary.split(/(?<=\.)\s+(?=[A-Z])/).map((s) => s.trim());
    expect(said.length).toBeGreaterThan(1);
    // Every sentence as the report wrote it: none with a line of it missing.
    for (const sentence of said) expect(sentences, `"${sentence}" in:\n${summary}`).toContain(sentence);
    expect(summary).toMatch(/newsletter/i);
    expect(summary).not.toMatch(/Subscribe to our newsletter|We use cookies/);
  });

  it('summarizes a Word document', async () => {
    const user = await signUp(t.app);
    const docx = await makeDocx({ title: 'Reef Briefing', heading: 'Living shorelines', paragraphs: ARTICLE_PARAGRAPHS, bullets: ['Costs less than seawalls', 'Filters water'] });
    const res = await upload(user.auth, { name: 'briefing.docx', bytes: docx }, { summary_length: 'custom', custom_length: '60' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().source).toMatchObject({ media: 'docx', title: 'Reef Briefing' });
  });

  it('refuses what it cannot read with a clear status, refunds the summary and leaves no file behind', async () => {
    const user = await signUp(t.app);
    const before = await readdir(tmpdir());
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(256)]);
    const cases: Array<[Parameters<typeof formBody>[0], Record<string, string>, number, RegExp]> = [
      [null, {}, 422, /^Please select a file to summarize$/],
      [{ name: 'notes.pdf', bytes: elf }, {}, 415, /txt|pdf/i],
      [{ name: 'archive.docx', bytes: makeZip([{ name: 'a.txt', data: Buffer.from('hello') }]) }, {}, 415, /txt|pdf/i],
      [{ name: 'scan.pdf', bytes: await makePdfWithoutText() }, {}, 422, /text/i],
      [{ name: 'big.txt', bytes: Buffer.alloc(1024 * 1024 + 10, 'a') }, {}, 413, /1 MB/],
      [{ name: 'reef.txt', bytes: Buffer.from(ARTICLE_TEXT) }, { summary_length: 'custom' }, 422, /^Enter a custom length from 50 to 1000 words\.$/],
      [{ name: 'reef.txt', bytes: Buffer.from(ARTICLE_TEXT) }, { summary_style: 'poem' }, 422, /^The summary style must be one of /],
    ];
    for (const [file, fields, status, detail] of cases) {
      const res = await upload(user.auth, file, fields);
      expect(res.statusCode, `${file?.name}: ${res.body}`).toBe(status);
      expect(res.json().detail).toMatch(detail);
    }
    expect(await summariesUsed(user.auth)).toBe(0);
    const leftover = (await readdir(tmpdir())).filter((name) => !before.includes(name) && name.startsWith('inkwell-upload'));
    expect(leftover).toEqual([]);
  });

  it('says audio and video need a transcription service when none is set', async () => {
    const user = await signUp(t.app);
    const wav = makeToneWav({ tones: [{ hz: 440, seconds: 1 }] });
    const res = await upload(user.auth, { name: 'memo.wav', bytes: wav, type: 'audio/wav' });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toBe(TRANSCRIPTION_MISSING_DETAIL);
  });

  it('refuses a JSON body on the upload route with a clear answer', async () => {
    const user = await signUp(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/content/summarize/file', payload: { file: 'x' }, headers: user.auth });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().detail).toEqual(expect.any(String));
  });
});

describe('audio and video with a transcription service', () => {
  let service: Awaited<ReturnType<typeof startLocalTranscriptionServer>>;
  let withService: TestApp;
  beforeAll(async () => {
    // The transcript: what the server heard, then a paragraph of the article per piece of audio.
    service = await startLocalTranscriptionServer({
      apiKey: 'transcribe-key',
      respond: (request, index) => ({ status: 200, body: { text: `${describeAudio(request.audio!)} ${ARTICLE_PARAGRAPHS[index % ARTICLE_PARAGRAPHS.length]}` } }),
    });
    withService = await buildTestApp({ env: { TRANSCRIBE_BASE_URL: service.baseUrl, TRANSCRIBE_API_KEY: 'transcribe-key' } });
  });
  afterAll(async () => {
    await withService.close();
    await service.close();
  });

  it('transcribes a video’s sound and summarizes what was said', async () => {
    const user = await signUp(withService.app);
    const wavPath = join(work, 'talk.wav');
    await writeFile(wavPath, makeToneWav({ tones: [{ hz: 440, seconds: 3 }], sampleRate: 44_100, channels: 2 }));
    const mp4Path = join(work, 'talk.mp4');
    await encodeRecording(wavPath, mp4Path, 'mp4', { title: 'Reef Talk' });
    const body = await formBody({ name: 'talk.mp4', bytes: await readFile(mp4Path), type: 'video/mp4' }, { summary_length: 'brief' });
    const res = await withService.app.inject({
      method: 'POST',
      url: '/api/content/summarize/file',
      payload: body.payload,
      headers: { ...user.auth, ...body.headers, accept: 'text/event-stream' },
    });
    const events = parseSse(res.body);
    expect(events.filter((e) => e.event === 'stage').map((e) => (e.data as { stage: string }).stage)).toEqual(['extracting', 'transcribing', 'summarizing']);
    const done = events.at(-1)!;
    expect(done.event, res.body).toBe('done');
    expect((done.data as { source: object }).source).toMatchObject({ media: 'video', title: 'Reef Talk', duration_seconds: 3 });
    const heard = service.received.at(-1)!;
    expect(heard.headers.authorization).toBe('Bearer transcribe-key');
    expect(heard.audio).toMatchObject({ sampleRate: 16_000, channels: 1, toneHz: 440 });
  });
});
