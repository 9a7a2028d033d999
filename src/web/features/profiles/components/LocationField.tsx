import { LocateFixed, MapPin } from 'lucide-react';
import { useState, type Ref } from 'react';
import { Button, inputClasses } from '../../../components/ui';
import { usePublicConfig } from '../../../lib/publicConfig';
import { PROFILE_MESSAGES } from '../../../../shared/messages.js';
import { reverseGeocode } from '../api/reverseGeocode';
import { currentPosition, LocationError } from '../lib/location';

/**
 * Location with "Track Location" (spec §2.4a, §7): the browser's position, then the configured
 * reverse geocoder, fills "city, country". Any failure says so and leaves the field to type in.
 */
export function LocationField({
  id,
  value,
  onChange,
  onBlur,
  name,
  ref,
  describedBy,
  invalid,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  ref?: Ref<HTMLInputElement>;
  describedBy?: string | undefined;
  invalid?: boolean | undefined;
}) {
  const config = usePublicConfig();
  const [tracking, setTracking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const problemId = `${id}-location-problem`;

  async function track() {
    setProblem(null);
    setTracking(true);
    try {
      const position = await currentPosition();
      const geocoderUrl = config.data?.geocoderUrl;
      if (!geocoderUrl) throw new LocationError(PROFILE_MESSAGES.locationFailed);
      onChange(await reverseGeocode(geocoderUrl, position.latitude, position.longitude));
    } catch (error) {
      setProblem(error instanceof LocationError ? error.message : PROFILE_MESSAGES.locationFailed);
    } finally {
      setTracking(false);
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-col gap-2 sm:flex-row">
        <div className="relative flex-1">
          <MapPin className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-ink-400" aria-hidden="true" />
          <input
            ref={ref}
            id={id}
            name={name}
            type="text"
            autoComplete="address-level2"
            placeholder="City, country"
            value={value}
            onChange={(event) => {
              onChange(event.target.value);
              if (problem) setProblem(null);
            }}
            onBlur={onBlur}
            aria-describedby={[describedBy, problem ? problemId : null].filter(Boolean).join(' ') || undefined}
            aria-invalid={invalid || undefined}
            className={`${inputClasses} pl-10`}
          />
        </div>
        <Button
          variant="secondary"
          onClick={() => void track()}
          loading={tracking}
          icon={<LocateFixed className="size-4" aria-hidden="true" />}
        >
          {tracking ? 'Locating...' : 'Track Location'}
        </Button>
      </div>
      {problem ? (
        <p id={problemId} role="alert" className="rounded-lg bg-accent-50 px-3 py-2 text-caption font-medium text-accent-800">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
