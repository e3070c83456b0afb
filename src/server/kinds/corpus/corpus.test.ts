import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentType } from '../../../contract/content';
import { createGrammarChecker, describeGrammarError, type GrammarChecker } from '../../test/grammar-check';
import { composeDraft } from '../index';
import { corpusRequests, HASHTAG_LIMIT } from './corpus-requests';
import { countProblems, hashtagProblems, pastingProblems, placeholderProblems } from './draft-checks';
import { CORPUS } from './topics';

/**
 * Every topic of the awkward-topic corpus through the four kinds' offline composers (the public
 * composeDraft), each draft judged five ways (docs/product/drafts-corpus.md). The drafts are written and
 * judged once, in beforeAll; each test then asserts one check of one kind over the whole corpus, so a
 * failure names the check and shows examples.
 *
 * Set CORPUS_FAILURES=<file> to write the summary of every failure to that file as well.
 */
const CHECKS = ['composes', 'grammar', 'counts', 'pasting', 'placeholders', 'hashtags'] as const;
type Check = (typeof CHECKS)[number];
const KINDS: readonly ContentType[] = ['video_script', 'blog_post', 'social_media', 'newsletter'];

interface Failure {
  topic: string;
  label: string;
  problem: string;
}

const failures = new Map<string, Failure[]>();
let drafts = 0;
const timing = { compose: 0, grammar: 0, other: 0 };
let checker: GrammarChecker;

function record(kind: ContentType, check: Check, failure: Failure): void {
  const key = `${kind} ${check}`;
  failures.set(key, [...(failures.get(key) ?? []), failure]);
}

function hashtagLimit(input: ReturnType<typeof corpusRequests>[number]['input']): number {
  if (input.type === 'social_media') return input.request.include_hashtags ? HASHTAG_LIMIT[input.request.platform] : 0;
  // A video's caption may carry a few; a blog post or a newsletter has none.
  return input.type === 'video_script' ? 5 : 0;
}

beforeAll(async () => {
  checker = await createGrammarChecker();
  for (const [index, topic] of CORPUS.entries()) {
    for (const { input, label } of corpusRequests(topic.topic, index)) {
      const kind = input.type;
      let text: string;
      const started = performance.now();
      try {
        text = composeDraft(input);
      } catch (error) {
        record(kind, 'composes', { topic: topic.topic, label, problem: error instanceof Error ? error.message : String(error) });
        continue;
      }
      drafts++;
      const composed = performance.now();
      const fail = (check: Check) => (problem: string) => record(kind, check, { topic: topic.topic, label, problem });
      (await checker.check(text, { topic: topic.topic })).map(describeGrammarError).forEach(fail('grammar'));
      const linted = performance.now();
      countProblems(text, topic).forEach(fail('counts'));
      pastingProblems(text, topic).forEach(fail('pasting'));
      placeholderProblems(text).forEach(fail('placeholders'));
      (await hashtagProblems(text, topic.topic, hashtagLimit(input), (word) => checker.knows(word))).forEach(fail('hashtags'));
      timing.compose += composed - started;
      timing.grammar += linted - composed;
      timing.other += performance.now() - linted;
    }
  }
}, 600_000);

afterAll(async () => {
  await checker.dispose();
  const file = process.env.CORPUS_FAILURES;
  if (file) writeFileSync(file, summary());
});

/** Every failure, grouped by kind and check, with a few examples of each. */
function summary(): string {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const lines = [
    `Awkward-topic corpus: ${CORPUS.length} topics, ${drafts} drafts written (${new Date().toISOString()}).`,
    `Time: composing ${seconds(timing.compose)}, grammar checker ${seconds(timing.grammar)}, other checks ${seconds(timing.other)}.`,
    '',
  ];
  for (const kind of KINDS) {
    for (const check of CHECKS) {
      const list = failures.get(`${kind} ${check}`) ?? [];
      if (list.length === 0) continue;
      const topics = new Set(list.map((f) => f.topic)).size;
      lines.push(`${kind} / ${check}: ${list.length} problems over ${topics} topics`);
      for (const f of examples(list)) lines.push(`  - [${f.label}] "${f.topic}": ${f.problem}`);
      lines.push('');
    }
  }
  if (failures.size === 0) lines.push('No failures.');
  return lines.join('\n');
}

/** A few examples, of different problems where there are. */
function examples(list: readonly Failure[]): Failure[] {
  const byKind = new Map<string, Failure>();
  for (const f of list) {
    const key = f.problem.replace(/"[^"]*"|«[^»]*»|\d+/gu, '').slice(0, 40);
    if (!byKind.has(key)) byKind.set(key, f);
  }
  return [...byKind.values()].slice(0, 3);
}

describe('the awkward-topic corpus through every kind', () => {
  it('has at least 200 topics', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(200);
  });

  for (const kind of KINDS) {
    for (const check of CHECKS) {
      it(`${kind}: ${check}`, () => {
        const list = failures.get(`${kind} ${check}`) ?? [];
        expect(list.slice(0, 10).map((f) => `[${f.label}] "${f.topic}": ${f.problem}`), `${list.length} problems`).toEqual([]);
      });
    }
  }
});
