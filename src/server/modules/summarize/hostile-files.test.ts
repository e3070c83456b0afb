import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCX_TOO_COMPLEX_DETAIL } from '../../files/docx-archive';
import { PDF_REPEATED_PAGE_DETAIL } from '../../files/extract-pdf';
import { buildTestApp, signUp, type TestApp } from '../../test/build-test-app';
import { emptyParagraphsDocx, sharedPageTreePdf } from '../../test/hostile-files';
import { formBody } from '../../test/multipart';
import { ARTICLE_TEXT } from '../../test/texts/summarize-sources';

// Issue 22, findings 1 and 3: documents built to stall the readers are refused in the worker, answered
// with a plain reason, not counted, and each refusal is a strike against the creator's abuse budget.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { MAX_UPLOAD_MB: '2' } });
});
afterAll(() => t.close());

async function upload(auth: Record<string, string>, file: { name: string; bytes: Uint8Array; type: string }) {
  const body = await formBody(file);
  return t.app.inject({ method: 'POST', url: '/api/content/summarize/file', payload: body.payload, headers: { ...auth, ...body.headers } });
}

const summariesUsed = async (auth: Record<string, string>) =>
  (await t.app.inject({ url: '/api/auth/me', headers: auth })).json().usage_counts.summaries as number;

const pdf = (bytes: Uint8Array) => ({ name: 'report.pdf', bytes, type: 'application/pdf' });

describe('hostile documents', () => {
  it('refuses a 1.4 KB PDF declaring 64 million pages (a page tree of shared nodes) at once, and counts nothing', async () => {
    const user = await signUp(t.app);
    const bytes = sharedPageTreePdf(20, 6);
    expect(bytes.length).toBeLessThan(2_000);
    const res = await upload(user.auth, pdf(bytes));
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json().detail).toBe('This PDF has 64,000,000 pages; Inkwell reads at most 2,000 pages of one file. Split it and summarize the parts.');
    expect(await summariesUsed(user.auth)).toBe(0);
  });

  it('refuses a PDF that lists one page hundreds of times under the page cap', async () => {
    const user = await signUp(t.app);
    const res = await upload(user.auth, pdf(sharedPageTreePdf(20, 2)));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().detail).toBe(PDF_REPEATED_PAGE_DETAIL);
  });

  it('refuses a small DOCX that expands to 37 MB of empty paragraphs before mammoth builds it', async () => {
    const user = await signUp(t.app);
    const docx = emptyParagraphsDocx(1_500_000);
    expect(docx.length).toBeLessThan(1_000_000);
    const res = await upload(user.auth, { name: 'notes.docx', bytes: docx, type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' });
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json().detail).toBe(DOCX_TOO_COMPLEX_DETAIL);
  });

  it('stops taking files from a creator after three refusals for a while, with Retry-After; others go on', async () => {
    const mallory = await signUp(t.app);
    for (let i = 0; i < 3; i++) expect((await upload(mallory.auth, pdf(sharedPageTreePdf(20, 6)))).statusCode).toBe(413);
    const honest = { name: 'notes.txt', bytes: Buffer.from(ARTICLE_TEXT), type: 'text/plain' };
    const blocked = await upload(mallory.auth, honest);
    expect(blocked.statusCode, blocked.body).toBe(429);
    expect(blocked.json().detail).toMatch(/^Several of your recent files or texts were too heavy to process, so Inkwell will take new ones from you again in \d+ minutes\.$/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(await summariesUsed(mallory.auth)).toBe(0);

    const alice = await signUp(t.app);
    expect((await upload(alice.auth, honest)).statusCode).toBe(200);
  });
});

describe('the deadline of an answer', () => {
  it('answers 504 with a detail when the work outlasts the deadline, instead of leaving the client without an answer', async () => {
    const slow = await buildTestApp({ config: { http: { ...t.config.http, workDeadlineMs: 1 } } });
    try {
      const user = await signUp(slow.app);
      const res = await slow.app.inject({ method: 'POST', url: '/api/content/summarize/text', payload: { text_content: ARTICLE_TEXT }, headers: user.auth });
      expect(res.statusCode, res.body).toBe(504);
      expect(res.json().detail).toBe('This took longer than the 1 seconds Inkwell gives one request, so it was stopped. Try a shorter or simpler source.');
      expect((await slow.app.inject({ url: '/api/auth/me', headers: user.auth })).json().usage_counts.summaries).toBe(0);
    } finally {
      await slow.close();
    }
  });
});
