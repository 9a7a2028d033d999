import { MailX } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { NOTIFICATION_MESSAGES } from '../../../../shared/contracts/notifications.constants.js';
import { Button, FormAlert, Skeleton, StatusPanel, buttonClasses } from '../../../components/ui';
import { messageFrom } from '../../../lib/errors';
import { useMailUnsubscribe, useMailUnsubscribeStatus } from '../api/unsubscribe';

/** Where a mail's unsubscribe link lands: no sign-in; one button, so a mail scanner opening the link changes nothing. */
export default function MailUnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const status = useMailUnsubscribeStatus(token);
  const stop = useMailUnsubscribe(token);
  const settings = (
    <Link to="/SelfSetting#notifications" className={buttonClasses({ variant: 'outline' })}>
      Notification settings
    </Link>
  );
  if (!token || status.isError) {
    return (
      <StatusPanel art={<MailX className="size-16 text-ink-400" aria-hidden="true" />} title="Unsubscribe" actions={settings}>
        <p>{token ? messageFrom(status.error, NOTIFICATION_MESSAGES.unsubscribeInvalid) : NOTIFICATION_MESSAGES.unsubscribeInvalid}</p>
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
  const { label, unsubscribed } = status.data;
  return (
    <StatusPanel
      art={<MailX className="size-16 text-brand-500" aria-hidden="true" />}
      title={unsubscribed ? 'You are unsubscribed' : `Stop ${label}?`}
      actions={
        unsubscribed ? (
          settings
        ) : (
          <Button onClick={() => stop.mutate()} disabled={stop.isPending}>
            Unsubscribe
          </Button>
        )
      }
    >
      <p>
        {unsubscribed
          ? `You will get no more ${label}. You can turn them on again in your notification settings.`
          : `You will get no more ${label}. Everything still shows in the app.`}
      </p>
      {stop.isError ? <FormAlert>{messageFrom(stop.error, 'Could not unsubscribe. Please try again.')}</FormAlert> : null}
    </StatusPanel>
  );
}
