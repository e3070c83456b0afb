import { describe, expect, it } from 'vitest';
import { hygieneProblems } from './draft-hygiene';

describe('hygieneProblems', () => {
  it('accepts fill-in slots', () => {
    expect(hygieneProblems('Three tricks:\n1. [Trick 1: name it, show it in one shot]\n2. [Your answer: in one line]')).toEqual([]);
  });

  it('still flags bare placeholders and slots that ask to insert', () => {
    expect(hygieneProblems('Read it here: [insert link]')).toHaveLength(1);
    expect(hygieneProblems('Signed, [your name]')).toHaveLength(1);
    expect(hygieneProblems('More: [Link: insert it here]')).toHaveLength(1);
  });
});
