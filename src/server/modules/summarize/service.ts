import { randomUUID } from 'node:crypto';
import { SUMMARY_KIND } from '../../../contract/content';
import { AUDIO_VIDEO_FILE_TYPES, SUMMARY_MIN_SOURCE_WORDS, type SummaryOptions, type SummaryResponse, type SummarySource } from '../../../contract/summaries';
import { toStorableText } from '../../../contract/text-rule';
import { countWords } from '../../text/count-words';
import type { TextModel } from '../../ai/text-model';
import type { WriteSink } from '../../ai/write-with-model';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/rows';
import type { SafeFetch } from '../../fetch/safe-fetch';
import type { Upload } from '../../files/intake';
import type { Transcriber } from '../../files/transcribe';
import { checkSummary } from '../../kinds/summary/check-summary';
import { HttpError } from '../../lib/http-error';
import { Deadline, deadlinePassed } from '../../lib/deadline';
import type { RunOptions, TaskRunner } from '../../workers/pool';
import type { ContentService } from '../content/service';
import { runOnPool, sendInParagraphs } from '../content/offline-stream';
import { savePiece } from '../content/save-piece';
import type { UsageService } from '../usage/service';
import type { WebhooksService } from '../webhooks/service';
import { summarizeWithModel } from './model-summary';
import { parseSourceUrl, PASTED_TEXT, pastedTextTitle, type ReadSource, type StageReporter } from './read-source';

export interface SummarizeServiceDeps {
  db: Db;
  usage: UsageService;
  /** The generators' service: the summarizer shares the user's generation slots with them. */
  content: ContentService;
  /** The configured model; null for the built-in offline engine. */
  model: TextModel | null;
  workers: TaskRunner;
  /** How long a summary answered as JSON may take (config http.workDeadlineMs). */
  workDeadlineMs: number;
  fetcher: SafeFetch;
  /** The speech-to-text service for audio and video; null when none is configured. */
  transcriber: Transcriber | null;
  log: { warn(obj: object, msg: string): void };
  /** Outbound webhooks: told of each saved summary, after it is committed (never waited for). */
  webhooks?: Pick<WebhooksService, 'summaryCreated'>;
}

/** What to summarize: pasted text, a web page, or an uploaded file (received once the quota is taken). */
export type SummaryInput =
  | { kind: 'text'; text: string }
  | { kind: 'url'; url: string }
  | { kind: 'file'; receive: () => Promise<{ upload: Upload; options: SummaryOptions }> };

const NO_SENTENCE_FITS = 'No sentence of this text is short enough for a summary of this length. Choose a longer summary length.';

const OFFLINE_MODEL = 'inkwell-offline-summarizer';

export class SummarizeService {
  constructor(private readonly deps: SummarizeServiceDeps) {}

  get engine() {
    return this.deps.model ? { engine: this.deps.model.engine, model: this.deps.model.model } : { engine: 'offline' as const, model: OFFLINE_MODEL };
  }

  /**
   * Summarizes one source against the caller's monthly `summaries` quota (refunded if anything fails)
   * and saves the summary to history with its source. `onStart` runs once the quota is taken and the
   * input accepted, before any slow work: a streaming caller opens its stream there, and from then on
   * `onStage` tells it what the server is doing.
   */
  async summarize(opts: {
    user: UserRow;
    input: SummaryInput;
    /** The options; for a file they come with the upload. */
    options?: SummaryOptions;
    sink?: WriteSink;
    signal?: AbortSignal;
    onStart?: () => void;
    onStage?: StageReporter;
  }): Promise<SummaryResponse> {
    const { user, input } = opts;
    // A JSON answer must come within the deadline (a 504 rather than a socket closed on a silent client);
    // a stream tells its client what is happening as it goes, each task bounded by its own budget.
    const deadline = opts.sink ? null : new Deadline(this.deps.workDeadlineMs, opts.signal);
    const signal = deadline?.signal ?? opts.signal;
    const pool = { signal, owner: user.id };
    const stage: StageReporter = (name, detail) => opts.onStage?.(name, detail);
    const release = await this.deps.content.takeGeneration(user.id);
    let upload: Upload | null = null;
    try {
      return await this.deps.usage.metered({ userId: user.id, tier: user.subscriptionTier, kind: SUMMARY_KIND.usage }, async (save) => {
        let options = opts.options;
        let read: ReadSource;
        if (input.kind === 'file') {
          const received = await input.receive();
          upload = received.upload;
          options = received.options;
          read = await this.readFile(user, received.upload, stage, pool, opts.onStart);
        } else if (input.kind === 'url') {
          const url = parseSourceUrl(input.url);
          opts.onStart?.();
          const { readUrl } = await import('./read-url');
          read = await readUrl(url, { fetcher: this.deps.fetcher, run: (name, taskInput) => runOnPool(this.deps.workers, name, taskInput, pool), stage, signal });
        } else {
          // Pasted text is at most 100,000 characters: counted here (in well under a millisecond), so that
          // too short a text is a plain 422 rather than an error on an opened stream.
          assertLongEnough(countWords(input.text));
          opts.onStart?.();
          const title = pastedTextTitle(input.text);
          read = { text: input.text, title, source: { kind: 'text', media: 'text', title } };
        }
        if (!options) throw new Error('summary options missing');

        await stage('summarizing');
        // "Pasted text" is what history shows for untitled text, not words to rank its sentences by.
        const job = { text: read.text, title: read.title === PASTED_TEXT ? '' : read.title, options };
        let summary: string;
        let sourceWords: number;
        if (this.deps.model) {
          sourceWords = await runOnPool(this.deps.workers, 'countWords', { text: read.text }, pool);
          assertLongEnough(sourceWords);
          const words = sourceWords;
          summary = await summarizeWithModel({
            model: this.deps.model,
            ...job,
            sourceWords,
            check: (text) => checkSummary({ options: job.options, sourceWords: words }, text),
            sink: opts.sink ?? null,
            signal,
            log: this.deps.log,
          });
        } else {
          const result = await runOnPool(this.deps.workers, 'summarize', job, pool);
          sourceWords = result.sourceWords;
          assertLongEnough(sourceWords);
          // The engine never cuts a sentence: a source whose every sentence is longer than the summary may be has none.
          if (!result.summary.trim()) throw new HttpError(422, NO_SENTENCE_FITS);
          if (result.problems.length > 0) this.deps.log.warn({ problems: result.problems }, 'offline summary misses its length or layout');
          summary = result.summary;
          await sendInParagraphs(summary, opts.sink ?? null, signal);
        }
        summary = toStorableText(summary);

        const source: SummarySource = {
          ...read.source,
          title: toStorableText(read.source.title),
          words_read: sourceWords,
          // A summary is at most about a thousand words: counted here, not worth a hop to a worker.
          summary_words: countWords(summary),
        };
        const { engine, model } = this.engine;
        const id = randomUUID();
        const request = { ...options, source };
        await save(async (db) => {
          await savePiece(db, { id, userId: user.id, type: SUMMARY_KIND.id, topic: source.title.slice(0, 300), request, body: summary, engine, model });
        });
        this.deps.webhooks?.summaryCreated({ userId: user.id, id, source, body: summary, engine, model });
        return { id, summary, engine, model, source };
      });
    } catch (err) {
      if (deadline?.expired) throw deadlinePassed(deadline.ms);
      throw err;
    } finally {
      await release();
      await (upload as Upload | null)?.cleanup();
    }
  }

  private async readFile(user: UserRow, upload: Upload, stage: StageReporter, pool: RunOptions, onStart?: () => void): Promise<ReadSource> {
    const { signal } = pool;
    // The file readers (file-type, pdf.js, mammoth, ffmpeg's driver) load with the first file, not at start.
    const [{ sniffFile }, { readUpload, TRANSCRIPTION_MISSING_DETAIL }] = await Promise.all([
      import('../../files/sniff'),
      import('../../files/read-upload'),
    ]);
    // The type and transcription checks run before the stream opens: their refusals are plain answers.
    const type = await sniffFile(upload.path);
    const recording = AUDIO_VIDEO_FILE_TYPES.includes(type);
    if (recording && !this.deps.transcriber) throw new HttpError(422, TRANSCRIPTION_MISSING_DETAIL);
    const creator = { userId: user.id, tier: user.subscriptionTier };
    if (recording) await this.deps.usage.transcription.ensureSomeLeft(creator);
    onStart?.();
    const read = await readUpload(upload, {
      runExtract: (input) => runOnPool(this.deps.workers, 'extractDocument', input, pool),
      transcriber: this.deps.transcriber,
      allowance: { take: (seconds) => this.takeTranscription({ ...creator, seconds }) },
      onStage: stage,
      signal,
    });
    return {
      text: read.text,
      title: read.title,
      source: {
        kind: 'file',
        media: read.media,
        title: read.title,
        file_name: upload.fileName,
        ...(read.pages !== undefined && { pages: read.pages }),
        ...(read.durationSeconds !== undefined && { duration_seconds: Math.round(read.durationSeconds) }),
      },
    };
  }


  /** Minutes taken for a recording; what is given back for pieces never sent is logged, never thrown, if it fails. */
  private async takeTranscription(opts: { userId: string; tier: UserRow['subscriptionTier']; seconds: number }) {
    const grant = await this.deps.usage.transcription.take(opts);
    return {
      giveBack: (seconds: number) =>
        grant.giveBack(seconds).catch((err: unknown) => this.deps.log.warn({ err, userId: opts.userId, seconds }, 'could not give back unsent transcription seconds')),
    };
  }
}

function assertLongEnough(words: number) {
  if (words < SUMMARY_MIN_SOURCE_WORDS) {
    throw new HttpError(
      422,
      `There is too little text to summarize: at least ${SUMMARY_MIN_SOURCE_WORDS} words are needed, and this has ${words}.`,
    );
  }
}
