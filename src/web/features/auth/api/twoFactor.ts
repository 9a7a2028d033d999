import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TwoFactorDisableRequest,
  TwoFactorDisableResponse,
  TwoFactorEnableRequest,
  TwoFactorEnableResponse,
  TwoFactorSetupResponse,
  TwoFactorStatus,
} from '../../../../shared/contracts/account.js';
import type { SessionResponse, TwoFactorVerifyRequest } from '../../../../shared/contracts/auth.js';
import { api } from '../../../lib/api';
import { setSession, useAuth } from '../../../lib/auth';
import { readStoredUser } from '../../../lib/storage';
import { accountKeys } from './sessions';

/** Where the console sends an operator who has not turned two-step sign-in on yet (the settings card's anchor). */
export const TWO_FACTOR_SETTINGS_ANCHOR = 'two-step';

export const twoFactorKeys = {
  status: () => ['account', 'two-factor'] as const,
};

/** GET /api/auth/twoFactor: on or off, recovery codes left, and whether this account must have it (operators). */
export function twoFactorStatusQuery(userId: string | undefined) {
  return queryOptions({
    queryKey: [...twoFactorKeys.status(), userId ?? ''] as const,
    queryFn: ({ signal }) => api<TwoFactorStatus>('/auth/twoFactor', { signal }),
    enabled: Boolean(userId),
  });
}

export function useTwoFactorStatus() {
  const { user } = useAuth();
  return useQuery(twoFactorStatusQuery(user?.id));
}

/** POST /api/auth/twoFactor/verify: the code that finishes a sign-in (password or Google) of an account with it on. */
export async function verifyTwoFactor(body: TwoFactorVerifyRequest, rememberMe: boolean): Promise<SessionResponse> {
  const session = await api<SessionResponse>('/auth/twoFactor/verify', { method: 'POST', body, auth: false });
  setSession(session, { rememberMe });
  return session;
}

export function useVerifyTwoFactor() {
  return useMutation({
    mutationFn: ({ rememberMe, ...body }: TwoFactorVerifyRequest & { rememberMe: boolean }) => verifyTwoFactor(body, rememberMe),
  });
}

export function useSetupTwoFactor() {
  return useMutation({ mutationFn: () => api<TwoFactorSetupResponse>('/auth/twoFactor/setup', { method: 'POST' }) });
}

/** Turning it on or off signs out every other device and gives this one a new access token. */
function useSwitch<Body, Answer extends SessionResponse>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => api<Answer>(path, { method: 'POST', body }),
    onSuccess: (answer) => {
      setSession(answer, { rememberMe: readStoredUser().rememberMe });
      void queryClient.invalidateQueries({ queryKey: twoFactorKeys.status() });
      void queryClient.invalidateQueries({ queryKey: accountKeys.sessions() });
    },
  });
}

export const useEnableTwoFactor = () => useSwitch<TwoFactorEnableRequest, TwoFactorEnableResponse>('/auth/twoFactor/enable');
export const useDisableTwoFactor = () => useSwitch<TwoFactorDisableRequest, TwoFactorDisableResponse>('/auth/twoFactor/disable');
