import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SupportRequest, type SupportRequestInput } from '../../../../contract/support';
import { apiRequest } from '../../../lib/api-client';
import { supportRequestsKey } from './get-support-requests';

export async function createSupportRequest(input: SupportRequestInput): Promise<SupportRequest> {
  return SupportRequest.parse(await apiRequest('/support', { method: 'POST', body: input }));
}

export function useCreateSupportRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSupportRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportRequestsKey }),
  });
}
