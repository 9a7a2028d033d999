import * as RadixToast from '@radix-ui/react-toast';
import { CircleCheck, Info, X, CircleX } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { cn } from '../../lib/cn';
import { dismissToast, getToasts, subscribeToasts, toast, type ToastTone } from './toastStore';

const toneIcon: Record<ToastTone, typeof Info> = { success: CircleCheck, error: CircleX, info: Info };
const toneClasses: Record<ToastTone, string> = {
  success: 'text-success-600',
  error: 'text-danger-600',
  info: 'text-brand-600',
};

/** Place once, near the root. Renders every toast raised through `toast()` / `useToast()`. */
export function Toaster() {
  const items = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  return (
    <RadixToast.Provider swipeDirection="up" label="Notification">
      {items.map((item) => {
        const Icon = toneIcon[item.tone];
        return (
          <RadixToast.Root
            key={item.id}
            duration={item.durationMs}
            type={item.tone === 'error' ? 'foreground' : 'background'}
            onOpenChange={(open) => {
              if (!open) dismissToast(item.id);
            }}
            className={cn(
              'pointer-events-auto flex w-full items-start gap-3 rounded-card border border-ink-200 bg-surface p-4 shadow-lifted',
              'data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out',
              'data-[swipe=move]:translate-y-[var(--radix-toast-swipe-move-y)] data-[swipe=end]:animate-toast-out',
            )}
          >
            <Icon className={cn('mt-0.5 size-5 shrink-0', toneClasses[item.tone])} aria-hidden="true" />
            <div className="min-w-0 flex-1">
              <RadixToast.Title className="text-sm font-semibold text-ink-900">{item.title}</RadixToast.Title>
              {item.description ? (
                <RadixToast.Description className="mt-0.5 text-sm text-ink-600">{item.description}</RadixToast.Description>
              ) : null}
            </div>
            <RadixToast.Close aria-label="Dismiss" className="-m-1 rounded-md p-1 text-ink-400 hover:bg-ink-100 hover:text-ink-700">
              <X className="size-4" aria-hidden="true" />
            </RadixToast.Close>
          </RadixToast.Root>
        );
      })}
      {/*
       * Under the top bar, not at the bottom: there a toast lay over the docked "Messages" bar and the page's sticky
       * Save bar (the button just pressed), or over the phone's bottom navigation (issue 32.9).
       */}
      <RadixToast.Viewport className="fixed inset-x-0 top-20 z-[100] mx-auto flex w-full max-w-sm flex-col gap-2 px-4 outline-none md:inset-x-auto md:right-6 md:px-0" />
    </RadixToast.Provider>
  );
}

/** `const { toast } = useToast(); toast({ title: 'Login Successful!', tone: 'success' })` */
export function useToast() {
  return { toast, dismiss: dismissToast };
}
