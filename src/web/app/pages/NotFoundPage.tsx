import { House } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses, StatusPanel } from '../../components/ui';
import { useAuth } from '../../lib/auth';

function LostArt() {
  return (
    <svg viewBox="0 0 260 150" className="h-36 w-auto md:h-44" aria-hidden="true">
      <text x="130" y="112" textAnchor="middle" fontSize="118" fontWeight="800" fill="#e0e7ff" fontFamily="inherit">
        404
      </text>
      <g className="animate-float">
        <circle cx="130" cy="70" r="30" fill="#6366f1" />
        <circle cx="120" cy="64" r="5" fill="#fff" />
        <circle cx="140" cy="64" r="5" fill="#fff" />
        <circle cx="121" cy="65" r="2.5" fill="#1e1b4b" />
        <circle cx="141" cy="65" r="2.5" fill="#1e1b4b" />
        <path d="M121 82c6-4 12-4 18 0" stroke="#fff" strokeWidth="3" fill="none" strokeLinecap="round" />
        <path d="M106 46l-8-12M154 46l8-12" stroke="#6366f1" strokeWidth="4" strokeLinecap="round" />
        <circle cx="97" cy="32" r="4" fill="#fb923c" />
        <circle cx="163" cy="32" r="4" fill="#fb923c" />
      </g>
    </svg>
  );
}

/** Any path outside the route table. */
export default function NotFoundPage() {
  const { status } = useAuth();
  const signedIn = status === 'authed';
  return (
    <>
      <title>Page not found · Campus</title>
      <StatusPanel
        art={<LostArt />}
        eyebrow="Page not found"
        title="This page has wandered off campus"
        actions={
          <Link to={signedIn ? '/view' : '/'} className={buttonClasses()}>
            <House className="size-4" aria-hidden="true" /> {signedIn ? 'Back to dashboard' : 'Back to home'}
          </Link>
        }
      >
        The link may be old or mistyped. Let us get you back somewhere familiar.
      </StatusPanel>
    </>
  );
}
