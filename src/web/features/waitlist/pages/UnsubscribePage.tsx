import { Link, useSearchParams } from 'react-router';
import { WAITLIST_MESSAGES } from '../../../../shared/contracts/waitlist.constants.js';
import { UnsubscribePanel, buttonClasses } from '../../../components/ui';
import { useUnsubscribe, useUnsubscribeStatus } from '../api/unsubscribe';

/** Where a waitlist mail's unsubscribe link lands. */
export default function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const status = useUnsubscribeStatus(token);
  const leave = useUnsubscribe(token);
  const { featureName = '', email = '' } = status.data ?? {};
  return (
    <UnsubscribePanel
      token={token}
      status={status}
      stop={leave}
      invalidMessage={WAITLIST_MESSAGES.badToken}
      away={
        <Link to="/" className={buttonClasses({ variant: 'outline' })}>
          Go to Campus
        </Link>
      }
      texts={{
        ask: `Leave the ${featureName} waitlist?`,
        askBody: `${email} will get no more mails about ${featureName}, not even the launch announcement.`,
        done: 'You have left the waitlist',
        doneBody: `${email} will get no more mails about ${featureName}.`,
      }}
    />
  );
}
