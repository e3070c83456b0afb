import { findSlots } from '../../../contract/slots';

/** Where a slot is in a text (from the start, `to` just after its "]"). */
export type SlotRange = { from: number; to: number };

/** Every fill-in slot in a text (docs/product/posts.md#fill-in-slots), in order. */
export function slotRanges(text: string): SlotRange[] {
  return findSlots(text).map((slot) => ({ from: slot.at, to: slot.at + slot.text.length }));
}

/** The slot the cursor is in or the next after it, else the first: Next slot goes round. */
export function nextSlot(ranges: readonly SlotRange[], cursor: number): SlotRange | undefined {
  return ranges.find((range) => range.to > cursor) ?? ranges[0];
}
