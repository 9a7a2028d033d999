import { ShieldX } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses, StatusPanel } from '../../../components/ui';

/**
 * The designed "not allowed" page of the owner-only editors: someone else's id in the URL. The server
 * refuses such a change too; this page says so plainly and offers the visitor's own page instead.
 */
export function NotAllowed({ ownHref, what = 'edit your own profile' }: { ownHref: string; what?: string }) {
  return (
    <StatusPanel
      art={
        <span className="flex size-20 items-center justify-center rounded-3xl bg-danger-50 text-danger-700">
          <ShieldX className="size-10" aria-hidden="true" />
        </span>
      }
      eyebrow="Not allowed"
      title={`You can only ${what}`}
      actions={
        <>
          <Link to={ownHref} className={buttonClasses()}>
            Edit my profile
          </Link>
          <Link to="/self-profile" className={buttonClasses({ variant: 'outline' })}>
            View my profile
          </Link>
        </>
      }
    >
      This page belongs to another member. Their details can only be changed by them.
    </StatusPanel>
  );
}
