import { BellRing } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button, toast } from '../../../components/ui';
import { useAuth } from '../../../lib/auth';
import { messageFrom } from '../../../lib/errors';
import { declinePushOffer, isPushOfferDeclined } from '../../../lib/storage';
import { currentEndpoint, pushSupported, useEnablePush } from '../api/push';

/**
 * Issue 35.3, "or when first messaged": once someone has written to the user, the conversations offer push on this
 * device, unless it is on already, the browser blocks notifications, or the user said "Not now" here before.
 */
export function PushOffer() {
  const userId = useAuth().user?.id ?? '';
  const enable = useEnablePush();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (!userId || !pushSupported() || Notification.permission === 'denied' || isPushOfferDeclined(userId)) return;
    let active = true;
    void currentEndpoint().then((endpoint) => {
      if (active) setWanted(endpoint === null);
    });
    return () => {
      active = false;
    };
  }, [userId]);
  if (!wanted) return null;

  const headingId = 'push-offer-heading';
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 border-b border-ink-100 bg-brand-50 px-4 py-3 sm:flex-row sm:items-center"
    >
      <BellRing className="hidden size-5 text-brand-600 sm:block" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <h2 id={headingId} className="text-sm font-semibold text-ink-900">
          Get notified of new messages
        </h2>
        <p className="text-sm text-ink-700">A notification on this device when someone writes to you, even with Campus closed.</p>
      </div>
      <div className="flex gap-2">
        <Button
          size="sm"
          loading={enable.isPending}
          onClick={() =>
            enable.mutate(undefined, {
              onSuccess: () => {
                setWanted(false);
                toast({ title: 'Push is on for this device', tone: 'success' });
              },
              onError: (error) =>
                toast({ title: 'Push could not be turned on', description: messageFrom(error, 'Please try again.'), tone: 'error' }),
            })
          }
        >
          Turn on
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => {
            declinePushOffer(userId);
            setWanted(false);
          }}
        >
          Not now
        </Button>
      </div>
    </section>
  );
}
