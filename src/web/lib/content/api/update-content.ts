import type { z } from 'zod';
import { ContentVersion, type UpdateContentRequest } from '../../../../contract/library';
import { api } from '../../api/client';

export type UpdateContentVariables = { id: string; body: z.input<typeof UpdateContentRequest> };

/**
 * Saves a new text as the piece's next version: the creator's edit, a humanized version of it, or a
 * picked variation. Shared by the editor and the dashboard's "Use Humanized Version"; never counted
 * against the plan's limits.
 */
export async function updateContent({ id, body }: UpdateContentVariables): Promise<ContentVersion> {
  const { data } = await api.PATCH('/content/{id}', { params: { path: { id } }, body });
  return ContentVersion.parse(data);
}
