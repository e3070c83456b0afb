import type { BlogPostRequest, ContentRequestOf, ContentType } from '../../contract/content';
import { checkFidelity, countWords } from './fidelity/check';
import { blogOutlinePrompt, blogPostPrompt, blogSectionPrompt } from './prompts/blog-post';
import { EDITOR_SYSTEM } from './prompts/editor-system';
import { newsletterPrompt } from './prompts/newsletter';
import { repairPrompt } from './prompts/repair';
import { socialPostPrompt } from './prompts/social-post';
import { videoScriptPrompt } from './prompts/video-script';
import type { TextModel } from './text-model';

/** Posts at least this long are written outline-first, one section per call, to reach their length. */
export const LONG_BLOG_WORDS = 1500;

/**
 * Where streamed text goes. A promise from either method means "wait before sending more" (the
 * client reads slower than the text comes): the writer awaits it, so a stream that is not read
 * does not pile up text in memory.
 */
export interface WriteSink {
  delta(text: string): void | Promise<void>;
  /** Everything sent so far is replaced by this text (after the repair round). */
  replace(text: string): void | Promise<void>;
}

/** The fidelity check of a finished draft: checkFidelity here, or the same in the worker pool. */
export type DraftCheck = (text: string) => string[] | Promise<string[]>;

export function briefFor<T extends ContentType>(type: T, request: ContentRequestOf[T]): string {
  switch (type) {
    case 'video_script':
      return videoScriptPrompt(request as ContentRequestOf['video_script']);
    case 'blog_post':
      return blogPostPrompt(request as ContentRequestOf['blog_post']);
    case 'social_media':
      return socialPostPrompt(request as ContentRequestOf['social_media']);
    default:
      return newsletterPrompt(request as ContentRequestOf['newsletter']);
  }
}

function tokensFor(type: ContentType, request: ContentRequestOf[ContentType]): number {
  if (type === 'blog_post') return Math.min(16_000, Math.ceil((request as BlogPostRequest).word_count * 2.2) + 400);
  return type === 'social_media' ? 1200 : 4000;
}

/** Streams a call into the sink, or, when nobody is reading a stream, makes one plain call (less overhead). */
async function streamInto(
  model: TextModel,
  opts: { prompt: string; signal?: AbortSignal; maxOutputTokens: number },
  sink: WriteSink | null,
) {
  if (!sink) return model.generate({ system: EDITOR_SYSTEM, ...opts });
  let text = '';
  for await (const piece of model.stream({ system: EDITOR_SYSTEM, ...opts })) {
    text += piece;
    await sink.delta(piece);
  }
  return text;
}

interface Outline {
  title: string;
  meta: string;
  sections: Array<{ heading: string; subheadings: string[]; words: number }>;
}

/** Reads the outline the model answered with; a plain outline takes its place if the JSON is unusable. */
export function parseOutline(raw: string, request: BlogPostRequest, count: number): Outline {
  const budget = Math.round((request.word_count * 0.85) / count);
  const fallback: Outline = {
    title: request.topic.slice(0, 60),
    meta: `${request.topic}: a practical guide.`.slice(0, 160),
    sections: Array.from({ length: count }, (_, i) => ({ heading: `${request.topic}: part ${i + 1}`, subheadings: [], words: budget })),
  };
  const start = raw.indexOf('{');
  const end = raw.lastIndexOf('}');
  if (start < 0 || end <= start) return fallback;
  try {
    const data = JSON.parse(raw.slice(start, end + 1)) as Partial<{ title: unknown; meta_description: unknown; sections: unknown }>;
    const sections = Array.isArray(data.sections)
      ? data.sections
          .map((s: { heading?: unknown; subheadings?: unknown; words?: unknown }) => ({
            heading: typeof s?.heading === 'string' ? s.heading.trim() : '',
            subheadings: Array.isArray(s?.subheadings) ? s.subheadings.filter((x): x is string => typeof x === 'string').slice(0, 4) : [],
            words: typeof s?.words === 'number' && s.words > 50 ? Math.round(s.words) : budget,
          }))
          .filter((s) => s.heading)
      : [];
    if (sections.length === 0) return fallback;
    // Scale the budgets so that they add up to the body the post needs.
    const total = sections.reduce((n, s) => n + s.words, 0);
    const scale = (request.word_count * 0.85) / total;
    for (const s of sections) s.words = Math.max(80, Math.round(s.words * scale));
    return {
      title: typeof data.title === 'string' && data.title.trim() ? data.title.trim().slice(0, 60) : fallback.title,
      meta: typeof data.meta_description === 'string' && data.meta_description.trim() ? data.meta_description.trim().slice(0, 160) : fallback.meta,
      sections,
    };
  } catch {
    return fallback;
  }
}

async function writeLongBlog(model: TextModel, request: BlogPostRequest, signal: AbortSignal | undefined, sink: WriteSink | null) {
  const count = Math.min(10, Math.max(4, Math.round(request.word_count / 400)));
  const outline = parseOutline(
    await model.generate({ system: EDITOR_SYSTEM, prompt: blogOutlinePrompt(request, count), signal, maxOutputTokens: 2000 }),
    request,
    count,
  );
  let text = `# ${outline.title}\n\n**Meta description:** ${outline.meta}\n\n`;
  await sink?.delta(text);
  const edge = Math.max(60, Math.round(request.word_count * 0.075));
  const parts = [
    { heading: '', subheadings: [] as string[], words: edge, position: 'the introduction (no heading)' },
    ...outline.sections.map((s, i) => ({ ...s, position: `section ${i + 1} of ${outline.sections.length}` })),
    { heading: 'Conclusion', subheadings: [] as string[], words: edge, position: 'the conclusion' },
  ];
  for (const part of parts) {
    const prompt = blogSectionPrompt({ request, title: outline.title, ...part });
    const written = await streamInto(model, { prompt, signal, maxOutputTokens: Math.ceil(part.words * 2.2) + 200 }, sink);
    text += `${written.trim()}\n\n`;
    await sink?.delta('\n\n');
  }
  return text;
}

/**
 * Writes with a model: the brief (or, for long posts, outline then sections), then the same fidelity
 * check the offline engine passes, and one repair round when the draft missed part of the brief.
 */
export async function writeWithModel<T extends ContentType>(opts: {
  model: TextModel;
  type: T;
  request: ContentRequestOf[T];
  signal?: AbortSignal;
  /** Where streamed text goes; null when the caller wants only the finished draft. */
  sink: WriteSink | null;
  log?: { warn(obj: object, msg: string): void };
  /** Runs the fidelity check; by default checkFidelity in this thread. */
  check?: DraftCheck;
}): Promise<string> {
  const { model, type, request, signal, sink } = opts;
  const check: DraftCheck = opts.check ?? ((text) => checkFidelity(type, request, text));
  const brief = briefFor(type, request);
  let text =
    type === 'blog_post' && (request as BlogPostRequest).word_count >= LONG_BLOG_WORDS
      ? await writeLongBlog(model, request as BlogPostRequest, signal, sink)
      : await streamInto(model, { prompt: brief, signal, maxOutputTokens: tokensFor(type, request) }, sink);

  const problems = await check(text.trim());
  if (problems.length > 0) {
    const repaired = await model.generate({
      system: EDITOR_SYSTEM,
      prompt: repairPrompt({ brief, draft: text, problems }),
      signal,
      maxOutputTokens: tokensFor(type, request),
    });
    if (repaired.trim()) {
      text = repaired;
      await sink?.replace(text.trim());
      const left = await check(text.trim());
      if (left.length > 0) opts.log?.warn({ type, problems: left, words: countWords(text) }, 'draft still misses the brief after repair');
    }
  }
  return text.trim();
}
