import 'webrtc-adapter';
import { useCallback, useEffect, useRef, useState } from 'react';
import { io, type Socket } from 'socket.io-client';
import type { Ack } from '../../../../shared/contracts/humanlib.js';
import {
  SESSION_ROOM_NAMESPACE,
  type RoomPresence,
  type RoomSignalPayload,
  type RoomState,
  type SessionMessage,
  type SessionRoomClientEvents,
  type SessionRoomServerEvents,
} from '../../../../shared/contracts/sessions.js';
import { getAccessToken } from '../../../lib/auth';
import { refreshSession } from '../../../lib/session';

export type RoomSocket = Socket<SessionRoomServerEvents, SessionRoomClientEvents>;
export type CallPhase = 'pre-join' | 'joining' | 'in-call' | 'left';

export interface Quality {
  text: string;
  level: 'good' | 'fair' | 'poor' | 'unknown';
  bytesReceived: number;
  /** How this side reaches the other: 'relay' through TURN, else 'host', 'srflx' or 'prflx'; null before a pair is chosen. */
  route: string | null;
}

const NO_PRESENCE: RoomPresence = { here: [], inCall: [] };

/** What getStats says about the call, in a line: round trip, loss and what arrives. */
export async function readQuality(peer: RTCPeerConnection): Promise<Quality> {
  const report = await peer.getStats();
  let rttMs: number | null = null;
  let lost = 0;
  let received = 0;
  let bytesReceived = 0;
  let localCandidateId: unknown = null;
  report.forEach((stat: Record<string, unknown>) => {
    if (stat.type === 'candidate-pair' && stat.state === 'succeeded' && (stat.nominated || stat.selected)) {
      if (typeof stat.currentRoundTripTime === 'number') rttMs = Math.round(stat.currentRoundTripTime * 1000);
      localCandidateId = stat.localCandidateId;
    }
    if (stat.type === 'inbound-rtp') {
      lost += typeof stat.packetsLost === 'number' ? stat.packetsLost : 0;
      received += typeof stat.packetsReceived === 'number' ? stat.packetsReceived : 0;
      bytesReceived += typeof stat.bytesReceived === 'number' ? stat.bytesReceived : 0;
    }
  });
  const local = typeof localCandidateId === 'string' ? (report.get(localCandidateId) as { candidateType?: string } | undefined) : undefined;
  const route = local?.candidateType ?? null;
  const lossPercent = received + lost > 0 ? (lost / (received + lost)) * 100 : 0;
  if (rttMs === null && received === 0) return { text: 'Connection quality: measuring…', level: 'unknown', bytesReceived, route };
  const rtt = rttMs ?? 0;
  const level = rtt > 400 || lossPercent > 8 ? 'poor' : rtt > 200 || lossPercent > 3 ? 'fair' : 'good';
  const rttText = rttMs === null ? '' : `, ${rttMs} ms round trip`;
  const via = route === 'relay' ? ' (through a relay server)' : '';
  return { text: `Connection quality: ${level}${rttText}, ${lossPercent.toFixed(1)}% packets lost${via}`, level, bytesReceived, route };
}

/**
 * The session room's live side: its own socket (namespace /session-room), presence, chat, and one
 * RTCPeerConnection with the other party, negotiated the "perfect negotiation" way (the mentor is impolite: when
 * both offer at once, the student's offer yields). A connection that fails restarts ICE; when the other side
 * leaves or comes back (a reload, a dropped socket), the peer connection is made again from scratch.
 */
export function useSessionRoom(room: RoomState | undefined, local: MediaStream | null) {
  const [socket, setSocket] = useState<RoomSocket | null>(null);
  const [connected, setConnected] = useState(false);
  const [presence, setPresence] = useState<RoomPresence>(NO_PRESENCE);
  const [phase, setPhase] = useState<CallPhase>('pre-join');
  const [error, setError] = useState<string | null>(null);
  const [messages, setMessages] = useState<SessionMessage[]>([]);
  const [remote, setRemote] = useState<MediaStream | null>(null);
  const [connectionState, setConnectionState] = useState<RTCPeerConnectionState>('new');
  const [quality, setQuality] = useState<Quality | null>(null);

  const peerRef = useRef<RTCPeerConnection | null>(null);
  const makingOffer = useRef(false);
  const ignoreOffer = useRef(false);
  const politeRef = useRef(false);
  const inCallRef = useRef(false);
  const otherInCall = useRef(false);
  const localRef = useRef<MediaStream | null>(local);
  /** The track sent in place of the camera while the screen is shared. */
  const screenRef = useRef<MediaStreamTrack | null>(null);
  /** The full reconnect (leave and rejoin the call), set once openPeer exists. */
  const reconnectRef = useRef<(target: RoomSocket) => void>(() => undefined);
  useEffect(() => {
    localRef.current = local;
  }, [local]);

  const bookingId = room?.bookingId;
  const otherId = room?.other.id;
  // Read when a peer is made, not a dependency: a refetched room (a new TURN credential each time) must not reopen
  // the socket and drop the call.
  const iceRef = useRef<RTCConfiguration>({});
  useEffect(() => {
    iceRef.current = { iceServers: (room?.iceServers ?? []) as RTCIceServer[], iceTransportPolicy: room?.iceTransportPolicy ?? 'all' };
  }, [room?.iceServers, room?.iceTransportPolicy]);

  const closePeer = useCallback(() => {
    peerRef.current?.close();
    peerRef.current = null;
    makingOffer.current = false;
    ignoreOffer.current = false;
    setRemote(null);
    setConnectionState('new');
    setQuality(null);
  }, []);

  /** A fresh peer connection with the local tracks; negotiation starts by itself (negotiationneeded). */
  const openPeer = useCallback(
    (target: RoomSocket) => {
      closePeer();
      const peer = new RTCPeerConnection(iceRef.current);
      peerRef.current = peer;
      const stream = localRef.current;
      const tracks = stream?.getTracks() ?? [];
      for (const track of tracks) {
        const sent = track.kind === 'video' && screenRef.current ? screenRef.current : track;
        peer.addTrack(sent, stream!);
      }
      // Without a camera or microphone the call still receives the other side.
      if (!tracks.some((track) => track.kind === 'audio')) peer.addTransceiver('audio', { direction: 'recvonly' });
      if (!tracks.some((track) => track.kind === 'video')) peer.addTransceiver('video', { direction: 'recvonly' });

      peer.onnegotiationneeded = async () => {
        try {
          makingOffer.current = true;
          await peer.setLocalDescription();
          const description = peer.localDescription;
          if (description && peerRef.current === peer) {
            target.emit('signal', { kind: 'description', type: description.type as 'offer', sdp: description.sdp });
          }
        } catch (reason) {
          console.warn('session room: offer failed', reason);
        } finally {
          makingOffer.current = false;
        }
      };
      peer.onicecandidate = ({ candidate }) => {
        if (!candidate || peerRef.current !== peer) return;
        target.emit('signal', {
          kind: 'ice',
          candidate: {
            candidate: candidate.candidate,
            sdpMid: candidate.sdpMid,
            sdpMLineIndex: candidate.sdpMLineIndex,
            usernameFragment: candidate.usernameFragment,
          },
        });
      };
      peer.ontrack = ({ track, streams }) => {
        if (peerRef.current !== peer) return;
        setRemote((current) => {
          const stream = streams[0] ?? current ?? new MediaStream();
          if (!stream.getTracks().includes(track)) stream.addTrack(track);
          return stream;
        });
      };
      let restarted = false;
      let restartTimer: ReturnType<typeof setTimeout> | undefined;
      peer.onconnectionstatechange = () => {
        if (peerRef.current !== peer) return clearTimeout(restartTimer);
        setConnectionState(peer.connectionState);
        if (peer.connectionState === 'connected') {
          restarted = false;
          clearTimeout(restartTimer);
          return;
        }
        if (peer.connectionState !== 'failed') return;
        if (restarted) return reconnectRef.current(target);
        // A network change: new candidates over the same connection (negotiationneeded carries the new offer).
        restarted = true;
        peer.restartIce();
        // When the restart does not bring it back, both sides start over with fresh peer connections.
        restartTimer = setTimeout(() => {
          if (peerRef.current === peer && peer.connectionState !== 'connected') reconnectRef.current(target);
        }, 15_000);
      };
      return peer;
    },
    [closePeer],
  );

  const onSignal = useCallback(async (target: RoomSocket, signal: RoomSignalPayload) => {
    const peer = peerRef.current;
    if (!peer || !inCallRef.current) return;
    if (signal.kind === 'description') {
      if (signal.type === 'rollback') return;
      const collision = signal.type === 'offer' && (makingOffer.current || peer.signalingState !== 'stable');
      ignoreOffer.current = !politeRef.current && collision;
      if (ignoreOffer.current) return;
      await peer.setRemoteDescription({ type: signal.type, sdp: signal.sdp });
      if (signal.type === 'offer') {
        await peer.setLocalDescription();
        const description = peer.localDescription;
        if (description) target.emit('signal', { kind: 'description', type: description.type as 'answer', sdp: description.sdp });
      }
      return;
    }
    try {
      await peer.addIceCandidate(signal.candidate);
    } catch (reason) {
      if (!ignoreOffer.current) throw reason;
    }
  }, []);

  // The socket: open for the page's life, reconnecting on its own; after a reconnect the room is entered again.
  useEffect(() => {
    if (!bookingId) return;
    const created: RoomSocket = io(SESSION_ROOM_NAMESPACE, {
      forceNew: true,
      path: '/socket.io',
      transports: ['websocket', 'polling'],
      reconnection: true,
      reconnectionDelayMax: 5_000,
      auth: (callback) => callback({ token: getAccessToken() ?? '' }),
    });
    let renewed = false;
    created.on('connect_error', (failure: Error & { data?: { code?: string } }) => {
      if (failure.data?.code === 'UNAUTHORIZED' && !renewed) {
        renewed = true;
        void refreshSession()
          .catch(() => null)
          .then((session) => (session ? created.connect() : setError(failure.message)));
        return;
      }
      setError(failure.message);
    });
    created.on('connect', () => {
      setConnected(true);
      setError(null);
      const event = inCallRef.current ? 'join' : 'watch';
      created.emit(event, { bookingId }, (ack: Ack<{ presence: RoomPresence; polite?: boolean }>) => {
        if (!ack.ok) return setError(ack.message);
        setPresence(ack.presence);
        // Back in the call after a dropped connection: the other side makes its peer again too.
        if (event === 'join') openPeer(created);
      });
    });
    created.on('disconnect', () => setConnected(false));
    created.on('presence', (next) => {
      setPresence(next);
      const otherNow = otherId ? next.inCall.includes(otherId) : false;
      // The other side (re)joined the call while this side was in it: both start from a fresh peer connection.
      if (otherNow && !otherInCall.current && inCallRef.current) openPeer(created);
      otherInCall.current = otherNow;
    });
    created.on('signal', (signal) => {
      onSignal(created, signal).catch((reason: unknown) => console.warn('session room: signal failed', reason));
    });
    created.on('hangup', ({ userId }) => {
      // The other side left the call: wait for it with a fresh connection when it comes back.
      if (userId !== otherId || !inCallRef.current) return;
      otherInCall.current = false;
      closePeer();
    });
    created.on('message', (message) =>
      setMessages((current) => (current.some((line) => line.id === message.id) ? current : [...current, message])),
    );
    setSocket(created);
    return () => {
      created.disconnect();
      setSocket(null);
      inCallRef.current = false;
      closePeer();
    };
  }, [bookingId, otherId, openPeer, onSignal, closePeer]);

  // The connection-quality line, from getStats every 2 seconds while connected.
  useEffect(() => {
    if (connectionState !== 'connected') return;
    const timer = setInterval(() => {
      const peer = peerRef.current;
      if (peer) void readQuality(peer).then(setQuality, () => undefined);
    }, 2_000);
    return () => clearInterval(timer);
  }, [connectionState]);

  // The full reconnect: the call is left and joined again (in that order), so the other side sees this side come
  // back and both make a fresh peer connection.
  useEffect(() => {
    reconnectRef.current = (target) => {
      if (!bookingId || !inCallRef.current) return;
      closePeer();
      target.emit('hangup', () =>
        target.emit('join', { bookingId }, (ack) => {
          if (ack.ok && inCallRef.current) openPeer(target);
        }),
      );
    };
  }, [bookingId, closePeer, openPeer]);

  const join = useCallback(() => {
    if (!socket || !bookingId) return;
    setPhase('joining');
    socket.emit('join', { bookingId }, (ack: Ack<{ presence: RoomPresence; polite: boolean }>) => {
      if (!ack.ok) {
        setError(ack.message);
        setPhase('pre-join');
        return;
      }
      politeRef.current = ack.polite;
      inCallRef.current = true;
      otherInCall.current = otherId ? ack.presence.inCall.includes(otherId) : false;
      setPresence(ack.presence);
      openPeer(socket);
      setPhase('in-call');
    });
  }, [socket, bookingId, otherId, openPeer]);

  const hangUp = useCallback(() => {
    socket?.emit('hangup');
    inCallRef.current = false;
    closePeer();
    setPhase('left');
  }, [socket, closePeer]);

  /** Sends `track` instead of the current one of its kind (a new device, or the screen). */
  const replaceTrack = useCallback(async (track: MediaStreamTrack | null, kind: 'audio' | 'video') => {
    const sender = peerRef.current
      ?.getSenders()
      .find((candidate) => candidate.track?.kind === kind || (!candidate.track && kind === 'video'));
    if (sender) await sender.replaceTrack(track);
  }, []);

  const shareScreen = useCallback(async (): Promise<MediaStream | null> => {
    const screen = await navigator.mediaDevices.getDisplayMedia({ video: true });
    const track = screen.getVideoTracks()[0];
    if (!track) return null;
    screenRef.current = track;
    await replaceTrack(track, 'video');
    track.addEventListener('ended', () => {
      if (screenRef.current !== track) return;
      screenRef.current = null;
      void replaceTrack(localRef.current?.getVideoTracks()[0] ?? null, 'video');
    });
    return screen;
  }, [replaceTrack]);

  const stopSharing = useCallback(async () => {
    const track = screenRef.current;
    screenRef.current = null;
    track?.stop();
    await replaceTrack(localRef.current?.getVideoTracks()[0] ?? null, 'video');
  }, [replaceTrack]);

  const send = useCallback(
    (body: string) =>
      new Promise<Ack<{ message: SessionMessage }>>((resolve) => {
        if (!socket) return resolve({ ok: false, code: 'NOT_CONNECTED', message: 'Not connected.' });
        socket.emit('message', { body }, (ack) => {
          if (ack.ok) setMessages((current) => (current.some((line) => line.id === ack.message.id) ? current : [...current, ack.message]));
          resolve(ack);
        });
      }),
    [socket],
  );

  return {
    connected,
    presence,
    phase,
    error,
    messages,
    setMessages,
    remote,
    connectionState,
    quality,
    join,
    hangUp,
    replaceTrack,
    shareScreen,
    stopSharing,
    send,
  };
}
