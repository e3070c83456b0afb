import { slot } from '../../../../contract/slots';

/** A slot label the slot pattern reads: letters, digits, spaces, apostrophes and hyphens, a capital first, at most 40 characters. */
export function slotLabel(text: string, fallback = 'Item'): string {
  const clean = text.replace(/[^\p{L}\p{N}' -]+/gu, ' ').replace(/\s+/g, ' ').trim().slice(0, 36).trim();
  const label = clean.charAt(0).toUpperCase() + clean.slice(1);
  return /^\p{Lu}/u.test(label) ? label : fallback;
}

/** A slot hint on one line, without brackets, at most 160 characters. */
export function slotHint(text: string): string {
  const clean = text.replace(/[[\]]/g, '').replace(/\s+/g, ' ').trim();
  if ([...clean].length <= 160) return clean;
  return `${clean.slice(0, 159).replace(/\s+\S*$/u, '')}…`;
}

/** A fill-in slot: `[Label: hint]`, the label made safe and the hint kept to one line. */
export function fillIn(label: string, hint: string): string {
  return slot(slotLabel(label), slotHint(hint));
}

/** A numbered slot: `[Lighting trick 2: hint]`. */
export function numberedFillIn(label: string, n: number, hint: string): string {
  return slot(`${slotLabel(label)} ${n}`, slotHint(hint));
}
