import type { NewsletterRequest } from '../../../contract/content';

export type NewsletterTone = NewsletterRequest['tone'];

/** How each tone writes an issue. Slots: {topic}, {core}, {short}, {sections}, {audience|fallback}. */
export interface NewsletterToneBank {
  subjects: readonly string[];
  /** Preview texts naming the requested sections ({sections}). */
  previews: readonly string[];
  /** The preview text when the issue uses the default sections. */
  plainPreview: string;
  greeting: string;
  openings: readonly string[];
  /** Closing lines some sections end on. */
  asides: readonly string[];
  closing: string;
  signOff: string;
  postscript: string;
}

export const NEWSLETTER_TONES: Record<NewsletterTone, NewsletterToneBank> = {
  professional: {
    plainPreview: 'A practical, five-minute read on {short}, with steps you can use this week.',
    subjects: ['{short}: what works and what to skip', 'This week: a practical approach to {short}'],
    previews: ['Inside: {sections}. A practical, five-minute read on {short}.', 'A practical read on {short}, covering {sections}.'],
    greeting: 'Hello {audience|there},',
    openings: [
      "This issue focuses on {topic}: what's working, what to avoid and the practical steps worth taking next. Everything below is designed to be read in under five minutes.",
      'This week, a practical look at {topic}, with clear steps you can apply straight away.',
    ],
    asides: ['Worth considering as you plan the week ahead.', 'A small change here tends to pay off quickly.'],
    closing: 'Thank you for reading. If this was useful, forward it to a colleague who would benefit.',
    signOff: 'Best regards,',
    postscript: 'P.S. Have a question you would like covered in a future issue? Simply reply to this email.',
  },
  casual: {
    plainPreview: 'Quick, useful ideas on {short}. Five minutes, tops.',
    subjects: ["Let's talk about {short}", '{short}, minus the overwhelm'],
    previews: ['All about {short}: {sections}. Five minutes, tops.', "This week: {short}. We've got {sections}."],
    greeting: 'Hey {audience|there}!',
    openings: ["This week we're talking about {topic}. Grab a coffee; this one's quick and (hopefully) useful.", "Okay, {topic}. Let's make it a bit easier, shall we?"],
    asides: ['Easy, right?', 'Try it and see what happens.'],
    closing: "That's it for this week! Hit reply and tell me what you're trying first. I read everything.",
    signOff: 'Catch you next week,',
    postscript: "P.S. Know someone who'd like this? Forward it their way.",
  },
  friendly: {
    plainPreview: 'Friendly, practical ideas on {short}, one small step at a time.',
    subjects: ['A little help with {short}', 'Your friendly guide to {short}'],
    previews: ['Friendly, practical ideas on {short}: {sections}.', 'Pull up a chair: {sections}, all about {short}.'],
    greeting: 'Hi {audience|friend},',
    openings: [
      "I hope your week is going well! This issue is all about {topic}, and I've kept it practical so you can try something today.",
      "It's lovely to have you here. This time we're looking at {topic}, one small step at a time.",
    ],
    asides: ["You've got this.", 'Go gently, and keep going.'],
    closing: "Thanks so much for reading. Reply anytime; I'd love to hear how it's going for you.",
    signOff: 'Warmly,',
    postscript: 'P.S. If this issue helped, it might help a friend too. Feel free to pass it on.',
  },
  authoritative: {
    plainPreview: 'What actually works for {short}, and what to ignore.',
    subjects: ['{short}: the principles that matter', 'What most people get wrong about {short}'],
    previews: ['The principles that matter for {short}: {sections}.', 'What actually works for {short}, covering {sections}.'],
    greeting: 'Hello {audience|everyone},',
    openings: [
      'This issue sets out what actually matters about {topic}, based on the principles that consistently produce results. Read it, then act on one point this week.',
      'There is a lot of noise about {topic}. This issue cuts through it to the few principles that matter.',
    ],
    asides: ['This is the standard worth holding yourself to.', 'Do this consistently and the results follow.'],
    closing: 'Apply one idea from this issue before the next one arrives. Progress comes from action, not from reading.',
    signOff: 'Until next time,',
    postscript: 'P.S. If a colleague would benefit from this briefing, forward it to them.',
  },
};
