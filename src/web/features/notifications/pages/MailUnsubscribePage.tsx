import { Link, useSearchParams } from 'react-router';
import { NOTIFICATION_MESSAGES } from '../../../../shared/contracts/notifications.constants.js';
import { UnsubscribePanel, buttonClasses } from '../../../components/ui';
import { useMailUnsubscribe, useMailUnsubscribeStatus } from '../api/unsubscribe';

/** Where a notification mail's unsubscribe link lands. */
export default function MailUnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const status = useMailUnsubscribeStatus(token);
  const stop = useMailUnsubscribe(token);
  const label = status.data?.label ?? '';
  return (
    <UnsubscribePanel
      token={token}
      status={status}
      stop={stop}
      invalidMessage={NOTIFICATION_MESSAGES.unsubscribeInvalid}
      away={
        <Link to="/SelfSetting#notifications" className={buttonClasses({ variant: 'outline' })}>
          Notification settings
        </Link>
      }
      texts={{
        ask: `Stop ${label}?`,
        askBody: `You will get no more ${label}. Everything still shows in the app.`,
        done: 'You are unsubscribed',
        doneBody: `You will get no more ${label}. You can turn them on again in your notification settings.`,
      }}
    />
  );
}
