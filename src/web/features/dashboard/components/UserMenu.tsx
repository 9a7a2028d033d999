import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, LogOut, Settings, ShieldCheck, UserRound } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Avatar } from '../../../components/ui';
import { useAuth } from '../../../lib/auth';
import { cn } from '../../../lib/cn';
import { useLogout } from '../../auth';
import { ROLE_LABEL } from '../areas';
import { useOwnIdentity } from '../useOwnIdentity';

const itemClass =
  'flex cursor-pointer items-center gap-2.5 rounded-lg px-3 py-2.5 text-sm font-medium text-ink-700 outline-none select-none ' +
  'data-[highlighted]:bg-ink-100 data-[highlighted]:text-ink-900';

export function useSignOut() {
  const navigate = useNavigate();
  const logout = useLogout();
  return {
    pending: logout.isPending,
    signOut: () =>
      logout.mutate(undefined, {
        onSettled: () => {
          void navigate('/', { replace: true });
        },
      }),
  };
}

/** Avatar button with Profile, Settings, Operator console (admins) and Logout. */
export function UserMenu({ compact = false }: { compact?: boolean }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const { signOut } = useSignOut();
  const { name, photo } = useOwnIdentity();

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={`Account menu for ${name}`}
        className="flex items-center gap-2.5 rounded-full p-1 pr-1 text-left hover:bg-ink-100 data-[state=open]:bg-ink-100 md:pr-3"
      >
        <Avatar name={name} src={photo} size={compact ? 'sm' : 'md'} />
        {compact ? null : (
          <span className="hidden min-w-0 flex-col leading-tight lg:flex">
            <span className="max-w-40 truncate text-sm font-semibold text-ink-900">{name}</span>
            <span className="text-xs text-ink-500">{ROLE_LABEL[user?.role ?? 'student']}</span>
          </span>
        )}
        {compact ? null : <ChevronDown className="hidden size-4 text-ink-500 lg:block" aria-hidden="true" />}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-60 rounded-card bg-surface p-1.5 shadow-lifted ring-1 ring-ink-200 data-[state=open]:animate-fade-in"
        >
          <div className="px-3 py-2.5">
            <p className="truncate text-sm font-semibold text-ink-900">{name}</p>
            <p className="truncate text-xs text-ink-500">{user?.email}</p>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-ink-200" />
          <DropdownMenu.Item className={itemClass} onSelect={() => void navigate('/self-profile')}>
            <UserRound className="size-4" aria-hidden="true" /> Profile
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} onSelect={() => void navigate('/SelfSetting')}>
            <Settings className="size-4" aria-hidden="true" /> Settings
          </DropdownMenu.Item>
          {user?.role === 'admin' ? (
            <DropdownMenu.Item className={itemClass} onSelect={() => void navigate('/admin')}>
              <ShieldCheck className="size-4" aria-hidden="true" /> Operator console
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Separator className="my-1 h-px bg-ink-200" />
          <DropdownMenu.Item
            className={cn(itemClass, 'text-danger-700 data-[highlighted]:bg-danger-50 data-[highlighted]:text-danger-700')}
            onSelect={signOut}
          >
            <LogOut className="size-4" aria-hidden="true" /> Logout
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
