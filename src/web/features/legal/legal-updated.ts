/** When the privacy policy and terms last changed. Changes are announced 30 days ahead (SPEC §9). */
export const LEGAL_LAST_UPDATED = 'November 21, 2026';
