import { Smartphone } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button, toast } from '../../../components/ui';
import { messageFrom } from '../../../lib/errors';
import { currentEndpoint, pushSupported, useEnablePush, usePushDevices, useRemovePushDevice } from '../api/push';

/** Settings: turn push on for this browser, and see and remove the devices that receive it. */
export function PushDevices() {
  const devices = usePushDevices();
  const enable = useEnablePush();
  const remove = useRemovePushDevice();
  const [here, setHere] = useState<string | null>(null);
  useEffect(() => {
    void currentEndpoint().then(setHere);
  }, [devices.data]);
  const list = devices.data?.devices ?? [];
  const subscribedHere = list.some((device) => device.endpoint === here);

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <h3 className="font-medium text-ink-800">Devices that receive push</h3>
        {pushSupported() ? (
          subscribedHere ? null : (
            <Button
              size="sm"
              variant="secondary"
              loading={enable.isPending}
              onClick={() =>
                enable.mutate(undefined, {
                  onSuccess: () => toast({ title: 'Push is on for this device', tone: 'success' }),
                  onError: (error) =>
                    toast({ title: 'Push could not be turned on', description: messageFrom(error, 'Please try again.'), tone: 'error' }),
                })
              }
            >
              Turn on push on this device
            </Button>
          )
        ) : (
          <p className="text-sm text-ink-600">This browser cannot receive push notifications.</p>
        )}
      </div>
      {list.length === 0 ? (
        <p className="rounded-xl bg-ink-50 px-4 py-3 text-sm text-ink-600">No device receives push yet.</p>
      ) : (
        <ul className="divide-y divide-ink-100" aria-label="Devices that receive push">
          {list.map((device) => (
            <li key={device.id} className="flex items-center justify-between gap-3 py-3">
              {/* On a phone the badge goes below the name rather than squeezing it and itself onto one line. */}
              <span className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-800">
                <Smartphone className="size-4 shrink-0 text-ink-500" aria-hidden="true" />
                <span className="min-w-0 break-words">{device.device}</span>
                {device.endpoint === here ? (
                  <span className="whitespace-nowrap rounded-full bg-mint-100 px-2 py-0.5 text-[0.6875rem] font-semibold text-mint-700">
                    This device
                  </span>
                ) : null}
              </span>
              <Button
                size="sm"
                variant="outline"
                aria-label={`Remove ${device.device}`}
                loading={remove.isPending && remove.variables === device.id}
                onClick={() => remove.mutate(device.id)}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
