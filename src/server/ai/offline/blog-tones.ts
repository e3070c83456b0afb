import type { BlogPostRequest } from '../../../contract/content';

export type BlogTone = BlogPostRequest['tone'];

/**
 * How each tone writes. Slots: {head} title subject, {focus} first keyword or topic, {coverage} what the
 * post covers, {topic}, {audience}.
 */
export interface BlogToneBank {
  titles: readonly string[];
  metas: readonly string[];
  /** Opening paragraphs, three sentences each; the first sentence always stays. */
  hooks: readonly (readonly string[])[];
  coverage: string;
  audience: string;
  conclusionHeadings: readonly string[];
  /** Closing sentences; the first two always stay. */
  conclusion: readonly string[];
  /** The label of each subsection's exercise paragraph. */
  practiceLabel: string;
  /** Openers some sentences take on, so the tone shows through the shared material. */
  leadIns: readonly string[];
  /** Stand-alone sentences that fit any section, used when a post needs more words. */
  asides: readonly string[];
}

export const BLOG_TONES: Record<BlogTone, BlogToneBank> = {
  professional: {
    practiceLabel: 'In practice',
    titles: ['{head}: A Practical Guide', '{head}: What You Need to Know', 'A Practical Guide to {head}'],
    metas: ['A practical guide to {focus}: {coverage}, with clear steps you can apply this week.', 'What you need to know about {focus}, including {coverage}.'],
    hooks: [
      ['Success with {topic} depends far more on a clear, consistent approach than on talent or luck.', 'Yet much of the available advice is either too general to act on or too complex to sustain.', 'This guide takes a practical middle path.'],
      ['Getting real value from {topic} is less about effort than about direction.', 'The people who see steady results usually follow a simple structure and review it regularly.', 'That structure is what this guide sets out.'],
    ],
    coverage: 'Below, you will find {coverage}.',
    audience: 'It is written for {audience}, with a focus on what works within a demanding schedule.',
    conclusionHeadings: ['Conclusion', 'Key Takeaways', 'The Bottom Line'],
    conclusion: [
      "Success with {topic} doesn't require perfect conditions; it requires a clear goal, a simple routine and regular review.",
      'Start with one priority, measure what happens and adjust based on evidence.',
      'Applied consistently, these steps produce results that compound over time.',
      'Choose your first step today and put it in your calendar.',
    ],
    leadIns: ['In practice, ', 'Put simply, '],
    asides: [
      'People who do this well treat it as an ongoing process rather than a one-off project.',
      'Clear priorities make trade-offs easier to explain, to yourself and to anyone else involved.',
      'Documenting the approach, even briefly, makes it repeatable and easier to hand over.',
      'A short written plan also makes it easier to spot when effort drifts away from the goal.',
      'The most reliable results come from modest, well-executed steps rather than ambitious, inconsistent ones.',
      'It is worth agreeing in advance what success looks like, so that progress can be assessed objectively.',
      'Where possible, link each activity to a measurable outcome.',
      'Regular, brief reviews tend to be more valuable than occasional, lengthy ones.',
      'Small process improvements, applied consistently, compound into a meaningful advantage.',
      'Routine work done well is what separates steady progress from stalled effort.',
      'Being explicit about priorities also makes it easier to decline distractions.',
      'A brief note of each decision and its rationale will save time when you revisit it later.',
    ],
  },
  casual: {
    practiceLabel: 'Try this',
    titles: ['{head}, Made Simple', '{head}: The No-Stress Guide', "{head}: Let's Keep It Simple"],
    metas: ["Want to get better at {focus} without the overwhelm? Here's a simple, no-fluff guide: {coverage}.", 'A relaxed, practical take on {focus}: {coverage}, minus the jargon.'],
    hooks: [
      ["Let's be honest: {topic} can feel like a lot at first.", "There's a ton of advice out there, and half of it contradicts the other half.", "So let's skip the noise and focus on what actually helps."],
      ["Here's a secret about {topic}: most of it is simpler than it looks.", 'The hard part is knowing which bits to ignore.', "That's what this post is for."],
    ],
    coverage: "We'll go through {coverage}.",
    audience: "This one's written with {audience} in mind.",
    conclusionHeadings: ['Wrapping Up', 'The Short Version', "That's a Wrap"],
    conclusion: [
      "That's the whole approach to {topic}: keep it simple, stay consistent and tweak as you go.",
      "You don't need to do everything in this post this week.",
      'Pick one idea, try it for a couple of weeks and see what happens.',
      'Then come back and grab the next one.',
    ],
    leadIns: ['Honestly, ', "Here's the thing: ", 'Truth be told, '],
    asides: [
      'No need to overthink it.',
      "Seriously, it's fine to start messy.",
      "You'll figure out a lot just by doing it.",
      "Don't worry about getting every detail right the first time.",
      'Most people overcomplicate this part, so keeping it simple already puts you ahead.',
      "If it feels a bit boring, that's usually a sign you're doing it right.",
      'Give yourself permission to experiment and get things wrong.',
      'Think of it as practice, not a performance.',
      "You don't need anyone's permission to try a different approach.",
      "It's your plan, so bend it to fit your life.",
      'A little progress each week beats a lot of progress once in a while.',
      'And yes, everyone has off weeks. Just pick it back up.',
    ],
  },
  technical: {
    practiceLabel: 'Exercise',
    titles: ['{head}: A Systematic Approach', '{head}: Methods, Metrics and Mistakes', '{head}: A Structured Guide'],
    metas: ['A systematic guide to {focus}: {coverage}, with metrics and review loops.', 'How to approach {focus} systematically, covering {coverage}.'],
    hooks: [
      ['Improving {topic} is easiest when you treat it as a system with inputs, outputs and feedback loops.', 'Most stalled efforts fail not for lack of effort but for lack of measurement.', 'This guide lays out a structured method you can instrument, review and iterate on.'],
      ['Results with {topic} are the output of a process, and processes can be designed.', 'The method below separates what you control from what you measure.', 'That separation is what makes iteration possible.'],
    ],
    coverage: 'It covers {coverage}.',
    audience: 'The method is aimed at {audience} and assumes you want repeatable, measurable results.',
    conclusionHeadings: ['Conclusion', 'Summary', 'Key Takeaways'],
    conclusion: [
      'The method reduces to a loop: define a goal, establish a baseline, change one variable, measure and review.',
      'Run that loop consistently and improvements in {topic} become both visible and repeatable.',
      'Keep your records, because they are the data that make every later decision better.',
      'Start the first iteration this week.',
    ],
    leadIns: ['Concretely, ', 'In measurable terms, '],
    asides: [
      'Treat each change as an experiment with a hypothesis, a metric and a review date.',
      'Define inputs and outputs explicitly so that cause and effect are easier to trace.',
      "Keep a changelog of adjustments; without one, it's hard to attribute results to decisions.",
      "Establish a baseline before optimising, otherwise improvements can't be quantified.",
      'Isolate variables where you can, changing one factor per iteration.',
      'Short feedback loops reduce the cost of being wrong.',
      'Standardise the repeatable steps so that variance comes from deliberate changes, not from noise.',
      'Sample over several cycles before drawing conclusions from the data.',
      'Where a step repeats often, automation or a template usually pays for itself quickly.',
      'Document assumptions, because they are the first thing to check when results diverge from expectations.',
      "Version your templates and checklists so you can roll back a change that didn't help.",
      'A simple dashboard, even a spreadsheet, makes trends visible at a glance.',
    ],
  },
  friendly: {
    practiceLabel: 'A small next step',
    titles: ["{head}: A Friendly Beginner's Guide", 'Your Friendly Guide to {head}', '{head}, One Step at a Time'],
    metas: ['New to {focus}? This friendly guide walks you through {coverage}, one step at a time.', 'A warm, practical guide to {focus}: {coverage}, with plenty of encouragement along the way.'],
    hooks: [
      ["If you've been thinking about {topic} for a while, you're in the right place.", "It's completely normal to feel unsure where to begin, and you don't need to have everything figured out.", "We'll take it one step at a time, together."],
      ['Welcome! {topic} might look daunting from the outside, but it becomes much friendlier once you break it down.', "That's exactly what we'll do here.", 'Grab a cup of something warm and settle in.'],
    ],
    coverage: "Together we'll look at {coverage}.",
    audience: "I've written this especially for {audience}, so everything here is meant to fit your life.",
    conclusionHeadings: ['Final Thoughts', "You've Got This", 'Wrapping Up'],
    conclusion: [
      "You don't have to be perfect at {topic}; you just have to keep showing up.",
      'Start small, be kind to yourself on the off days and celebrate the progress you make.',
      'If this guide helped, pick one idea to try this week.',
      "I'd love to hear how it goes.",
    ],
    leadIns: ['Remember, ', 'Honestly, '],
    asides: [
      "Be patient with yourself here; it's normal for this part to feel slow at first.",
      "You're doing better than you think.",
      "It's completely okay to go at your own pace.",
      'Celebrate the small wins along the way, because they add up.',
      "If you get stuck, reach out to someone; most people are happy to help.",
      "There's no single right way, so find the version that feels good to you.",
      'Every step forward counts, even the small ones.',
      "Take a breath; you don't have to do it all today.",
      'Progress, not perfection, is the goal.',
      "You've already taken a great first step by learning about it.",
      "Be kind to yourself on the days that don't go to plan.",
      'It gets easier, and more fun, the more you practise.',
    ],
  },
};

/** Sentences that bring a target keyword into the body; {kw} is the keyword as given. */
export const KEYWORD_SENTENCES: readonly string[] = [
  'A good place to begin is {kw}, because it shapes many of the decisions that follow.',
  "If you've been reading about {kw}, you've probably noticed how much of the advice contradicts itself.",
  'This is also where {kw} fits in, since it connects directly to results you can see.',
  'When it comes to {kw}, the same rule applies: start simple, measure and then refine.',
  'Thinking about {kw} early will save you time later.',
  'Many readers ask about {kw} at this stage, and the short answer is to keep it practical.',
  'Used well, {kw} can make the rest of this process noticeably easier.',
  "Don't overlook {kw}; small improvements here tend to pay off across everything else.",
];

/** Spoken to the audience when one is given; {audience} is always filled. */
export const AUDIENCE_SENTENCES: readonly string[] = [
  'For {audience}, the key is fitting this around the commitments you already have.',
  'This step tends to be especially useful for {audience}.',
  'Many of the examples here were chosen with {audience} in mind.',
  'Adapt the timing to what a typical week looks like for {audience}.',
];
