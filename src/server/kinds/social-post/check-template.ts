import type { SocialPostRequest } from '../../../contract/content';
import { splitLines } from '../../text/lines';
import { counts } from '../shared/template-sections';
import { SOCIAL_TEMPLATES, type SocialTemplate } from './templates';

const LIST_LINE = /^\s*(?:[-*•→✅▪]|\d+[.)])\s*\S/u;
const THREAD_PART = /^\s*(\d+)\s*\/(?:\d+)?(?:\s|$)/;
const SLIDE = /\bslide\s*(\d+)\b/giu;
const HASHTAG_LINE = /^(?:\s*#[\p{L}\p{N}_]+)+\s*$/u;

/** A social post's template shape: its list, closing question, numbered thread parts or slides. */
export function checkSocialTemplate(request: SocialPostRequest, text: string): string[] {
  const template: SocialTemplate | null = SOCIAL_TEMPLATES.advanced(request.template);
  if (!template) return [];
  const lines = splitLines(text.trim());
  const { min } = template;
  switch (template.items) {
    case 'bullets':
      return lines.filter((line) => LIST_LINE.test(line)).length >= min
        ? []
        : [`List what is new as at least ${min} short lines, each starting with "${template.itemLabel.replace('{i}', '1')}".`];
    case 'question': {
      const body = lines.filter((line) => line.trim() && !HASHTAG_LINE.test(line));
      return body.at(-1)?.includes('?') ? [] : ['End the post (before any hashtags) with a question that invites replies.'];
    }
    case 'thread': {
      const numbers = lines.flatMap((line) => {
        const match = THREAD_PART.exec(line);
        return match ? [Number(match[1])] : [];
      });
      return numbers.length >= min && counts(numbers, false)
        ? []
        : [`Write the thread's opening as numbered parts, each starting its own line with "1/", "2/" and so on, at least ${min} of them.`];
    }
    case 'slides': {
      const numbers = [...text.matchAll(SLIDE)].map((match) => Number(match[1]));
      return numbers.length >= min && counts(numbers, false)
        ? []
        : [`Name what each slide covers as "Slide 1: …", "Slide 2: …", in order, at least ${min} slides.`];
    }
  }
}

