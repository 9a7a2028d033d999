import { Camera, CameraOff, ExternalLink, Mic, MicOff, MonitorUp, MonitorX, PhoneOff, Video } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { formatIst } from '../../../../shared/contracts/mentors.js';
import type { RoomState } from '../../../../shared/contracts/sessions.js';
import { Button, FormAlert, Skeleton, StatusPanel, buttonClasses, inputClasses, toast } from '../../../components/ui';
import { cn } from '../../../lib/cn';
import { isApiError } from '../../../lib/errors';
import { messageFrom } from '../../../lib/errors';
import { DocumentButton } from '../../mentors';
import { useRoom, useSessionMessages, useSetMeetingLink } from '../api/room';
import { SessionChat } from '../components/SessionChat';
import { VideoTile } from '../components/VideoTile';
import { useLocalMedia } from '../lib/useLocalMedia';
import { useSessionRoom } from '../lib/useSessionRoom';

/** The clock, ticking every few seconds, so the Join button turns on when the room opens. */
function useNow(everyMs = 5_000) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

const STATE_TEXTS: Record<RTCPeerConnectionState, string> = {
  new: 'Waiting for the other side to join the call…',
  connecting: 'Connecting…',
  connected: 'Connected.',
  disconnected: 'The connection dropped. Reconnecting…',
  failed: 'The connection failed. Trying again…',
  closed: 'The call ended.',
};

function MeetingLinkForm({ room }: { room: RoomState }) {
  const [value, setValue] = useState(room.meetingUrl ?? '');
  const save = useSetMeetingLink(room.bookingId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(value.trim() ? value.trim() : null, {
      onSuccess: () => toast({ title: value.trim() ? 'Meeting link saved.' : 'Meeting link removed.', tone: 'success' }),
    });
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-2 rounded-card bg-surface p-4 ring-1 ring-ink-200">
      <label htmlFor="meeting-link" className="text-sm font-semibold text-ink-800">
        External meeting link (optional, https:// only)
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id="meeting-link"
          type="url"
          inputMode="url"
          placeholder="https://meet.example.com/abc"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          className={cn(inputClasses, 'h-10 min-w-0 flex-1')}
        />
        <Button type="submit" size="sm" variant="outline" loading={save.isPending}>
          Save link
        </Button>
      </div>
      {save.isError ? <FormAlert>{messageFrom(save.error, 'The link could not be saved.')}</FormAlert> : null}
    </form>
  );
}

/** A session that has ended: its chat, to read again, and the documents; no camera is opened. */
function EndedRoom({ room }: { room: RoomState }) {
  const history = useSessionMessages(room.bookingId, true);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      <title>{`Session with ${room.other.name} · Campus`}</title>
      <header className="flex flex-col gap-1">
        <h1 className="text-title text-ink-900">Session with {room.other.name}</h1>
        <p className="text-sm text-ink-600">
          {room.scheduledTimeIst} · {room.duration} min · Agenda: {room.agenda}
        </p>
      </header>
      <p role="status" className="text-sm text-ink-700">
        This session has ended. Its chat stays here for both of you.
      </p>
      {room.documents.length > 0 ? (
        <section aria-labelledby="room-documents" className="flex flex-wrap items-center gap-3">
          <h2 id="room-documents" className="text-sm font-semibold text-ink-800">
            {room.role === 'mentor' ? "The student's documents:" : 'Your documents:'}
          </h2>
          {room.documents.map((document) => (
            <DocumentButton key={document.url} url={document.url} label={document.label} />
          ))}
        </section>
      ) : null}
      {history.isError ? <FormAlert>{messageFrom(history.error, 'The chat could not be loaded.')}</FormAlert> : null}
      <SessionChat
        messages={history.data?.messages ?? []}
        myId={room.me.id}
        otherName={room.other.name}
        canSend={false}
        onSend={() => Promise.resolve({ ok: false, code: 'ENDED', message: 'This session has ended.' })}
      />
    </div>
  );
}

/** The ended view for a session already over when the page opened; the live room otherwise (kept until left). */
function Room({ room }: { room: RoomState }) {
  const [endedAtOpen] = useState(() => Date.now() >= new Date(room.closesAt).getTime());
  return endedAtOpen ? <EndedRoom room={room} /> : <LiveRoom room={room} />;
}

function LiveRoom({ room }: { room: RoomState }) {
  const now = useNow();
  const media = useLocalMedia();
  const live = useSessionRoom(room, media.stream);
  const history = useSessionMessages(room.bookingId, true);
  const [sharing, setSharing] = useState<MediaStream | null>(null);
  const { setMessages } = live;
  const loaded = history.data?.messages;
  useEffect(() => {
    if (!loaded) return;
    setMessages((current) => {
      const known = new Set(loaded.map((line) => line.id));
      return [...loaded, ...current.filter((line) => !known.has(line.id))];
    });
  }, [loaded, setMessages]);

  const opensAt = new Date(room.opensAt).getTime();
  const closesAt = new Date(room.closesAt).getTime();
  const open = now >= opensAt && now < closesAt;
  const otherHere = live.presence.here.includes(room.other.id);
  const otherInCall = live.presence.inCall.includes(room.other.id);
  const inCall = live.phase === 'in-call';

  const toggleShare = async () => {
    try {
      if (sharing) {
        sharing.getTracks().forEach((track) => track.stop());
        setSharing(null);
        await live.stopSharing();
        return;
      }
      const screen = await live.shareScreen();
      if (!screen) return;
      setSharing(screen);
      screen.getVideoTracks()[0]?.addEventListener('ended', () => setSharing(null));
    } catch (reason) {
      if (!(reason instanceof Error && reason.name === 'NotAllowedError'))
        toast({ title: 'Screen sharing could not start.', tone: 'error' });
    }
  };

  // A device chosen during the call is sent in place of the old one.
  const { replaceTrack } = live;
  useEffect(() => {
    if (!inCall || !media.stream) return;
    void replaceTrack(media.stream.getAudioTracks()[0] ?? null, 'audio');
    if (!sharing) void replaceTrack(media.stream.getVideoTracks()[0] ?? null, 'video');
    // Only when the stream itself changes (a new device), not when sharing starts or stops.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [media.stream, inCall, replaceTrack]);

  const presenceLine = otherInCall
    ? `${room.other.name} is in the call.`
    : otherHere
      ? `${room.other.name} is here.`
      : `${room.other.name} is not here yet.`;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4">
      <title>{`Session with ${room.other.name} · Campus`}</title>
      <header className="flex flex-col gap-1">
        <h1 className="text-title text-ink-900">Session with {room.other.name}</h1>
        <p className="text-sm text-ink-600">
          {room.scheduledTimeIst} · {room.duration} min · Agenda: {room.agenda}
        </p>
      </header>

      {room.meetingUrl ? (
        <p className="flex flex-wrap items-center gap-2 rounded-card bg-brand-50 p-3 text-sm text-brand-900">
          The mentor gave a meeting link for this session:
          <a
            href={room.meetingUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 font-semibold underline"
          >
            Open the meeting link <ExternalLink className="size-4" aria-hidden="true" />
          </a>
        </p>
      ) : null}

      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-3">
          <p role="status" className="text-sm font-semibold text-ink-800" data-testid="presence">
            {presenceLine}
          </p>
          {live.error ? <FormAlert>{live.error}</FormAlert> : null}
          {media.error ? <FormAlert tone="info">{media.error}</FormAlert> : null}

          {inCall ? (
            <div className="grid gap-3 md:grid-cols-2">
              <VideoTile stream={live.remote} label={room.other.name} testId="remote-video" />
              <VideoTile
                stream={sharing ?? media.stream}
                label={sharing ? 'Your screen' : 'You'}
                muted
                mirrored={!sharing}
                testId="local-video"
              />
            </div>
          ) : (
            <VideoTile stream={media.stream} label="Your camera preview" muted mirrored testId="local-video" className="max-w-xl" />
          )}

          <div className="flex flex-wrap items-center gap-2">
            <Button
              variant="outline"
              size="sm"
              onClick={media.toggleMicrophone}
              aria-pressed={!media.microphoneOn}
              aria-label={media.microphoneOn ? 'Turn microphone off' : 'Turn microphone on'}
            >
              {media.microphoneOn ? <Mic className="size-4" aria-hidden="true" /> : <MicOff className="size-4" aria-hidden="true" />}
              {media.microphoneOn ? 'Mic on' : 'Mic off'}
            </Button>
            <Button
              variant="outline"
              size="sm"
              onClick={media.toggleCamera}
              aria-pressed={!media.cameraOn}
              aria-label={media.cameraOn ? 'Turn camera off' : 'Turn camera on'}
            >
              {media.cameraOn ? <Camera className="size-4" aria-hidden="true" /> : <CameraOff className="size-4" aria-hidden="true" />}
              {media.cameraOn ? 'Camera on' : 'Camera off'}
            </Button>
            {inCall ? (
              <>
                <Button variant="outline" size="sm" onClick={() => void toggleShare()} aria-pressed={Boolean(sharing)}>
                  {sharing ? <MonitorX className="size-4" aria-hidden="true" /> : <MonitorUp className="size-4" aria-hidden="true" />}
                  {sharing ? 'Stop sharing' : 'Share screen'}
                </Button>
                <Button variant="danger" size="sm" onClick={live.hangUp}>
                  <PhoneOff className="size-4" aria-hidden="true" /> Hang up
                </Button>
              </>
            ) : (
              <Button
                size="sm"
                disabled={!open || !live.connected || live.phase === 'joining'}
                loading={live.phase === 'joining'}
                onClick={live.join}
              >
                <Video className="size-4" aria-hidden="true" /> {live.phase === 'left' ? 'Join again' : 'Join'}
              </Button>
            )}
          </div>

          {inCall ? (
            <div role="status" className="text-sm text-ink-700" data-testid="call-status">
              <p data-testid="call-state" data-state={live.connectionState}>
                {STATE_TEXTS[live.connectionState]}
              </p>
              {live.quality ? (
                <p data-testid="quality" data-bytes-received={live.quality.bytesReceived} data-route={live.quality.route ?? undefined}>
                  {live.quality.text}
                </p>
              ) : null}
            </div>
          ) : (
            <p role="status" className="text-sm text-ink-700">
              {now < opensAt
                ? `The room opens at ${formatIst(room.opensAt)}, 10 minutes before the start.`
                : now >= closesAt
                  ? 'This session has ended.'
                  : live.phase === 'left'
                    ? 'You left the call.'
                    : 'The room is open.'}
            </p>
          )}

          {!inCall ? (
            <fieldset className="flex flex-wrap gap-3">
              <legend className="sr-only">Devices</legend>
              <DeviceSelect label="Camera" value={media.cameraId} onChange={media.setCameraId} devices={media.devices.cameras} />
              <DeviceSelect
                label="Microphone"
                value={media.microphoneId}
                onChange={media.setMicrophoneId}
                devices={media.devices.microphones}
              />
            </fieldset>
          ) : null}

          {room.documents.length > 0 ? (
            <section aria-labelledby="room-documents" className="flex flex-wrap items-center gap-3">
              <h2 id="room-documents" className="text-sm font-semibold text-ink-800">
                {room.role === 'mentor' ? "The student's documents:" : 'Your documents:'}
              </h2>
              {room.documents.map((document) => (
                <DocumentButton key={document.url} url={document.url} label={document.label} />
              ))}
            </section>
          ) : null}
          {room.role === 'mentor' ? <MeetingLinkForm room={room} /> : null}
        </div>

        {room.chatEnabled ? (
          <SessionChat
            messages={live.messages}
            myId={room.me.id}
            otherName={room.other.name}
            canSend={live.connected && open}
            onSend={live.send}
          />
        ) : null}
      </div>
    </div>
  );
}

/** /sessions/{bookingId}/room: the pre-join screen and the call of a confirmed mentorship session. */
/** One kind of media device to choose, the browser's default first. */
function DeviceSelect({
  label,
  value,
  onChange,
  devices,
}: {
  label: 'Camera' | 'Microphone';
  value: string;
  onChange: (deviceId: string) => void;
  devices: MediaDeviceInfo[];
}) {
  return (
    <label className="flex flex-col gap-1 text-sm font-semibold text-ink-700">
      {label}
      <select value={value} onChange={(event) => onChange(event.target.value)} className={cn(inputClasses, 'h-10 w-64 max-w-full')}>
        <option value="">Default {label.toLowerCase()}</option>
        {devices.map((device, index) => (
          <option key={device.deviceId || index} value={device.deviceId}>
            {device.label || `${label} ${index + 1}`}
          </option>
        ))}
      </select>
    </label>
  );
}

export default function SessionRoomPage() {
  const { bookingId = '' } = useParams();
  const room = useRoom(bookingId);
  if (room.isPending) {
    return (
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-4">
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="aspect-video w-full max-w-xl" />
      </div>
    );
  }
  if (room.isError) {
    const notFound = isApiError(room.error) && room.error.status === 404;
    return (
      <StatusPanel
        title={notFound ? 'This session room does not exist' : 'The room could not be loaded'}
        actions={
          notFound ? (
            <Link to="/MySessions" className={buttonClasses({ variant: 'outline' })}>
              My sessions
            </Link>
          ) : (
            <Button variant="outline" onClick={() => void room.refetch()}>
              Try again
            </Button>
          )
        }
      >
        {notFound
          ? 'Only the student and the mentor of a confirmed session can open its room.'
          : messageFrom(room.error, 'Please try again.')}
      </StatusPanel>
    );
  }
  return <Room room={room.data} />;
}
