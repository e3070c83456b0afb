/** Flesch's own table: how easy a reading-ease score reads, in plain words (60–70 is plain English). */
const BANDS: readonly { from: number; label: string }[] = [
  { from: 90, label: 'Very easy' },
  { from: 80, label: 'Easy' },
  { from: 70, label: 'Fairly easy' },
  { from: 60, label: 'Plain English' },
  { from: 50, label: 'Fairly difficult' },
  { from: 30, label: 'Difficult' },
  { from: -Infinity, label: 'Very difficult' },
];

/** The plain-words band of a Flesch reading-ease score (it may fall below 0 or rise above 100). */
export function readingEaseBand(score: number): string {
  return BANDS.find((band) => score >= band.from)!.label;
}
