import type { SocialPostRequest } from '../../../../contract/content';
import { postLength } from '../../../../contract/post-length';
import { SOCIAL_LIMITS, type SocialPlatform } from '../../../../contract/social-limits';
import { type Chooser, createChooser, seedOf, stableStringify } from '../../../ai/offline/seeded-chooser';
import { composeSocialFromSource } from './from-source';
import { SOCIAL_TONES, type SocialToneBank } from './tones';
import { readSource, termTag } from '../../../ai/offline/source-facts';
import { sentence } from '../../../ai/offline/template';
import { describeTopic, shortenPhrase, type TopicForms } from '../../../ai/offline/topic-forms';
import { SOCIAL_TEMPLATES } from '../templates';
import { KIND } from '../kind';
import { composeSocialFromTemplate } from './from-template';
import { composeShapedSocial } from './by-shape';
import { readTopicShape } from '../../../ai/offline/topic-shape';

/** X counts emoji and CJK double; leave room so a light edit by the creator still fits. */
const X_BUDGET = SOCIAL_LIMITS.twitter - 25;
const HASHTAG_COUNT: Record<SocialPlatform, number> = { twitter: 2, linkedin: 4, instagram: 5, facebook: 2, tiktok: 4 };

interface Parts {
  hook: string;
  context: string;
  points: string[];
  closer: string;
  question: string;
  emoji: string[];
  tags: string[];
}

function hashtagLine(parts: Parts, count: number): string {
  return parts.tags
    .slice(0, count)
    .map((t) => `#${t}`)
    .join(' ');
}

function joinBlocks(blocks: readonly string[]): string {
  return blocks.filter(Boolean).join('\n\n');
}

/** X: the richest version that fits, trying fewer points and a shorter topic until it does. */
function composeX(parts: PartsFor, topic: TopicForms, withTags: boolean): string {
  const topics = [topic.subject, topic.core, topic.short, shortenPhrase(topic.short, 40), shortenPhrase(topic.short, 20)];
  for (const subject of topics) {
    const p = parts(subject, pointCore(topic, 30));
    for (const points of [2, 1, 0]) {
      for (const closer of [p.closer, '']) {
        const list = p.points.slice(0, points).map((line) => `→ ${line}`).join('\n');
        const text = joinBlocks([p.hook, list, closer, withTags ? hashtagLine(p, HASHTAG_COUNT.twitter) : '']);
        if (postLength('twitter', text) <= X_BUDGET) return text;
      }
    }
  }
  const p = parts(shortenPhrase(topic.short, 20), '');
  return joinBlocks([shortenPhrase(p.hook, 180), withTags ? hashtagLine(p, 1) : '']);
}

function composeLinkedIn(p: Parts, withTags: boolean): string {
  return joinBlocks([p.hook, p.hook.endsWith(':') ? '' : p.context, p.points.slice(0, 3).map((line) => `→ ${line}`).join('\n'), p.closer, p.question, withTags ? hashtagLine(p, HASHTAG_COUNT.linkedin) : '']);
}

function composeInstagram(p: Parts, withTags: boolean): string {
  return joinBlocks([
    `${p.hook} ${p.hook.endsWith(':') ? '👇' : (p.emoji[0] ?? '')}`.trim(),
    p.points.slice(0, 3).join('\n'),
    `${p.closer} ${p.emoji[1] ?? ''}`.trim(),
    withTags ? hashtagLine(p, HASHTAG_COUNT.instagram) : '',
  ]);
}

function composeTikTok(p: Parts, withTags: boolean): string {
  const cta = p.closer.endsWith('?') ? p.closer : `${p.closer} Follow for more.`;
  return joinBlocks([`${p.hook} ${p.hook.endsWith(':') ? '👇' : (p.emoji[0] ?? '')}`.trim(), p.points[0] ?? '', cta, withTags ? hashtagLine(p, HASHTAG_COUNT.tiktok) : '']);
}

function composeFacebook(p: Parts, withTags: boolean): string {
  return joinBlocks([p.hook, p.points.slice(0, 2).join(' '), `${p.closer} ${p.question}`, withTags ? hashtagLine(p, HASHTAG_COUNT.facebook) : '']);
}

/** The topic's core as the tips may name it, or '' when it is too long or an activity. */
function pointCore(topic: TopicForms, max: number): string {
  return topic.activity || [...topic.core].length > max ? '' : topic.core;
}

type PartsFor = (topic: string, core: string) => Parts;

function buildParts(tone: SocialToneBank, chooser: Chooser, tags: string[]): PartsFor {
  const hook = chooser.pick(tone.hooks);
  const context = chooser.pick(tone.context);
  const points = chooser.shuffle(tone.points);
  const closer = chooser.pick(tone.closers);
  const question = chooser.pick(tone.questions);
  const emoji = chooser.shuffle(tone.emoji);
  // The core goes into the tips only where it reads naturally: a short name of a thing.
  const fillPoint = (point: string, core: string) => sentence(point.replace(/\[([^\]]*)\]/g, core ? '$1' : ''), { core });
  return (topic, core) => ({ hook: sentence(hook, { topic }), context, points: points.map((p) => fillPoint(p, core)), closer, question, emoji, tags });
}

function uniqueTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  return tags.filter((t) => !seen.has(t.toLowerCase()) && seen.add(t.toLowerCase()));
}

/** The text without hashtag marks: "#selfcare Sundays" → "selfcare Sundays". */
function withoutHashtags(text: string): string {
  return text.replace(/(^|[^\p{L}\p{N}_&/])#+(?=[\p{L}\p{N}_])/gu, '$1');
}

export function composeSocialPost(input: SocialPostRequest): string {
  // The standard template is the post a request without one gets, word for word.
  const request = SOCIAL_TEMPLATES.withoutStandard(input);
  const template = SOCIAL_TEMPLATES.advanced(request.template);
  const chooser = createChooser(`${KIND.id}:${stableStringify(seedOf(request))}`);
  // With hashtags off, a topic (or a source) with "#selfcare" in it must not bring one in.
  const clean = (text: string) => (request.include_hashtags ? text : withoutHashtags(text));
  const topic = describeTopic(clean(request.topic));
  const tone = SOCIAL_TONES[request.tone];
  const source = readSource(request.source, { maxFacts: 8, maxTerms: 6 });
  const budget = request.platform === 'twitter' ? X_BUDGET : SOCIAL_LIMITS[request.platform];
  if (template) {
    const terms = source ? source.terms.flatMap((term) => termTag(term) ?? []) : [];
    const tags = uniqueTags([...topic.tags.slice(0, 1), ...terms, ...topic.tags.slice(1), ...tone.tags]);
    const core = pointCore(topic, request.platform === 'twitter' ? 30 : 40);
    return composeSocialFromTemplate({ request, template, topic, core, source, chooser, tags, tagCount: HASHTAG_COUNT[request.platform], clean, budget });
  }
  // A milestone, a list, a how-to, a question or a statement gets a post of its own shape.
  const shape = readTopicShape(clean(request.topic));
  // A list's items may be the source's sentences: with hashtags off, theirs go too.
  const cleanSource = source && { ...source, facts: source.facts.map((f) => ({ ...f, text: clean(f.text) })) };
  const shaped = composeShapedSocial({ request, shape, tone, chooser, tags: uniqueTags([...shape.forms.tags, ...(shape.kind === 'milestone' ? ['Milestone'] : []), ...tone.tags]), source: cleanSource, budget });
  if (shaped !== null) return shaped;
  if (source) {
    const terms = source.terms.flatMap((term) => termTag(term) ?? []);
    const tags = uniqueTags([...topic.tags.slice(0, 1), ...terms, ...topic.tags.slice(1), ...tone.tags]);
    return composeSocialFromSource({ request, source, tone, chooser, tags, clean, budget });
  }
  const parts = buildParts(tone, chooser, uniqueTags([...topic.tags, ...tone.tags]));
  const withTags = request.include_hashtags;
  switch (request.platform) {
    case 'twitter':
      return composeX(parts, topic, withTags);
    case 'linkedin':
      return composeLinkedIn(parts(topic.subject, pointCore(topic, 40)), withTags);
    case 'instagram':
      return composeInstagram(parts(topic.subject, pointCore(topic, 40)), withTags);
    case 'tiktok':
      return composeTikTok(parts(topic.subject, pointCore(topic, 40)), withTags);
    default:
      return composeFacebook(parts(topic.subject, pointCore(topic, 40)), withTags);
  }
}
