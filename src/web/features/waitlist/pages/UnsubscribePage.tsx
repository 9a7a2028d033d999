import { MailX } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { WAITLIST_MESSAGES } from '../../../../shared/contracts/waitlist.constants.js';
import { Button, FormAlert, Skeleton, StatusPanel, buttonClasses } from '../../../components/ui';
import { messageFrom } from '../../../lib/errors';
import { useUnsubscribe, useUnsubscribeStatus } from '../api/unsubscribe';

/** Where a waitlist mail's unsubscribe link lands: no sign-in; one button, so a mail scanner opening the link changes nothing. */
export default function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const status = useUnsubscribeStatus(token);
  const leave = useUnsubscribe(token);
  const home = (
    <Link to="/" className={buttonClasses({ variant: 'outline' })}>
      Go to Campus
    </Link>
  );
  if (!token || status.isError) {
    return (
      <StatusPanel art={<MailX className="size-16 text-ink-400" aria-hidden="true" />} title="Unsubscribe" actions={home}>
        <p>{token ? messageFrom(status.error, WAITLIST_MESSAGES.badToken) : WAITLIST_MESSAGES.badToken}</p>
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
  const { featureName, email, unsubscribed } = status.data;
  return (
    <StatusPanel
      art={<MailX className="size-16 text-brand-500" aria-hidden="true" />}
      title={unsubscribed ? 'You have left the waitlist' : `Leave the ${featureName} waitlist?`}
      actions={
        unsubscribed ? (
          home
        ) : (
          <Button onClick={() => leave.mutate()} disabled={leave.isPending}>
            Unsubscribe
          </Button>
        )
      }
    >
      <p>
        {unsubscribed
          ? `${email} will get no more mails about ${featureName}.`
          : `${email} will get no more mails about ${featureName}, not even the launch announcement.`}
      </p>
      {leave.isError ? <FormAlert>{messageFrom(leave.error, 'Could not unsubscribe. Please try again.')}</FormAlert> : null}
    </StatusPanel>
  );
}
