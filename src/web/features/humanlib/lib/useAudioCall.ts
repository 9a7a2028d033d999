import { useCallback, useEffect, useRef, useState } from 'react';
import type { Ack, CallSignalPayload } from '../../../../shared/contracts/humanlib.js';
import type { HumanlibSocket } from './useHumanlibChat';

export type CallPhase = 'none' | 'calling' | 'ringing' | 'connecting' | 'connected' | 'ended';

/**
 * A WebRTC audio call with the chat partner. Signalling rides on the Human Library socket; the server
 * relays it only after both sides accepted. The side that asked sends the offer once the other accepts.
 */
export function useAudioCall(socket: HumanlibSocket | null, iceServers: RTCIceServer[]) {
  const [phase, setPhase] = useState<CallPhase>('none');
  const [connectionState, setConnectionState] = useState<RTCPeerConnectionState | 'new'>('new');
  const [muted, setMuted] = useState(false);
  const [partnerMuted, setPartnerMuted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const peerRef = useRef<RTCPeerConnection | null>(null);
  const readyRef = useRef<Promise<RTCPeerConnection | null> | null>(null);
  const localRef = useRef<MediaStream | null>(null);
  const pendingIce = useRef<RTCIceCandidateInit[]>([]);
  const audioRef = useRef<HTMLAudioElement | null>(null);
  /** The partner's voice plays through this element (a callback ref, so render never reads a ref). */
  const attachAudio = useCallback((element: HTMLAudioElement | null) => {
    audioRef.current = element;
  }, []);

  const cleanup = useCallback((next: CallPhase) => {
    peerRef.current?.close();
    peerRef.current = null;
    readyRef.current = null;
    localRef.current?.getTracks().forEach((track) => track.stop());
    localRef.current = null;
    pendingIce.current = [];
    setMuted(false);
    setPartnerMuted(false);
    setConnectionState('new');
    setPhase(next);
  }, []);

  /**
   * Opens the microphone, then the peer connection with its track. Both sides wait for it before they
   * write their description: an answer written before the callee's microphone opened carries no audio.
   */
  const startPeer = useCallback(() => {
    if (!socket) return Promise.reject(new Error('Not connected.'));
    const ready: Promise<RTCPeerConnection | null> = navigator.mediaDevices.getUserMedia({ audio: true }).then((local) => {
      if (readyRef.current !== ready) {
        // The call ended while the microphone was opening.
        local.getTracks().forEach((track) => track.stop());
        return null;
      }
      localRef.current = local;
      const peer = new RTCPeerConnection({ iceServers });
      peerRef.current = peer;
      peer.onicecandidate = (event) => {
        if (!event.candidate) return;
        const { candidate, sdpMid, sdpMLineIndex } = event.candidate;
        socket.emit('call:signal', { kind: 'ice', candidate: { candidate, sdpMid, sdpMLineIndex } });
      };
      peer.onconnectionstatechange = () => {
        setConnectionState(peer.connectionState);
        if (peer.connectionState === 'connected') setPhase('connected');
      };
      peer.ontrack = (event) => {
        if (audioRef.current) audioRef.current.srcObject = event.streams[0] ?? new MediaStream([event.track]);
      };
      for (const track of local.getTracks()) peer.addTrack(track, local);
      setPhase('connecting');
      return peer;
    });
    readyRef.current = ready;
    return ready;
  }, [socket, iceServers]);

  const fail = useCallback(
    (reason: unknown) => {
      setError(
        reason instanceof Error && reason.name === 'NotAllowedError' ? 'Microphone permission was refused.' : 'The call could not start.',
      );
      socket?.emit('call:hangup');
      cleanup('ended');
    },
    [socket, cleanup],
  );

  useEffect(() => {
    if (!socket) return;
    const onRequested = () => setPhase('ringing');
    const onAccepted = () => {
      void (async () => {
        const peer = await startPeer();
        if (!peer) return;
        const offer = await peer.createOffer();
        await peer.setLocalDescription(offer);
        socket.emit('call:signal', { kind: 'offer', sdp: offer.sdp ?? '' });
      })().catch(fail);
    };
    const onDeclined = () => {
      setError('Your partner declined the call.');
      cleanup('none');
    };
    const onSignal = (signal: CallSignalPayload) => {
      void (async () => {
        const peer = await readyRef.current;
        if (!peer || peer !== peerRef.current) return;
        if (signal.kind === 'offer') {
          await peer.setRemoteDescription({ type: 'offer', sdp: signal.sdp });
          const answer = await peer.createAnswer();
          await peer.setLocalDescription(answer);
          socket.emit('call:signal', { kind: 'answer', sdp: answer.sdp ?? '' });
        } else if (signal.kind === 'answer') {
          await peer.setRemoteDescription({ type: 'answer', sdp: signal.sdp });
        } else {
          if (!peer.remoteDescription) {
            pendingIce.current.push(signal.candidate);
            return;
          }
          await peer.addIceCandidate(signal.candidate);
          return;
        }
        for (const candidate of pendingIce.current.splice(0)) await peer.addIceCandidate(candidate);
      })().catch(fail);
    };
    const onMuted = ({ muted: value }: { muted: boolean }) => setPartnerMuted(value);
    const onEnded = () => cleanup('ended');
    // The call ends with the chat.
    const onChatEnded = () => cleanup('none');
    socket.on('call:requested', onRequested);
    socket.on('call:accepted', onAccepted);
    socket.on('call:declined', onDeclined);
    socket.on('call:signal', onSignal);
    socket.on('call:muted', onMuted);
    socket.on('call:ended', onEnded);
    socket.on('chat-ended', onChatEnded);
    return () => {
      socket.off('chat-ended', onChatEnded);
      socket.off('call:requested', onRequested);
      socket.off('call:accepted', onAccepted);
      socket.off('call:declined', onDeclined);
      socket.off('call:signal', onSignal);
      socket.off('call:muted', onMuted);
      socket.off('call:ended', onEnded);
    };
  }, [socket, startPeer, cleanup, fail]);

  useEffect(() => () => cleanup('none'), [cleanup]);

  return {
    phase,
    connectionState,
    muted,
    partnerMuted,
    error,
    attachAudio,
    start() {
      setError(null);
      socket?.emit('call:request', (ack: Ack) => (ack.ok ? setPhase('calling') : setError(ack.message)));
    },
    accept() {
      socket?.emit('call:accept', (ack: Ack) => {
        if (!ack.ok) {
          setError(ack.message);
          setPhase('none');
          return;
        }
        startPeer().catch(fail);
      });
    },
    decline() {
      socket?.emit('call:decline');
      setPhase('none');
    },
    toggleMute() {
      const next = !muted;
      localRef.current?.getAudioTracks().forEach((track) => (track.enabled = !next));
      setMuted(next);
      socket?.emit('call:mute', { muted: next });
    },
    hangUp() {
      socket?.emit('call:hangup');
      cleanup('ended');
    },
  };
}
