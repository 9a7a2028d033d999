import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HumanlibStatus } from '../../../../shared/contracts/humanlib.js';
import { api } from '../../../lib/api';
import { humanlibKeys } from './keys';

/** POST /api/human-lib/accept {confirmedAdult: true}: stores the acceptance of the rules. */
export function acceptRules(): Promise<HumanlibStatus> {
  return api<HumanlibStatus>('/human-lib/accept', { method: 'POST', body: { confirmedAdult: true } });
}

export function useAcceptRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptRules,
    onSuccess: (status) => queryClient.setQueryData(humanlibKeys.status(), status),
  });
}
