/** One main point a video can make about any topic; {topic} is the topic as a noun phrase. */
export interface VideoPoint {
  title: string;
  onScreen: string;
  say: readonly string[];
  /** Educational tone: why the advice works. */
  why: string;
  /** Professional tone: the crisp takeaway. */
  takeaway: string;
  /** Horizontal video: what the viewer sees. */
  visual: string;
  /** Vertical video: the quick cuts of the section. */
  cuts: string;
}

export const VIDEO_POINTS: readonly VideoPoint[] = [
  {
    title: 'Get Clear on What You Want',
    onScreen: 'Step 1: pick ONE goal',
    say: [
      'Before you touch anything else, decide what a win with {topic} actually looks like for you.',
      "Not a vague 'get better', but something you could point at in a month and say: yes, that happened.",
      'Write it down in one sentence. That sentence decides what you do first and, just as important, what you ignore.',
    ],
    why: 'A specific goal works because it turns a fuzzy project into a short list of next actions, and next actions are what actually get done.',
    takeaway: 'One written goal, one month, one measure of success.',
    visual: 'Notebook close-up, writing the goal in a single line.',
    cuts: 'face to camera → hand writing → the goal on a sticky note',
  },
  {
    title: 'Start Smaller Than Feels Reasonable',
    onScreen: 'Make it tiny',
    say: [
      'Here is where most people go wrong with {topic}: they start with the full version.',
      'Instead, do the smallest version that still counts. Ten minutes, one attempt, one rough draft.',
      'Small is not lazy. Small is what you can repeat on your worst day, and repetition is where the results come from.',
    ],
    why: 'Tiny starts work because they remove the decision of whether to begin, and once you have begun, momentum does most of the work.',
    takeaway: 'Define a ten-minute version and do it today.',
    visual: 'A timer set to 10:00, then a quick time-lapse of the first session.',
    cuts: 'timer tap → sped-up clip of the work → the finished result',
  },
  {
    title: 'Avoid the Most Common Mistake',
    onScreen: 'Mistake: changing everything at once',
    say: [
      'The mistake I see most often with {topic} is trying to fix everything at once.',
      'New tools, new routine, new rules, all on day one. It feels productive for about a week.',
      'Pick one change, keep it for two weeks, and only then add the next one.',
    ],
    why: 'Changing one thing at a time is how you find out what actually works; change five and you never learn which one mattered.',
    takeaway: 'One change every two weeks, not five changes in one.',
    visual: 'Graphic: a cluttered to-do list collapsing into a single line.',
    cuts: 'overwhelmed face → messy list → one item circled',
  },
  {
    title: 'Build a Simple System',
    onScreen: 'Same time. Same place. Same checklist.',
    say: [
      "Motivation comes and goes, so don't make your progress with {topic} depend on it.",
      'Build a simple system instead: the same time, the same place and a short checklist you could follow half-asleep.',
      'When the system does the remembering, you get to spend your energy on the part that matters.',
    ],
    why: 'Systems beat willpower because every decision you make in advance is one you do not have to win again tomorrow.',
    takeaway: 'Schedule it, give it a place, write the checklist.',
    visual: 'Screen recording: a recurring calendar block and a three-item checklist.',
    cuts: 'calendar pop-up → checklist ticks → thumbs-up',
  },
  {
    title: 'Learn From People One Step Ahead',
    onScreen: 'Copy the process, not the result',
    say: [
      "You don't need the world's top expert on {topic}. You need someone one or two steps ahead of you.",
      'Watch what they do in their first hour, not their highlight reel.',
      'Borrow their process, then adjust it to your life, not the other way around.',
    ],
    why: 'People slightly ahead of you still remember the beginner problems, so their advice fits where you are right now.',
    takeaway: 'Find two people a step ahead and study their routine, not their results.',
    visual: 'Scrolling through saved notes, highlighting one step.',
    cuts: 'phone scroll → highlighter swipe → nod to camera',
  },
  {
    title: 'Track One Number',
    onScreen: 'Measure ONE thing',
    say: [
      "If you can't tell whether your approach to {topic} is working, you'll quit right before it starts to pay off.",
      'So pick one number to track: time spent, sessions done, or the result you care about most.',
      'Check it once a week, not once an hour. Weekly trends tell the truth; daily numbers mostly tell stories.',
    ],
    why: 'A single measure gives you feedback without overwhelm, and a weekly review smooths out the noise of good and bad days.',
    takeaway: 'One metric, reviewed weekly.',
    visual: 'Graphic: a simple line chart rising week by week.',
    cuts: 'notebook tally → chart animates up → quick smile',
  },
  {
    title: 'Remove the Friction',
    onScreen: 'Make it easy to start',
    say: [
      "Most of the time, the problem with {topic} isn't effort. It's friction.",
      'Think of the small annoyances between you and starting: finding things, setting up, deciding what to do.',
      'Prepare the night before, keep everything in one place, and make starting take less than a minute.',
    ],
    why: 'Every extra step before you begin is a chance to talk yourself out of it, so cutting the setup raises the odds you show up.',
    takeaway: 'Get your setup time under sixty seconds.',
    visual: 'Before and after: a cluttered workspace, then everything laid out and ready.',
    cuts: 'messy setup → snap → clean setup, ready to go',
  },
  {
    title: 'Get Feedback Early',
    onScreen: 'Share it before it’s perfect',
    say: [
      "Don't wait until you feel ready to show anyone what you're doing with {topic}.",
      "Share early with someone whose opinion you trust, and ask one specific question instead of 'what do you think?'.",
      'Early feedback costs you a little pride. Late feedback costs you months.',
    ],
    why: 'Feedback is most useful while changes are still cheap; the longer you wait, the more work each correction undoes.',
    takeaway: 'Ask one trusted person one specific question this week.',
    visual: 'Sending a message, then a reply notification popping up.',
    cuts: 'typing → send → reply bubble pops',
  },
  {
    title: 'Work in Batches',
    onScreen: 'Batch it',
    say: [
      'Once the basics are in place, the next level of {topic} is batching.',
      'Group similar tasks and do them in one focused block instead of scattering them across the week.',
      "You'll spend less time switching gears and more time actually getting better.",
    ],
    why: 'Batching cuts down on switching between tasks, which is where a surprising amount of time and focus quietly leaks away.',
    takeaway: 'One focused block beats five scattered sessions.',
    visual: 'Screen recording: a week view with similar tasks dragged into one block.',
    cuts: 'scattered sticky notes → swipe → one neat stack',
  },
  {
    title: 'Push Through the Plateau',
    onScreen: 'Stuck? That’s normal.',
    say: [
      "At some point with {topic}, progress will stall. That isn't failure; that's the middle.",
      'When it happens, change one thing: the difficulty, the method, or the feedback you get.',
      "A plateau usually means you've mastered the current level, not that you've hit your limit.",
    ],
    why: 'Plateaus happen when a routine stops challenging you; adjusting one variable gives your progress somewhere new to go.',
    takeaway: 'When stuck, change one variable and give it two weeks.',
    visual: 'Graphic: a line that flattens out, then climbs again.',
    cuts: 'flat line → shrug → the line jumps up',
  },
  {
    title: 'Ignore These Two Myths',
    onScreen: 'Myth vs. reality',
    say: [
      "Let's clear up two myths about {topic}.",
      "Myth one: you need expensive gear or special talent to start. You don't. You need a starting point and a habit.",
      "Myth two: if it doesn't work fast, it doesn't work. Most real progress is invisible for the first few weeks.",
    ],
    why: 'Myths survive because they explain away slow progress; knowing the real timeline keeps you going when results lag.',
    takeaway: 'Skip the gear, keep the habit, judge results after a month.',
    visual: "Graphic: the word 'MYTH' stamped on screen, then crossed out.",
    cuts: "'Myth' text slam → X wipe → 'Reality' text",
  },
  {
    title: 'Make It Stick',
    onScreen: 'Attach it to a daily habit',
    say: [
      'The last piece is making {topic} part of normal life, not a project you restart every January.',
      'Attach it to something you already do every day: after your morning coffee, right after work, or before you open your email.',
      'And when you miss a day, the rule is simple: never miss twice.',
    ],
    why: 'Linking a new habit to an existing one borrows a routine you already have, so there is less to remember.',
    takeaway: 'Anchor it to a daily habit and never miss twice.',
    visual: 'Coffee pouring, then straight into the task; a calendar streak filling in.',
    cuts: 'coffee pour → start the task → calendar streak',
  },
];
