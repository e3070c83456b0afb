import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { PrepareResponse, type PrepareRequest } from '../../../../contract/library';
import { api } from '../../../lib/api/client';

export type PrepareTextsVariables = { id: string; body: z.input<typeof PrepareRequest> };

/** The piece's saved text made into each chosen platform's own text (not counted as a generation). */
export async function prepareTexts({ id, body }: PrepareTextsVariables): Promise<PrepareResponse> {
  const { data } = await api.POST('/content/{id}/prepare', { params: { path: { id } }, body });
  return PrepareResponse.parse(data);
}

export function usePrepareTexts() {
  return useMutation({ mutationKey: ['content', 'prepare'], mutationFn: prepareTexts });
}
