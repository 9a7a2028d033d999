import { useMutation } from '@tanstack/react-query';
import type { PhoneCheckRequest, PhoneCheckResponse } from '../../../../shared/contracts/profiles.js';
import { api } from '../../../lib/api';
import type { CompletionAuth } from './completeProfile';

/** POST /api/auth/phone-check: whether another account holds the phone (the wizard's step 2). */
export function checkPhone(body: PhoneCheckRequest, auth: CompletionAuth): Promise<PhoneCheckResponse> {
  return api<PhoneCheckResponse>('/auth/phone-check', { method: 'POST', body, ...(auth.tempToken ? { token: auth.tempToken } : {}) });
}

export function useCheckPhone() {
  return useMutation({ mutationFn: ({ phone, auth }: { phone: string; auth: CompletionAuth }) => checkPhone({ phone }, auth) });
}
