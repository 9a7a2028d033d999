import { SendHorizontal } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { Ack } from '../../../../shared/contracts/humanlib.js';
import { SESSION_MESSAGE_MAX, sessionMessageBodySchema, type SessionMessage } from '../../../../shared/contracts/sessions.js';
import { Button, FormAlert, inputClasses } from '../../../components/ui';
import { cn } from '../../../lib/cn';

const LINK = /\bhttps?:\/\/[^\s<>"']+/g;

/** A chat line's text with its http(s) addresses as links (opened by the reader; the server never follows them). */
export function withLinks(text: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const at = match.index ?? 0;
    if (at > last) parts.push(text.slice(last, at));
    parts.push(
      <a key={at} href={match[0]} target="_blank" rel="noopener noreferrer nofollow ugc" className="break-all text-brand-700 underline">
        {match[0]}
      </a>,
    );
    last = at + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

const timeOf = (iso: string) => new Date(iso).toLocaleTimeString('en-IN', { hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Kolkata' });

/** The session's chat: the history, what arrives live, and a box to write in (Enter sends, Shift+Enter a new line). */
export function SessionChat({
  messages,
  myId,
  otherName,
  canSend,
  onSend,
}: {
  messages: SessionMessage[];
  myId: string;
  otherName: string;
  canSend: boolean;
  onSend: (body: string) => Promise<Ack<{ message: SessionMessage }>>;
}) {
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const listRef = useRef<HTMLOListElement | null>(null);
  useEffect(() => {
    listRef.current?.lastElementChild?.scrollIntoView({ block: 'nearest' });
  }, [messages.length]);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const parsed = sessionMessageBodySchema.safeParse(draft);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'This message cannot be sent.');
      return;
    }
    setSending(true);
    const ack = await onSend(parsed.data);
    setSending(false);
    if (ack.ok) {
      setDraft('');
      setError(null);
    } else setError(ack.message);
  };

  return (
    <section aria-labelledby="session-chat-title" className="flex min-h-80 flex-col rounded-card bg-surface ring-1 ring-ink-200">
      <h2 id="session-chat-title" className="border-b border-ink-100 px-4 py-3 font-semibold text-ink-900">
        Chat
      </h2>
      <ol
        ref={listRef}
        className="flex max-h-96 flex-1 flex-col gap-2 overflow-y-auto px-4 py-3"
        aria-live="polite"
        data-testid="session-chat"
      >
        {messages.length === 0 ? <li className="text-sm text-ink-500">No messages yet.</li> : null}
        {messages.map((message) => {
          const mine = message.senderId === myId;
          return (
            <li key={message.id} className={cn('flex flex-col', mine ? 'items-end' : 'items-start')}>
              <span className="text-xs text-ink-500">
                {mine ? 'You' : otherName} · {timeOf(message.createdAt)}
              </span>
              <p
                className={cn(
                  'max-w-[85%] rounded-2xl px-3 py-2 text-sm whitespace-pre-wrap break-words',
                  mine ? 'bg-brand-600 text-white [&_a]:text-white' : 'bg-ink-100 text-ink-900',
                )}
              >
                {withLinks(message.body)}
              </p>
            </li>
          );
        })}
      </ol>
      {canSend ? (
        <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-2 border-t border-ink-100 p-3">
          {error ? <FormAlert>{error}</FormAlert> : null}
          <div className="flex items-end gap-2">
            <label htmlFor="session-chat-input" className="sr-only">
              Message to {otherName}
            </label>
            <textarea
              id="session-chat-input"
              rows={2}
              maxLength={SESSION_MESSAGE_MAX}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && !event.shiftKey) {
                  event.preventDefault();
                  void submit();
                }
              }}
              className={cn(inputClasses, 'h-auto min-h-11 flex-1 resize-none py-2')}
              placeholder="Write a message"
            />
            <Button type="submit" size="md" loading={sending} aria-label="Send message">
              <SendHorizontal className="size-4" aria-hidden="true" />
            </Button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
