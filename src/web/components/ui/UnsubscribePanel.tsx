import { MailX } from 'lucide-react';
import type { ReactNode } from 'react';
import { messageFrom } from '../../lib/errors';
import { Button } from './Button';
import { FormAlert } from './Field';
import { Skeleton } from './Skeleton';
import { StatusPanel } from './StatusPanel';

/**
 * Where a mail's unsubscribe link lands (a notification kind, a waitlist): no sign-in, and one button, so a mail
 * scanner opening the link changes nothing. `status` is the token's answer; `texts` what it says in each state.
 */
export function UnsubscribePanel({
  token,
  status,
  stop,
  invalidMessage,
  away,
  texts,
}: {
  token: string;
  /** The token's query as React Query gives it. */
  status: { isError: boolean; error: unknown; data?: { unsubscribed: boolean } | undefined };
  stop: { mutate: () => void; isPending: boolean; isError: boolean; error: unknown };
  invalidMessage: string;
  /** The way on once nothing is left to do (settings, the home page). */
  away: ReactNode;
  texts: { ask: string; askBody: string; done: string; doneBody: string };
}) {
  if (!token || status.isError) {
    return (
      <StatusPanel art={<MailX className="size-16 text-ink-400" aria-hidden="true" />} title="Unsubscribe" actions={away}>
        <p>{token ? messageFrom(status.error, invalidMessage) : invalidMessage}</p>
      </StatusPanel>
    );
  }
  if (!status.data) {
    return (
      <div className="mx-auto flex max-w-md flex-col gap-3 py-16" aria-busy="true">
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-5 w-full" />
      </div>
    );
  }
  return (
    <StatusPanel
      art={<MailX className="size-16 text-brand-500" aria-hidden="true" />}
      title={status.data.unsubscribed ? texts.done : texts.ask}
      actions={
        status.data.unsubscribed ? (
          away
        ) : (
          <Button onClick={() => stop.mutate()} disabled={stop.isPending}>
            Unsubscribe
          </Button>
        )
      }
    >
      <p>{status.data.unsubscribed ? texts.doneBody : texts.askBody}</p>
      {stop.isError ? <FormAlert>{messageFrom(stop.error, 'Could not unsubscribe. Please try again.')}</FormAlert> : null}
    </StatusPanel>
  );
}
