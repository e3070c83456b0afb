import { HttpError } from './http-error';

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
    throw new HttpError(422, unknownTimeZone(asked));
  }
  return knownZones().get(asked.toLowerCase()) ?? asked;
}

/** The refusal of a time zone nobody knows, as a sentence about what was sent. */
export function unknownTimeZone(tz: string): string {
  return `'${tz.slice(0, 64)}' is not a time zone we know. Use a name such as Europe/Paris or America/New_York.`;
}
