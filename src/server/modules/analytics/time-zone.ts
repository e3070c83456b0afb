import { HttpError } from '../../lib/http-error';

let known: Map<string, string> | undefined;

/** The runtime's zone names by lower case, for spelling a zone as the runtime lists it. */
function knownZones(): Map<string, string> {
  known ??= new Map(Intl.supportedValuesOf('timeZone').map((z) => [z.toLowerCase(), z]));
  return known;
}

/**
 * The creator's IANA time zone, as they named it ("Asia/Kolkata" stays Kolkata even where the runtime
 * prefers the older "Asia/Calcutta") but in the listed spelling when only the case differs; UTC when
 * none is given. A zone the runtime does not know is a 422 naming it.
 */
export function canonicalTimeZone(tz: string | undefined): string {
  const asked = tz?.trim();
  if (!asked) return 'UTC';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: asked });
  } catch {
    throw new HttpError(422, `tz: unknown time zone '${asked.slice(0, 64)}'`);
  }
  return knownZones().get(asked.toLowerCase()) ?? asked;
}
