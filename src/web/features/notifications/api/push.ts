import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PushDevice } from '../../../../shared/contracts/notifications.js';
import { api } from '../../../lib/api';
import { notificationKeys } from './keys';

/** GET /api/notifications/push/devices: the caller's devices that receive push. */
export function usePushDevices() {
  return useQuery({
    queryKey: notificationKeys.pushDevices(),
    queryFn: ({ signal }) => api<{ devices: PushDevice[] }>('/notifications/push/devices', { signal }),
  });
}

const keyBytes = (base64url: string) => {
  const raw = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(raw, (char) => char.charCodeAt(0));
};

export const pushSupported = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** Asks for the permission, subscribes this browser with the server's VAPID key and registers it as a device. */
export async function enablePushHere(): Promise<PushDevice> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new Error('Notifications are blocked for this site in the browser’s settings.');
  const registration = await navigator.serviceWorker.ready;
  const { publicKey } = await api<{ publicKey: string }>('/notifications/push/key', { auth: false });
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  return api<PushDevice>('/notifications/push/devices', { method: 'POST', body: subscription.toJSON() });
}

/** This browser's endpoint, when it is subscribed. */
export async function currentEndpoint(): Promise<string | null> {
  if (!('serviceWorker' in navigator)) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription())?.endpoint ?? null;
}

export function useEnablePush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enablePushHere,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.pushDevices() }),
  });
}

export function useRemovePushDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<null>(`/notifications/push/devices/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.pushDevices() }),
  });
}
