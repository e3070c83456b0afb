/** When the privacy policy and terms last changed. Changes are announced 30 days ahead (docs/product/limits.md#legal-copy). */
export const LEGAL_LAST_UPDATED = 'November 21, 2026';
