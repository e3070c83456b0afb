import { BLOG_TITLE_MAX, META_DESCRIPTION_MAX } from '../check';
import type { BlogToneBank } from './tones';
import type { Chooser } from '../../../ai/offline/seeded-chooser';
import { capitalizeFirst, fill, joinAnd } from '../../../ai/offline/template';
import { shortenPhrase } from '../../../ai/offline/topic-forms';

function fits(text: string, max: number): boolean {
  return [...text].length <= max;
}

/** The SEO title: a tone's pattern around the subject when it fits in 60 characters, else the subject alone. */
export function composeTitle(opts: { tone: BlogToneBank; titles?: readonly string[] | undefined; head: string; chooser: Chooser }): string {
  const options = opts.chooser.shuffle(opts.titles ?? opts.tone.titles).map((t) => fill(t, { head: opts.head }));
  return options.find((t) => fits(t, BLOG_TITLE_MAX)) ?? shortenPhrase(opts.head, BLOG_TITLE_MAX);
}

/** The meta description: the tone's pattern, shortened step by step until it fits in 160 characters. */
export function composeMeta(opts: { tone: BlogToneBank; focus: string; summaries: readonly string[]; chooser: Chooser }): string {
  const templates = opts.chooser.shuffle(opts.tone.metas);
  const attempts = [
    { focus: opts.focus, coverage: joinAnd(opts.summaries.slice(0, 3)) },
    { focus: shortenPhrase(opts.focus, 50), coverage: joinAnd(opts.summaries.slice(0, 3)) },
    { focus: shortenPhrase(opts.focus, 40), coverage: joinAnd(opts.summaries.slice(0, 2)) },
  ];
  for (const vars of attempts) {
    for (const template of templates) {
      const meta = capitalizeFirst(fill(template, vars));
      if (fits(meta, META_DESCRIPTION_MAX)) return meta;
    }
  }
  return `${shortenPhrase(fill(templates[0] ?? '{focus}', attempts[2] ?? attempts[0] ?? { focus: '', coverage: '' }), META_DESCRIPTION_MAX - 1)}.`;
}
