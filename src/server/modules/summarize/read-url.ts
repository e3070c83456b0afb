import type { SafeFetch } from '../../fetch/safe-fetch';
import { decodeText } from '../../fetch/decode-text';
import { documentFrom } from '../../files/extract-document';
import { HttpError } from '../../lib/http-error';
import type { TaskInput, TaskName, TaskOutput } from '../../workers/pool';
import type { ReadSource, StageReporter } from './read-source';

/** The content types the summarizer reads from the web. */
export const PAGE_TYPES = ['text/html', 'application/xhtml+xml', 'text/plain', 'text/markdown', 'application/pdf'];

function mediaType(contentType: string): string {
  return (contentType.split(';')[0] ?? '').trim().toLowerCase();
}

/**
 * Reads a web page through the safe fetch (public addresses only, every hop checked, capped in time
 * and size): an article's main content, a text file, or a PDF's text. Parsing runs in the worker pool.
 */
export async function readUrl(
  url: URL,
  deps: {
    fetcher: SafeFetch;
    run: <N extends TaskName>(name: N, input: TaskInput<N>) => Promise<TaskOutput<N>>;
    stage: StageReporter;
    signal?: AbortSignal;
  },
): Promise<ReadSource> {
  await deps.stage('fetching', url.hostname);
  const page = await deps.fetcher.fetch(url.toString(), { signal: deps.signal });
  await deps.stage('extracting');
  const type = mediaType(page.contentType);
  const common = { kind: 'url' as const, url: page.url };

  if (type === 'application/pdf') {
    const doc = documentFrom(await deps.run('extractDocument', { type: 'pdf', bytes: page.body }));
    const title = doc.title ?? fileNameOf(page.url);
    return { text: doc.text, title, source: { ...common, media: 'pdf', title, ...(doc.pages !== undefined && { pages: doc.pages }) } };
  }
  const text = decodeText(page.body, page.contentType);
  if (type === 'text/plain' || type === 'text/markdown') {
    const title = fileNameOf(page.url);
    return { text, title, source: { ...common, media: 'text', title } };
  }
  const article = await deps.run('extractArticle', { html: text, url: page.url });
  if (article.refused) throw new HttpError(422, article.refused);
  const title = article.title || new URL(page.url).hostname;
  return { text: article.text, title, source: { ...common, media: 'html', title } };
}

/** A file's name from its address ("report.pdf"), or the host when the path has none. */
function fileNameOf(address: string): string {
  const url = new URL(address);
  const last = url.pathname.split('/').filter(Boolean).pop() ?? '';
  try {
    return decodeURIComponent(last) || url.hostname;
  } catch {
    return last;
  }
}
