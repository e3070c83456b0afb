import { DURATION_RANGES, type VideoScriptRequest } from '../../../contract/content';
import { audienceLine } from '../../ai/prompts/editor-system';
import { sourceLines } from '../../ai/prompts/source-material';
import { templateNotes } from '../../ai/prompts/template-brief';
import { VIDEO_TEMPLATES, type VideoTemplate } from './templates';

/** The sections a video template puts between the HOOK and the closing. */
function videoTemplateRules(template: VideoTemplate): string[] {
  const parts = template.sections.map((s) => {
    if (!('points' in s)) return `"[m:ss] ${s.heading}" (${s.purpose})`;
    const numbers = s.points === 'countdown' ? ['3', '2', '1'] : ['1', '2', '3'];
    const order = s.points === 'countdown' ? 'counting down to 1' : 'numbered in order';
    return `the main points, each its own section headed ${numbers.map((i) => `"[m:ss] ${s.label.replace('{i}', i).replace('{title}', '…')}"`).join(', ')} (${order}; ${s.purpose})`;
  });
  return [`- Between the HOOK and the closing, these sections in this order: ${parts.join('; then ')}.`];
}

const PLATFORM_RULES: Record<VideoScriptRequest['platform'], string[]> = {
  youtube: [
    'Platform: YouTube (horizontal, 16:9). Open strong, then deliver on the promise; keep retention with pattern breaks.',
    'End with a section "Chapters" listing the sections as lines "m:ss Title" matching their time marks: the first "0:00", at least three chapters, each at least 10 seconds after the one before (YouTube\'s rules).',
    'Close with a subscribe/comment call to action that fits the topic.',
  ],
  tiktok: [
    'Platform: TikTok (vertical, 9:16). Vertical-video pacing: a cut every 2–3 seconds, the hook in the first second.',
    'Every section carries an on-screen text cue written exactly as [ON-SCREEN TEXT: …].',
    'End with a loop or a follow/comment call to action native to TikTok.',
  ],
  reels: [
    'Platform: Instagram Reels (vertical, 9:16). Vertical-video pacing: quick cuts, captions-first delivery.',
    'Every section carries an on-screen text cue written exactly as [ON-SCREEN TEXT: …].',
    'End with a save/share/follow call to action native to Instagram.',
  ],
};

export function videoScriptPrompt(r: VideoScriptRequest): string {
  const range = DURATION_RANGES[r.duration];
  const template = VIDEO_TEMPLATES.advanced(r.template);
  return [
    `Write a ${r.platform} video script about: ${r.topic}`,
    `Tone: ${r.tone}.`,
    audienceLine(r.target_audience),
    `Target runtime: between ${range.min / 60} and ${range.max / 60} minutes (${range.label}).`,
    ...PLATFORM_RULES[r.platform],
    ...sourceLines(r.source),
    r.source ? "Open the hook with the source's most striking fact; each main section makes one of its points." : '',
    ...templateNotes(template),
    'Format:',
    '- First line: the video title as a Markdown heading (# Title).',
    '- A section "HOOK" starting at [0:00].',
    '- Every section heading line starts with its time mark in square brackets, [m:ss], increasing through the video.',
    ...(template ? videoTemplateRules(template) : []),
    '- Under each heading: the spoken lines, plus visual/B-roll directions in parentheses.',
    `- A final line "[m:ss] End" whose time is the total runtime, inside the target range.`,
  ]
    .filter(Boolean)
    .join('\n');
}
