import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateHelpTicketRequest, HelpTicket, HelpTicketList, HelpTicketStatus } from '../../../../shared/contracts/help.js';
import { api } from '../../../lib/api';

const helpKeys = { all: ['help'] as const, list: (query: string) => ['help', 'list', query] as const };

/** POST /api/help-tickets: visitors too. */
export function createHelpTicket(input: CreateHelpTicketRequest): Promise<{ id: string; message: string }> {
  return api('/help-tickets', { method: 'POST', body: input });
}

export function useCreateHelpTicket() {
  return useMutation({ mutationFn: createHelpTicket });
}

/** GET /api/admin/help-tickets */
export function getHelpTickets(query: string, signal?: AbortSignal): Promise<HelpTicketList> {
  return api<HelpTicketList>(`/admin/help-tickets?${query}`, signal ? { signal } : {});
}

export function useHelpTickets(params: { status: HelpTicketStatus | 'all'; page: number }) {
  const query = new URLSearchParams({ page: String(params.page), limit: '20' });
  if (params.status !== 'all') query.set('status', params.status);
  const text = query.toString();
  return useQuery(
    queryOptions({
      queryKey: helpKeys.list(text),
      queryFn: ({ signal }) => getHelpTickets(text, signal),
      placeholderData: keepPreviousData,
    }),
  );
}

/** POST /api/admin/help-tickets/{id}/answer (mailed) or /close. */
export function actOnTicket(id: string, action: { answer: string } | 'close'): Promise<{ message: string; ticket: HelpTicket }> {
  return action === 'close'
    ? api(`/admin/help-tickets/${encodeURIComponent(id)}/close`, { method: 'POST' })
    : api(`/admin/help-tickets/${encodeURIComponent(id)}/answer`, { method: 'POST', body: action });
}

export function useTicketAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: { answer: string } | 'close' }) => actOnTicket(id, action),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: helpKeys.all }),
  });
}
