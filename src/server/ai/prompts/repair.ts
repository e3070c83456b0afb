/** The one repair round after a model's draft missed part of the brief. */
export function repairPrompt(opts: { brief: string; draft: string; problems: string[] }): string {
  return [
    'Here is a brief, a draft written for it, and the problems an automatic check found in the draft.',
    'Rewrite the draft so that every problem is fixed and everything else in the brief still holds.',
    'Answer with the corrected draft only.',
    '',
    '--- BRIEF ---',
    opts.brief,
    '',
    '--- PROBLEMS ---',
    ...opts.problems.map((p) => `- ${p}`),
    '',
    '--- DRAFT ---',
    opts.draft,
  ].join('\n');
}
