import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequest } from '../../../../contract/auth';
import { SuccessResponse } from '../../../../contract/errors';
import { apiRequest } from '../../../lib/api-client';

export async function changePassword(body: ChangePasswordRequest): Promise<SuccessResponse> {
  return SuccessResponse.parse(await apiRequest('/auth/change-password', { method: 'POST', body }));
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
