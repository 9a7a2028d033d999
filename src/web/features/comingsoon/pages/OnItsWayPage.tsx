import { ArrowLeft, House } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { buttonClasses, StatusPanel } from '../../../components/ui';
import { useAuth } from '../../../lib/auth';
import { OnItsWayArt } from '../components/OnItsWayArt';

export interface OnItsWayPageProps {
  /** The feature's name, as the user knows it. */
  title: string;
  /** One friendly line about what the page will do. */
  description?: string;
  /** Teaser pages show the spec's "Coming Soon" badge instead of "On its way". */
  comingSoon?: boolean;
}

/** The designed placeholder for a route whose screen is not built yet: never a blank page. */
export default function OnItsWayPage({ title, description, comingSoon = false }: OnItsWayPageProps) {
  const { status } = useAuth();
  const navigate = useNavigate();
  const signedIn = status === 'authed';
  return (
    <StatusPanel
      art={<OnItsWayArt />}
      eyebrow={comingSoon ? 'Coming Soon' : 'On its way'}
      title={title}
      actions={
        <>
          <Link to={signedIn ? '/view' : '/'} className={buttonClasses()}>
            <House className="size-4" aria-hidden="true" /> {signedIn ? 'Back to dashboard' : 'Back to home'}
          </Link>
          <button type="button" onClick={() => void navigate(-1)} className={buttonClasses({ variant: 'outline' })}>
            <ArrowLeft className="size-4" aria-hidden="true" /> Go back
          </button>
        </>
      }
    >
      {description ? <p className="font-medium text-ink-800">{description}</p> : null}
      <p className={description ? 'mt-2' : undefined}>
        We are putting the finishing touches on this page. It will be ready soon, so check back in a little while.
      </p>
    </StatusPanel>
  );
}
