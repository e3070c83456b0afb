import type { SocialPostRequest } from '../../../../contract/content';
import { postLength } from '../../../../contract/post-length';
import type { SocialPlatform } from '../../../../contract/social-limits';
import type { SocialTemplate } from '../templates';
import type { Chooser } from '../../../ai/offline/seeded-chooser';
import type { SourceFacts } from '../../../ai/offline/source-facts';
import { fill, sentence } from '../../../ai/offline/template';
import { shortenPhrase, type TopicForms } from '../../../ai/offline/topic-forms';

/** How many items each platform's post lists at most (never fewer than the template's minimum). */
const MAX_ITEMS: Record<SocialPlatform, number> = { twitter: 2, linkedin: 4, instagram: 4, facebook: 3, tiktok: 3 };

interface Parts {
  hook: string;
  items: string[];
  closer: string;
  tags: string;
}

function joinBlocks(blocks: readonly string[]): string {
  return blocks.filter(Boolean).join('\n\n');
}

/** The post in the template's shape: a thread's numbered parts each a paragraph, the others hook, list, closer. */
function layout(template: SocialTemplate, parts: Parts): string {
  const hook = [template.hookLabel, parts.hook].filter(Boolean).join(' ');
  const start = template.items === 'thread' ? 2 : 1;
  const items = parts.items.map((item, k) => `${fill(template.itemLabel, { i: String(k + start) })} ${item}`);
  if (template.items === 'thread') return joinBlocks([hook, ...items, parts.closer, parts.tags]);
  return joinBlocks([hook, template.intro ?? '', items.join('\n'), parts.closer, parts.tags]);
}

/** An item cut to `max` characters at a natural break, ending as a sentence does when it started as one. */
function cut(item: string, max: number | null): string {
  if (max === null || [...item].length <= max) return item;
  const short = shortenPhrase(item.replace(/[.!?…]+$/u, ''), max);
  return /[.!?]$/u.test(item) ? `${short}…` : short;
}

/**
 * A post in the shape of a template: its hook, its points (or the source's facts), its closer and the
 * hashtags, trying a shorter topic, fewer items (down to the template's minimum), no closer (unless the
 * template ends on its question) and shorter items until it fits the platform.
 */
export function composeSocialFromTemplate(opts: {
  request: SocialPostRequest;
  template: SocialTemplate;
  topic: TopicForms;
  /** The topic's core as items may name it, or '' (see compose.ts). */
  core: string;
  source: SourceFacts | null;
  chooser: Chooser;
  /** Hashtag bodies, best first. */
  tags: readonly string[];
  tagCount: number;
  clean: (text: string) => string;
  budget: number;
}): string {
  const { request, template, topic, chooser } = opts;
  const hookTemplate = chooser.pick(template.hooks);
  const closer = chooser.pick(template.closers);
  const points = opts.source
    ? opts.source.facts.map((f) => opts.clean(f.text))
    : // A thread and a carousel go through their points in the template's order; a list may mix them.
      (template.items === 'thread' || template.items === 'slides' ? template.points : chooser.shuffle(template.points)).map((p) => sentence(p.replace(/\[([^\]]*)\]/g, opts.core ? '$1' : ''), { core: opts.core }));
  const tags = request.include_hashtags ? opts.tags.slice(0, opts.tagCount).map((t) => `#${t}`).join(' ') : '';
  const most = Math.max(template.min, Math.min(MAX_ITEMS[request.platform], points.length));
  const fits = (text: string) => postLength(request.platform, text) <= opts.budget;
  const closers = template.items === 'question' ? [closer] : [closer, ''];
  const subjects = [topic.subject, topic.core, topic.short, shortenPhrase(topic.short, 40), shortenPhrase(topic.short, 20)];
  for (const max of [null, 90, 60, 40]) {
    for (const subject of subjects) {
      for (let n = most; n >= template.min; n--) {
        for (const end of closers) {
          const text = layout(template, { hook: sentence(hookTemplate, { topic: subject }), items: points.slice(0, n).map((p) => cut(p, max)), closer: end, tags });
          if (fits(text)) return text;
        }
      }
    }
  }
  const short = shortenPhrase(topic.short, 20);
  return layout(template, { hook: sentence(hookTemplate, { topic: short }), items: points.slice(0, template.min).map((p) => cut(p, 25)), closer: closers.at(-1) ?? '', tags: '' });
}
