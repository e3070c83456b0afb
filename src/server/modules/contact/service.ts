import { randomUUID } from 'node:crypto';
import type { ContactRequest } from '../../../contract/contact';
import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema';

/** Stores a landing-page contact message (docs/product/screens.md#landing: used when CONTACT_FORM_URL is not set). */
export async function storeContactMessage(db: Db, input: ContactRequest, ip: string): Promise<void> {
  await db.insert(contactMessages).values({ id: randomUUID(), ...input, ip });
}
