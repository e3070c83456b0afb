/** The owner's AI settings (issue 28): being built. */
export function AiSettingsPage() {
  return null;
}
