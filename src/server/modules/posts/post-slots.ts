import { findSlots, unfilledSlotsMessage } from '../../../contract/slots';
import { HttpError } from '../../lib/http-error';

/**
 * Fill-in slots (docs/product/posts.md#fill-in-slots): a post sent now or scheduled is refused with 422
 * while any text it would publish (each platform's, its own or the post's) still holds a slot the offline
 * engine left, naming the first. A draft may keep its slots: it is refused once it is given a time.
 */
export function refuseUnfilledSlots(texts: readonly string[]): void {
  // Platforms that share the post's text share its slots: each is counted once.
  const slots = [...new Set(texts)].flatMap((text) => findSlots(text));
  if (slots.length > 0) throw new HttpError(422, unfilledSlotsMessage(slots));
}
