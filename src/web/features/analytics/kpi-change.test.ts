import { describe, expect, it } from 'vitest';
import { changeBetween, changeLabel } from './kpi-change';

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
