import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export interface DevMail {
  to: string;
  subject: string;
  text: string;
}

/** GET /api/dev/mail: the local outbox, newest first (only in demo mode, 404 otherwise). */
export function getDevMail(): Promise<{ mails: DevMail[] }> {
  return api<{ mails: DevMail[] }>('/dev/mail', { auth: false });
}

export const devMailQuery = queryOptions({
  queryKey: ['dev', 'mail'],
  queryFn: getDevMail,
  refetchInterval: 3000,
  refetchIntervalInBackground: false,
  staleTime: 0,
  retry: false,
});

export function useDevMail() {
  return useQuery(devMailQuery);
}
