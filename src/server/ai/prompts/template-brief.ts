/** The lines a brief gains from its template: its name and how to write a piece of it. None for the standard template. */
export function templateNotes(template: { name: string; notes: readonly string[] } | null): string[] {
  if (!template) return [];
  return [`Template: ${template.name}. Follow its structure exactly:`, ...template.notes.map((note) => `- ${note}`)];
}
