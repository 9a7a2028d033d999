import { useCallback, useEffect, useRef, useState } from 'react';

export interface MediaDevices {
  cameras: MediaDeviceInfo[];
  microphones: MediaDeviceInfo[];
}

/** Why the camera or microphone could not be opened, in words. */
function mediaError(reason: unknown): string {
  const name = reason instanceof Error ? reason.name : '';
  if (name === 'NotAllowedError') return 'Camera and microphone permission was refused. Allow them in the browser to be seen and heard.';
  if (name === 'NotFoundError') return 'No camera or microphone was found. You can still join and see and hear the other side.';
  if (name === 'NotReadableError') return 'The camera or microphone is in use by another app.';
  return 'The camera and microphone could not be opened.';
}

/**
 * The camera and microphone for the pre-join preview and the call: the chosen devices (the browser's default at
 * first), the list to choose from (labels appear once permission was given), and on/off switches.
 */
export function useLocalMedia() {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [devices, setDevices] = useState<MediaDevices>({ cameras: [], microphones: [] });
  const [cameraId, setCameraId] = useState('');
  const [microphoneId, setMicrophoneId] = useState('');
  const [cameraOn, setCameraOn] = useState(true);
  const [microphoneOn, setMicrophoneOn] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const streamRef = useRef<MediaStream | null>(null);

  const listDevices = useCallback(async () => {
    if (!navigator.mediaDevices?.enumerateDevices) return;
    const all = await navigator.mediaDevices.enumerateDevices();
    setDevices({
      cameras: all.filter((device) => device.kind === 'videoinput'),
      microphones: all.filter((device) => device.kind === 'audioinput'),
    });
  }, []);

  useEffect(() => {
    if (!navigator.mediaDevices?.getUserMedia) return;
    let cancelled = false;
    const constraints: MediaStreamConstraints = {
      video: cameraId ? { deviceId: { exact: cameraId } } : true,
      audio: microphoneId ? { deviceId: { exact: microphoneId } } : true,
    };
    navigator.mediaDevices
      .getUserMedia(constraints)
      .then((next) => {
        if (cancelled) {
          next.getTracks().forEach((track) => track.stop());
          return;
        }
        streamRef.current?.getTracks().forEach((track) => track.stop());
        streamRef.current = next;
        setStream(next);
        setError(null);
        return listDevices();
      })
      .catch((reason: unknown) => {
        if (!cancelled) setError(mediaError(reason));
      });
    return () => {
      cancelled = true;
    };
  }, [cameraId, microphoneId, listDevices]);

  useEffect(() => {
    stream?.getVideoTracks().forEach((track) => (track.enabled = cameraOn));
  }, [stream, cameraOn]);
  useEffect(() => {
    stream?.getAudioTracks().forEach((track) => (track.enabled = microphoneOn));
  }, [stream, microphoneOn]);

  useEffect(
    () => () => {
      streamRef.current?.getTracks().forEach((track) => track.stop());
    },
    [],
  );

  return {
    stream,
    devices,
    cameraId,
    microphoneId,
    setCameraId,
    setMicrophoneId,
    cameraOn,
    microphoneOn,
    toggleCamera: () => setCameraOn((on) => !on),
    toggleMicrophone: () => setMicrophoneOn((on) => !on),
    error:
      typeof navigator !== 'undefined' && !navigator.mediaDevices?.getUserMedia
        ? 'This browser cannot open a camera or microphone.'
        : error,
  };
}
