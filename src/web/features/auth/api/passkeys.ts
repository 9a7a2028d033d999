import { startAuthentication, startRegistration, WebAuthnError } from '@simplewebauthn/browser';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionResponse } from '../../../../shared/contracts/auth.js';
import type { MessageResponse } from '../../../../shared/contracts/common.js';
import type {
  AddPasskeyRequest,
  AddPasskeyResponse,
  Passkey,
  PasskeyAuthenticationOptions,
  PasskeyList,
  PasskeyRegistrationOptions,
  PasskeySignInRequest,
} from '../../../../shared/contracts/passkeys.js';
import { api } from '../../../lib/api';
import { setSession, useAuth } from '../../../lib/auth';

/*
 * Passkeys (issue 36.2): the server makes each ceremony's options and checks the answer; @simplewebauthn/browser turns
 * the options into the navigator.credentials call and its result back into JSON.
 */

export const passkeyKeys = {
  list: () => ['account', 'passkeys'] as const,
};

/** What the browser said when a ceremony did not finish: a person cancelling is not an error to shout about. */
export class PasskeyCancelled extends Error {}

/** The browser's refusal, in words for the page; cancelling (or the prompt timing out) becomes PasskeyCancelled. */
function ceremonyError(error: unknown, fallback: string): Error {
  const name = error instanceof Error ? error.name : '';
  const code = error instanceof WebAuthnError ? error.code : '';
  if (name === 'NotAllowedError' || name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED') return new PasskeyCancelled('Cancelled.');
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return new Error('This device already holds a passkey for your account.');
  return new Error(fallback);
}

/** GET /api/auth/passkeys */
export function passkeysQuery(userId: string | undefined) {
  return queryOptions({
    queryKey: [...passkeyKeys.list(), userId ?? ''] as const,
    queryFn: ({ signal }) => api<PasskeyList>('/auth/passkeys', { signal }),
    enabled: Boolean(userId),
  });
}

export function usePasskeys() {
  const { user } = useAuth();
  return useQuery(passkeysQuery(user?.id));
}

/** Options from the server, the browser's passkey prompt, then POST /api/auth/passkeys with the name. */
export async function addPasskey(name: string): Promise<AddPasskeyResponse> {
  const optionsJSON = await api<PasskeyRegistrationOptions>('/auth/passkeys/registration/options', { method: 'POST' });
  let credential;
  try {
    credential = await startRegistration({ optionsJSON: optionsJSON as Parameters<typeof startRegistration>[0]['optionsJSON'] });
  } catch (error) {
    throw ceremonyError(error, 'Your browser could not create a passkey. Please try again.');
  }
  const body: AddPasskeyRequest = { name, credential: credential as AddPasskeyRequest['credential'] };
  return api<AddPasskeyResponse>('/auth/passkeys', { method: 'POST', body });
}

export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPasskey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeyKeys.list() }),
  });
}

export function useRenamePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      api<Passkey>(`/auth/passkeys/${encodeURIComponent(id)}`, { method: 'PATCH', body: { name } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeyKeys.list() }),
  });
}

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<MessageResponse>(`/auth/passkeys/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeyKeys.list() }),
  });
}

/** Sign-in with a passkey alone: the browser offers the passkeys it holds for this site, no address typed. */
export async function signInWithPasskey(rememberMe: boolean): Promise<SessionResponse> {
  const optionsJSON = await api<PasskeyAuthenticationOptions>('/auth/passkeys/authentication/options', { method: 'POST', auth: false });
  let credential;
  try {
    credential = await startAuthentication({ optionsJSON: optionsJSON as Parameters<typeof startAuthentication>[0]['optionsJSON'] });
  } catch (error) {
    throw ceremonyError(error, 'Your browser could not use a passkey. Please try again, or log in with your password.');
  }
  const body: PasskeySignInRequest = { credential: credential as PasskeySignInRequest['credential'], rememberMe };
  const session = await api<SessionResponse>('/auth/passkeys/authentication', { method: 'POST', body, auth: false });
  setSession(session, { rememberMe });
  return session;
}

export function usePasskeySignIn() {
  return useMutation({ mutationFn: signInWithPasskey });
}
