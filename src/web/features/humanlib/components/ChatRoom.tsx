import { Ban, Flag, LifeBuoy, LogOut, Mic, MicOff, Phone, PhoneOff, SendHorizontal, SkipForward } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { HumanlibStatus } from '../../../../shared/contracts/humanlib.js';
import { HUMANLIB_LIMITS, HUMANLIB_MESSAGES } from '../../../../shared/contracts/humanlib.constants.js';
import { Button, Dialog, FormAlert, inputClasses, toast } from '../../../components/ui';
import { cn } from '../../../lib/cn';
import { useAudioCall } from '../lib/useAudioCall';
import type { useHumanlibChat } from '../lib/useHumanlibChat';

const CALL_TEXTS = {
  none: '',
  calling: 'Calling… waiting for your partner to accept.',
  ringing: 'Your partner wants to start an audio call.',
  connecting: 'Connecting the call…',
  connected: 'On call',
  ended: 'The call ended.',
} as const;

/** Phase 3 of /HumanLibhomepage: the live chat with its partner, call controls, skip, block and report. */
export function ChatRoom({
  chat,
  iceServers,
  onExit,
}: {
  chat: ReturnType<typeof useHumanlibChat>;
  iceServers: HumanlibStatus['iceServers'];
  onExit: () => void;
}) {
  const { state } = chat;
  const inChat = state.phase === 'chatting';
  const call = useAudioCall(chat.socket, iceServers as RTCIceServer[]);
  const { attachAudio, error: callError } = call;
  const [draft, setDraft] = useState('');
  const [reportOpen, setReportOpen] = useState(false);
  const [blockOpen, setBlockOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const typingSent = useRef(false);
  const listRef = useRef<HTMLOListElement | null>(null);

  useEffect(() => {
    listRef.current?.lastElementChild?.scrollIntoView({ block: 'nearest' });
  }, [state.lines.length]);

  const setTyping = (typing: boolean) => {
    if (typingSent.current === typing) return;
    typingSent.current = typing;
    chat.typing(typing);
  };

  const onSend = async (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text) return;
    const ack = await chat.send(text);
    if (ack.ok) {
      setDraft('');
      setTyping(false);
    }
  };

  const onReport = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setReasonError('Tell us briefly what happened.');
      return;
    }
    const ack = await chat.report(reason.trim());
    if (!ack.ok) {
      setReasonError(ack.message);
      return;
    }
    setReportOpen(false);
    setReason('');
    toast({ tone: 'success', title: HUMANLIB_MESSAGES.reported });
  };

  const onBlock = async () => {
    const ack = await chat.request('block');
    setBlockOpen(false);
    if (ack.ok) toast({ tone: 'success', title: HUMANLIB_MESSAGES.blocked });
    else toast({ tone: 'error', title: ack.message });
  };

  const partnerName = state.partner ? state.partner.nickname.trim() || HUMANLIB_MESSAGES.anonymous : null;
  const canReport = state.partner !== null;

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4" data-chat-phase={state.phase}>
      <title>Human Library chat · Campus</title>
      <header className="flex flex-wrap items-center justify-between gap-3 rounded-card border border-ink-200 bg-surface p-4 shadow-soft">
        <div className="min-w-0">
          <h1 className="text-lg font-semibold text-ink-900">
            {inChat && partnerName
              ? `Talking to ${partnerName}`
              : state.phase === 'waiting'
                ? 'Looking for someone to talk to…'
                : 'Human Library'}
          </h1>
          <p className="text-sm text-ink-600" aria-live="polite">
            {state.partnerTyping && inChat ? `${partnerName ?? 'Your partner'} is typing…` : inChat ? 'Anonymous chat' : ' '}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {inChat && call.phase === 'none' ? (
            <Button variant="secondary" size="sm" icon={<Phone className="size-4" aria-hidden="true" />} onClick={call.start}>
              Audio call
            </Button>
          ) : null}
          <Button
            variant="outline"
            size="sm"
            icon={<SkipForward className="size-4" aria-hidden="true" />}
            onClick={() => void chat.request('skip')}
          >
            Skip
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={!canReport}
            icon={<Ban className="size-4" aria-hidden="true" />}
            onClick={() => setBlockOpen(true)}
          >
            Block
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={!canReport}
            icon={<Flag className="size-4" aria-hidden="true" />}
            onClick={() => setReportOpen(true)}
          >
            Report
          </Button>
          <Button variant="ghost" size="sm" icon={<LogOut className="size-4" aria-hidden="true" />} onClick={onExit}>
            Leave
          </Button>
        </div>
      </header>

      {state.crisis ? (
        <section
          role="alert"
          aria-labelledby="crisis-title"
          className="rounded-card border border-accent-200 bg-accent-50 p-4 text-accent-800"
        >
          <h2 id="crisis-title" className="inline-flex items-center gap-2 font-semibold">
            <LifeBuoy className="size-5" aria-hidden="true" /> You are not alone
          </h2>
          <p className="mt-1 text-sm">{state.crisis.message}</p>
          <ul className="mt-2 flex flex-col gap-1 text-sm">
            {state.crisis.helplines.map((line) => (
              <li key={line.phone}>
                {line.name}:{' '}
                <a className="font-semibold underline" href={`tel:${line.phone.replace(/[^+\d]/g, '')}`}>
                  {line.phone}
                </a>
              </li>
            ))}
          </ul>
          <Button variant="ghost" size="sm" className="mt-2" onClick={() => chat.dismiss('crisis')}>
            Close
          </Button>
        </section>
      ) : null}

      {call.phase !== 'none' ? (
        <section
          aria-label="Audio call"
          data-call-state={call.connectionState}
          className="flex flex-wrap items-center justify-between gap-3 rounded-card border border-brand-200 bg-brand-50 p-4"
        >
          <p className="text-sm font-medium text-brand-800" aria-live="polite">
            {CALL_TEXTS[call.phase]}
            {call.partnerMuted ? ' Your partner is muted.' : ''}
          </p>
          <div className="flex flex-wrap gap-2">
            {call.phase === 'ringing' ? (
              <>
                <Button size="sm" onClick={call.accept}>
                  Accept call
                </Button>
                <Button size="sm" variant="outline" onClick={call.decline}>
                  Decline
                </Button>
              </>
            ) : null}
            {call.phase === 'connecting' || call.phase === 'connected' ? (
              <Button
                size="sm"
                variant="outline"
                aria-pressed={call.muted}
                icon={call.muted ? <MicOff className="size-4" aria-hidden="true" /> : <Mic className="size-4" aria-hidden="true" />}
                onClick={call.toggleMute}
              >
                {call.muted ? 'Unmute' : 'Mute'}
              </Button>
            ) : null}
            {call.phase === 'calling' || call.phase === 'connecting' || call.phase === 'connected' ? (
              <Button size="sm" variant="danger" icon={<PhoneOff className="size-4" aria-hidden="true" />} onClick={call.hangUp}>
                Hang up
              </Button>
            ) : null}
          </div>
          <audio ref={attachAudio} autoPlay aria-hidden="true" />
        </section>
      ) : null}
      {callError ? <FormAlert>{callError}</FormAlert> : null}

      <section aria-label="Messages" className="flex min-h-[22rem] flex-col rounded-card border border-ink-200 bg-surface shadow-soft">
        <ol ref={listRef} className="flex max-h-[55vh] flex-1 flex-col gap-2 overflow-y-auto p-4" aria-live="polite">
          {state.phase === 'waiting' && state.lines.length === 0 ? (
            <li className="text-center text-sm text-ink-500">Waiting for someone to join. This can take a moment.</li>
          ) : null}
          {state.lines.map((line) => (
            <li
              key={line.id}
              className={cn(
                'max-w-[85%] rounded-2xl px-3.5 py-2 text-[0.9375rem] break-words',
                line.from === 'me' && 'self-end bg-brand-600 text-white',
                line.from === 'partner' && 'self-start bg-ink-100 text-ink-900',
                line.from === 'system' && 'self-center bg-transparent text-center text-sm text-ink-500',
              )}
            >
              {line.from === 'system' ? null : (
                <span className="sr-only">{line.from === 'me' ? 'You: ' : `${partnerName ?? 'Partner'}: `}</span>
              )}
              {line.text}
            </li>
          ))}
        </ol>
        {state.masked ? (
          <div className="mx-4 mb-2">
            <FormAlert tone="info">{state.masked.message}</FormAlert>
          </div>
        ) : null}
        {state.error ? (
          <div className="mx-4 mb-2">
            <FormAlert>{state.error}</FormAlert>
          </div>
        ) : null}
        {state.phase === 'ended' ? (
          <div className="flex flex-wrap items-center justify-center gap-3 border-t border-ink-200 p-4">
            <Button onClick={() => void chat.request('queue')}>Find someone new</Button>
          </div>
        ) : (
          <form onSubmit={(event) => void onSend(event)} className="flex gap-2 border-t border-ink-200 p-3">
            <label htmlFor="hl-message" className="sr-only">
              Message
            </label>
            <input
              id="hl-message"
              className={cn(inputClasses, 'flex-1')}
              value={draft}
              disabled={!inChat}
              maxLength={HUMANLIB_LIMITS.messageMaxLength}
              autoComplete="off"
              placeholder={inChat ? 'Write a message' : 'Waiting for a partner…'}
              onChange={(event) => {
                setDraft(event.target.value);
                setTyping(event.target.value.length > 0);
              }}
              onBlur={() => setTyping(false)}
            />
            <Button
              type="submit"
              disabled={!inChat || !draft.trim()}
              aria-label="Send"
              icon={<SendHorizontal className="size-4" aria-hidden="true" />}
            >
              <span className="hidden sm:inline">Send</span>
            </Button>
          </form>
        )}
      </section>

      <Dialog
        open={blockOpen}
        onOpenChange={setBlockOpen}
        title="Block this person?"
        description="The chat ends and you will never be matched with them again. They are not told you blocked them."
      >
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => setBlockOpen(false)}>
            Cancel
          </Button>
          <Button variant="danger" onClick={() => void onBlock()}>
            Block
          </Button>
        </div>
      </Dialog>

      <Dialog
        open={reportOpen}
        onOpenChange={setReportOpen}
        title="Report this chat"
        description="Our team reads the last messages of this chat."
      >
        <form onSubmit={(event) => void onReport(event)} noValidate className="flex flex-col gap-3">
          <label htmlFor="hl-report-reason" className="text-sm font-semibold text-ink-800">
            What happened?
          </label>
          <textarea
            id="hl-report-reason"
            className={cn(inputClasses, 'h-28 py-2')}
            value={reason}
            maxLength={HUMANLIB_LIMITS.reasonMaxLength}
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={reasonError ? 'hl-report-reason-error' : undefined}
            onChange={(event) => setReason(event.target.value)}
          />
          {reasonError ? (
            <p id="hl-report-reason-error" role="alert" className="text-caption font-medium text-danger-700">
              {reasonError}
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => setReportOpen(false)}>
              Cancel
            </Button>
            <Button type="submit">Send report</Button>
          </div>
        </form>
      </Dialog>
    </div>
  );
}
