import type { VideoScriptRequest } from '../../../contract/content';

export type VideoTone = VideoScriptRequest['tone'];

/**
 * How each tone talks. Slots: {topic} noun phrase, {short} shortened topic, {headline} topic as a
 * title, {title} noun phrase as a title, {n} number of points, {i} point number, {runtime} length.
 */
export interface VideoToneBank {
  titles: readonly string[];
  hooks: readonly string[];
  intros: readonly string[];
  steps: readonly string[];
  /** Lines that give a point the tone: jokes, questions, encouragement. */
  asides: readonly string[];
  recap: readonly string[];
  /** Spoken when an audience is given. */
  audience: readonly string[];
}

export const VIDEO_TONES: Record<VideoTone, VideoToneBank> = {
  engaging: {
    titles: ['{headline}: {n} Things Nobody Tells You', '{headline}, the Easy Way ({n} Moves)', 'Stop Struggling With {title}: {n} Fixes'],
    hooks: [
      "Stop scrolling for a second. If {topic} feels harder than it should, you're probably missing one of these {n} moves.",
      "Here's what nobody tells you about {topic}, and it changes how you start.",
      "What if {topic} took half the effort you're putting in right now? Give me {runtime} and I'll show you how.",
    ],
    intros: [
      "Here's the plan: {n} moves, in the order you should use them, and at least one you can try before this video ends. No fluff. Let's go.",
      "We're doing this fast: {n} moves, each one something you can use today. Stick around for number {n}, because that's the one most people never hear about.",
    ],
    steps: ['Okay, number {i}.', "Number {i}, and this one's big.", 'Next up, number {i}.', 'Number {i}. Stay with me.', 'Number {i}. Do not skip this one.', 'Right, number {i}.'],
    asides: [
      "Be honest: have you done this? Drop a 'guilty' in the comments if so.",
      'Pause for a second and think about where this shows up for you.',
      "This is the one people skip, and it's the one that matters most.",
      'Try this today, not someday. Seriously, today.',
      'If you only remember one thing from this video, make it this.',
      'Quick check: are you already doing this one? Tell me below.',
      'Sounds simple, right? Simple is exactly why it works.',
      'Screenshot this part. Future you will thank you.',
    ],
    recap: ["Let's recap, fast:", 'Here it is in thirty seconds:'],
    audience: ["And if you're one of the {audience} watching, this one is built for you.", 'This video is for {audience}, so every step is picked with your week in mind.'],
  },
  funny: {
    titles: ['{headline} (Without Losing Your Mind)', "I Got {title} Wrong So You Don't Have To", '{headline}: {n} Lessons I Learned the Hard Way'],
    hooks: [
      "I have made every mistake possible with {topic}, so you don't have to. You're welcome.",
      "Welcome to the video where I explain {topic} and pretend I didn't learn all of it the hard way.",
      'Quick warning: this video about {topic} contains useful advice and at least one bad joke. Possibly several.',
    ],
    intros: [
      'Here is the plan: {n} tips, zero fluff, and a few jokes my editor begged me to cut.',
      "We've got {n} tips. Some are obvious, some are surprising, and one of them I ignored for an embarrassingly long time.",
    ],
    steps: ['Number {i}.', 'On to number {i}.', 'Number {i}, brace yourself.', 'Tip number {i}. No, I did not follow this one at first.', 'Number {i}, the one my past self needed.', 'Tip {i}. Sit down for this.'],
    asides: [
      'I ignored this tip for months, which is a polite way of saying I did it wrong on purpose. Allegedly.',
      "Step one is always 'buy all the gear'. Step two is realising the gear doesn't do it for you. Rude.",
      'Motivation is not coming, by the way. It is stuck in traffic. Permanently.',
      'Doing everything at once feels productive in the same way running on the spot feels like travel.',
      'Yes, I made a spreadsheet for this. No, I will not be taking questions about how many tabs it has.',
      'Is this the most exciting sentence in the video? No. Is it the one that works? Annoyingly, yes.',
      'If {topic} had a dating profile, it would say: looking for someone consistent.',
      'I tried skipping this step once. We do not talk about that week.',
      'Think flat-pack furniture: skip the instructions and you end up with three spare screws and a wobbly attitude.',
    ],
    recap: ['Recap for everyone who skipped ahead (I see you):', "Okay, the 'I was on my phone' recap:"],
    audience: ['Shout-out to the {audience} watching: this one is for you, and no, you do not need to be an expert.', "If you're one of the {audience} here, congratulations, you're the target audience. It's an honour."],
  },
  educational: {
    titles: ['{headline}, Explained in {n} Steps', "{headline}: A Clear Beginner's Guide", 'Understanding {title}: {n} Core Ideas'],
    hooks: [
      "By the end of this video, you'll understand {topic} well enough to explain it to a friend, and actually use it.",
      "From the outside, {topic} can look complicated. Underneath, it comes down to {n} simple ideas, and we'll go through each one.",
      "Let's break {topic} down into {n} clear steps, with the reasoning behind each, so you know why it works and not just what to do.",
    ],
    intros: [
      "We'll go step by step: first the idea, then why it works, then how to apply it. If you like taking notes, now's the time to grab a pen.",
      "Here's how this video is organised: {n} steps, each with the reason behind it. By the end you'll have a plan you can actually use.",
    ],
    steps: ['Step {i}.', "Let's move on to step {i}.", 'Step {i} builds on the last one.', 'Now, step {i}.', 'On to step {i}.', 'Step {i}, and here is the idea behind it.'],
    asides: [],
    recap: ["Let's review what we covered:", 'To consolidate, here are the steps again:'],
    audience: ['This explanation is aimed at {audience}, so we will start from the basics and build up.', "If you're one of the {audience} watching, every example here is picked for your situation."],
  },
  inspiring: {
    titles: ['{headline}: Start Before You Feel Ready', '{headline}: Your First Step Starts Today', '{headline}: {n} Steps to Real Progress'],
    hooks: [
      'If you have ever felt that other people are just naturally better at {topic}, this video is for you.',
      "Everyone who's good at {topic} started exactly where you are now: unsure, a bit overwhelmed, and curious.",
      "If you've been meaning to get serious about {topic}, today is a good day to begin. Not perfectly, just honestly. Here is how.",
    ],
    intros: [
      "You don't need to have it all figured out. You just need the next step, and by the end of this video you'll have {n} of them.",
      'This is not about being perfect. It is about {n} small steps that add up to something you are proud of.',
    ],
    steps: ['Step {i}.', "Here's step {i}.", 'Step {i}, and this is where it starts to feel real.', 'Step {i}: keep going.', 'Step {i}. You are further along than you think.', 'On to step {i}.'],
    asides: [
      "You don't need to be ready. You need to be willing to start.",
      'Every expert in {topic} was once exactly where you are right now.',
      'Progress you can barely see is still progress.',
      'Small steps, taken daily, turn into the results other people call luck.',
      'The version of you six months from now is built by what you do this week.',
      'You are allowed to be a beginner. That is how every good story starts.',
      'Consistency is quieter than motivation, and far more powerful.',
      'Be proud of the days you show up anyway.',
    ],
    recap: ["Here's what to carry with you:", 'Let me leave you with the whole path in one breath:'],
    audience: ["To the {audience} watching: you are more capable than you think, and this is your sign to begin.", 'This one is for {audience}. Your situation is not a limitation; it is your starting point.'],
  },
  professional: {
    titles: ['{headline}: A Practical {n}-Step Framework', "{headline}: What Works and What Doesn't", '{title}: {n} Practical Principles'],
    hooks: [
      '{n} practical steps to get consistent results from {topic}, in under {runtime}.',
      'Most advice on {topic} is either too vague or too complicated. Here is a practical approach in {n} steps.',
      'If you need measurable results from {topic}, this is the framework to use.',
    ],
    intros: [
      'The agenda: {n} steps, each with one clear takeaway you can put into practice this week.',
      'We will cover {n} steps in order of impact. Each one ends with a single takeaway so you can act on it immediately.',
    ],
    steps: ['Step {i}.', 'Next, step {i}.', 'Moving to step {i}.', 'Step {i} of {n}.', 'Turning to step {i}.', 'Now, step {i}.'],
    asides: [],
    recap: ['To summarise:', 'The framework in brief:'],
    audience: ['This is designed for {audience}, with a focus on what fits a demanding schedule.', 'The examples here are tailored to {audience}.'],
  },
};
