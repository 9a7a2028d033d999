import { useEffect, useRef } from 'react';
import { cn } from '../../../lib/cn';

/** A <video> showing a stream; the local one is muted (no echo) and mirrored like a mirror. */
export function VideoTile({
  stream,
  label,
  muted = false,
  mirrored = false,
  testId,
  className,
}: {
  stream: MediaStream | null;
  label: string;
  muted?: boolean;
  mirrored?: boolean;
  testId?: string;
  className?: string;
}) {
  const ref = useRef<HTMLVideoElement | null>(null);
  useEffect(() => {
    if (ref.current && ref.current.srcObject !== stream) ref.current.srcObject = stream;
  }, [stream]);
  return (
    <figure className={cn('relative overflow-hidden rounded-card bg-ink-900', className)}>
      <video
        ref={ref}
        autoPlay
        playsInline
        muted={muted}
        aria-label={label}
        data-testid={testId}
        className={cn('aspect-video w-full object-cover', mirrored && '-scale-x-100')}
      />
      <figcaption className="absolute bottom-2 left-2 rounded-full bg-ink-900/70 px-2 py-0.5 text-xs text-white">{label}</figcaption>
    </figure>
  );
}
