import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RulesAcceptance } from '../../../../shared/contracts/blogs.js';
import { api } from '../../../lib/api';
import { blogKeys } from './keys';

/** GET /api/blogs/rules/acceptance: whether the signed-in user accepted the blog rules. */
export const rulesAcceptance = (signal?: AbortSignal) => api<RulesAcceptance>('/blogs/rules/acceptance', signal ? { signal } : {});
/** PUT /api/blogs/rules/acceptance: "I ACCEPT". */
export const acceptRules = () => api<RulesAcceptance>('/blogs/rules/acceptance', { method: 'PUT' });

export const rulesQuery = () => queryOptions({ queryKey: blogKeys.rules(), queryFn: ({ signal }) => rulesAcceptance(signal) });
export const useRules = () => useQuery(rulesQuery());

export function useAcceptRules() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: acceptRules, onSuccess: (result) => queryClient.setQueryData(blogKeys.rules(), result) });
}
