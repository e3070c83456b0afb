import { describe, expect, it } from 'vitest';
import { changeBetween, changeLabel, changeSentence } from './kpi-change';

const said = (current: number | null, previous: number | null) => changeLabel(changeBetween(current, previous));

describe('the change a KPI card shows', () => {
  it('gives a rise or a fall as a percentage of the previous window', () => {
    expect(said(12, 8)).toBe('Up 50%');
    expect(said(6, 8)).toBe('Down 25%');
    expect(said(2, 3)).toBe('Down 33%');
    expect(said(1001, 1000)).toBe('Up less than 1%');
  });

  it('says "New" when the previous window had none, and "No change" when nothing moved', () => {
    expect(said(5, 0)).toBe('New');
    expect(said(0, 0)).toBe('No change');
    expect(said(7, 7)).toBe('No change');
    expect(said(0, 4)).toBe('Down 100%');
  });

  it('compares nothing when either number is unknown', () => {
    expect(said(null, 4)).toBe('No comparison');
    expect(said(4, null)).toBe('No comparison');
    expect(said(null, null)).toBe('No comparison');
  });
});

describe('the sentence under a KPI', () => {
  const sentence = (current: number | null, previous: number | null, days = 30) => {
    const { lead, rest } = changeSentence(changeBetween(current, previous), current, days);
    return [lead, rest].filter(Boolean).join(' ');
  };

  it('never reads "New none in the previous 30 days"', () => {
    expect(sentence(5, 0)).toBe('None in the previous 30 days');
    expect(sentence(0, 0)).toBe('None in the previous 30 days either');
    expect(sentence(0, 0, 1)).toBe('None in the previous 1 day either');
  });

  it('puts a change against the window before', () => {
    expect(sentence(12, 8)).toBe('Up 50% vs the previous 30 days');
    expect(sentence(7, 7, 7)).toBe('No change from the previous 7 days');
  });

  it('says when there is nothing to compare', () => {
    expect(sentence(null, 4)).toBe('No comparison');
    expect(sentence(40, null)).toBe('No numbers from the previous 30 days to compare');
  });
});
