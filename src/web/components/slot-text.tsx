import { findSlots } from '../../contract/slots';
import { SLOT_DESCRIPTION, SLOT_MARK_CLASS } from '../lib/slots/slot-mark';

/** A text cut into what is plain and what is a slot, in order. */
export function slotParts(text: string): Array<{ text: string; slot: boolean }> {
  const parts: Array<{ text: string; slot: boolean }> = [];
  let at = 0;
  for (const slot of findSlots(text)) {
    if (slot.at > at) parts.push({ text: text.slice(at, slot.at), slot: false });
    parts.push({ text: slot.text, slot: true });
    at = slot.at + slot.text.length;
  }
  if (at < text.length) parts.push({ text: text.slice(at), slot: false });
  return parts;
}

/** One fill-in slot, marked; a screen reader hears what it is before its words. */
export function SlotMark({ children }: { children: string }) {
  return (
    <mark title={SLOT_DESCRIPTION} className={SLOT_MARK_CLASS}>
      <span className="sr-only">{`${SLOT_DESCRIPTION}: `}</span>
      {children}
    </mark>
  );
}

/** Plain text (a post) with its fill-in slots marked (docs/product/posts.md#fill-in-slots). */
export function SlotText({ text }: { text: string }) {
  return (
    <>
      {slotParts(text).map((part, index) => (part.slot ? <SlotMark key={index}>{part.text}</SlotMark> : part.text))}
    </>
  );
}
