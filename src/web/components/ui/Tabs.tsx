import * as RadixTabs from '@radix-ui/react-tabs';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export const Tabs = RadixTabs.Root;

export function TabsList({ className, ...rest }: ComponentProps<typeof RadixTabs.List>) {
  return <RadixTabs.List className={cn('inline-flex gap-1 rounded-field bg-ink-100 p-1', className)} {...rest} />;
}

export function TabsTrigger({ className, ...rest }: ComponentProps<typeof RadixTabs.Trigger>) {
  return (
    <RadixTabs.Trigger
      className={cn(
        'rounded-lg px-4 py-2 text-sm font-semibold text-ink-600 transition-colors hover:text-ink-900',
        'data-[state=active]:bg-surface data-[state=active]:text-brand-700 data-[state=active]:shadow-soft',
        className,
      )}
      {...rest}
    />
  );
}

export function TabsContent({ className, ...rest }: ComponentProps<typeof RadixTabs.Content>) {
  // The panel is a tab stop (the way to its content for keyboard users), so its focus must show.
  return (
    <RadixTabs.Content
      className={cn('mt-4 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-500', className)}
      {...rest}
    />
  );
}
