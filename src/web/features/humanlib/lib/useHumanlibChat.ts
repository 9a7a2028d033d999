import { useCallback, useEffect, useRef, useState } from 'react';
import { io, type Socket } from 'socket.io-client';
import type { Ack, ChatEndReason, HumanlibClientEvents, HumanlibServerEvents, MaskReason } from '../../../../shared/contracts/humanlib.js';
import { HUMANLIB_NAMESPACE } from '../../../../shared/contracts/humanlib.constants.js';
import { getAccessToken } from '../../../lib/auth';
import { refreshSession } from '../../../lib/session';

export type HumanlibSocket = Socket<HumanlibServerEvents, HumanlibClientEvents>;

export interface ChatLine {
  id: string;
  from: 'me' | 'partner' | 'system';
  text: string;
  at: string;
}

export type ChatPhase = 'idle' | 'connecting' | 'joined' | 'waiting' | 'chatting' | 'ended';

export interface ChatState {
  phase: ChatPhase;
  partner: { userId: string; nickname: string } | null;
  lines: ChatLine[];
  partnerTyping: boolean;
  masked: { reasons: MaskReason[]; message: string } | null;
  crisis: { message: string; helplines: { name: string; phone: string }[] } | null;
  ended: ChatEndReason | null;
  error: string | null;
}

const INITIAL: ChatState = {
  phase: 'idle',
  partner: null,
  lines: [],
  partnerTyping: false,
  masked: null,
  crisis: null,
  ended: null,
  error: null,
};

export const END_TEXTS: Record<ChatEndReason, string> = {
  skipped: 'You skipped the chat. Looking for someone new…',
  'partner-skipped': 'Your partner skipped the chat.',
  left: 'You left the chat.',
  'partner-left': 'Your partner left the chat.',
  'partner-disconnected': 'Your partner disconnected.',
  idle: 'The chat ended because nobody wrote for a while.',
  blocked: 'You blocked this person. You will not be matched with them again.',
};

let systemLineId = 0;
const systemLine = (text: string): ChatLine => ({
  id: `system-${(systemLineId += 1)}`,
  from: 'system',
  text,
  at: new Date().toISOString(),
});

/**
 * The Human Library's own socket (namespace /human-lib), opened for one visit: join with a nickname,
 * queue, chat, skip, block, report. The audio call rides on the same socket (useAudioCall).
 */
export function useHumanlibChat() {
  const [state, setState] = useState<ChatState>(INITIAL);
  const socketRef = useRef<HumanlibSocket | null>(null);
  const [socket, setSocket] = useState<HumanlibSocket | null>(null);

  const disconnect = useCallback(() => {
    socketRef.current?.disconnect();
    socketRef.current = null;
    setSocket(null);
    setState(INITIAL);
  }, []);

  useEffect(
    () => () => {
      socketRef.current?.disconnect();
    },
    [],
  );

  /** Connects and joins with the nickname; resolves with the refusal sentence, or null when in. */
  const join = useCallback(
    (nickname: string) =>
      new Promise<string | null>((resolve) => {
        socketRef.current?.disconnect();
        setState({ ...INITIAL, phase: 'connecting' });
        const created: HumanlibSocket = io(HUMANLIB_NAMESPACE, {
          // Its own connection: multiplexed, it would ride the tab's app socket (src/web/lib/socket.ts), whose
          // manager is made with autoConnect off and reconnects, so this socket would never open on its own,
          // and after a drop it would come back as a new, never-joined visit.
          forceNew: true,
          path: '/socket.io',
          transports: ['websocket', 'polling'],
          reconnection: false,
          auth: (callback) => callback({ token: getAccessToken() ?? '' }),
        });
        socketRef.current = created;
        let renewed = false;
        created.on('connect_error', (error: Error & { data?: { code?: string } }) => {
          if (error.data?.code === 'UNAUTHORIZED' && !renewed) {
            renewed = true;
            void refreshSession()
              .catch(() => null)
              .then((session) => (session ? created.connect() : resolve(error.message)));
            return;
          }
          setState((current) => ({ ...current, phase: 'idle', error: error.message }));
          resolve(error.message);
        });
        created.on('connect', () => {
          created.emit('join', { nickname }, (ack: Ack<{ userId: string }>) => {
            if (!ack.ok) {
              setState((current) => ({ ...current, phase: 'idle', error: ack.message }));
              resolve(ack.message);
              return;
            }
            setState((current) => ({ ...current, phase: 'joined', error: null }));
            resolve(null);
          });
        });
        created.on('waiting', () => setState((current) => ({ ...current, phase: 'waiting', partner: null, partnerTyping: false })));
        created.on('matched', ({ partner }) =>
          setState((current) => ({
            ...current,
            phase: 'chatting',
            partner,
            ended: null,
            masked: null,
            partnerTyping: false,
            lines: [systemLine(`You are now talking to ${partner.nickname || 'Anonymous'}. Be kind.`)],
          })),
        );
        created.on('message', (message) =>
          setState((current) => ({
            ...current,
            partnerTyping: message.from === 'partner' ? false : current.partnerTyping,
            lines: [...current.lines, message],
          })),
        );
        created.on('typing', ({ typing }) => setState((current) => ({ ...current, partnerTyping: typing })));
        created.on('masked', (masked) => setState((current) => ({ ...current, masked })));
        created.on('crisis', (crisis) => setState((current) => ({ ...current, crisis })));
        created.on('chat-ended', ({ reason }) =>
          setState((current) => ({
            ...current,
            phase: reason === 'skipped' ? 'waiting' : 'ended',
            ended: reason,
            partnerTyping: false,
            lines: [...current.lines, systemLine(END_TEXTS[reason])],
          })),
        );
        created.on('humanlib:error', ({ message }) => setState((current) => ({ ...current, error: message })));
        created.on('disconnect', (reason) => {
          if (reason === 'io client disconnect') return;
          setState((current) => ({ ...current, phase: 'idle', error: current.error ?? 'You were disconnected. Please start again.' }));
        });
        setSocket(created);
      }),
    [],
  );

  const request = useCallback(
    <E extends 'queue' | 'skip' | 'leave' | 'block'>(event: E) =>
      new Promise<Ack>((resolve) => {
        const current = socketRef.current;
        if (!current) return resolve({ ok: false, code: 'NOT_CONNECTED', message: 'Not connected.' });
        (current.emit as (event: string, ack: (result: Ack) => void) => void)(event, resolve);
      }),
    [],
  );

  const send = useCallback(
    (text: string) =>
      new Promise<Ack>((resolve) => {
        const current = socketRef.current;
        if (!current) return resolve({ ok: false, code: 'NOT_CONNECTED', message: 'Not connected.' });
        current.emit('message', { text }, (ack) => {
          if (!ack.ok) setState((now) => ({ ...now, error: ack.message }));
          resolve(ack);
        });
      }),
    [],
  );

  const report = useCallback(
    (reason: string) =>
      new Promise<Ack>((resolve) => {
        const current = socketRef.current;
        if (!current) return resolve({ ok: false, code: 'NOT_CONNECTED', message: 'Not connected.' });
        current.emit('report', { reason }, resolve);
      }),
    [],
  );

  const typing = useCallback((isTyping: boolean) => socketRef.current?.emit('typing', { typing: isTyping }), []);
  const dismiss = useCallback((what: 'masked' | 'crisis' | 'error') => setState((current) => ({ ...current, [what]: null })), []);

  return { state, socket, join, disconnect, request, send, report, typing, dismiss };
}
