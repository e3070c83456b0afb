import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SupportRequest, type SupportRequestInput } from '../../../../contract/support';
import { api } from '../../../lib/api/client';
import { supportRequestsKey } from './get-support-requests';

export async function createSupportRequest(input: SupportRequestInput): Promise<SupportRequest> {
  const { data } = await api.POST('/support', { body: input });
  return SupportRequest.parse(data);
}

export function useCreateSupportRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSupportRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportRequestsKey }),
  });
}
