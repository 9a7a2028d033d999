import { useDeferredValue, useEffect, type ReactNode } from 'react';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import type { UserRoleName } from '../../../../shared/contracts/auth.js';
import { buttonClasses, LoadingScreen, StatusPanel } from '../../../components/ui';
import { useAuth } from '../../../lib/auth';
import { bootstrapSession } from '../../../lib/session';
import { TWO_FACTOR_SETTINGS_ANCHOR, useTwoFactorStatus } from '../api/twoFactor';
import { useReturnPath } from '../lib/returnTo';

/**
 * Spec §2.2: on load the session is checked through the refresh call; "Loading..." shows meanwhile: the loading
 * screen, or `pending` (a signed-in page's frame saying "Loading...") where the route table gives one.
 * Wraps every route (as a layout route, or around `children`).
 */
export function SessionGate({ children, pending }: { children?: ReactNode; pending?: ReactNode }) {
  // Once the check answers, the whole page (for someone signed in, the app's frame and the page) is drawn as a
  // deferred render: React builds it in short slices, so a phone stays responsive instead of blocked for one long task.
  const { status } = useDeferredValue(useAuth());
  useEffect(() => {
    void bootstrapSession();
  }, []);
  if (status === 'checking') return pending ?? <LoadingScreen />;
  return children ?? <Outlet />;
}

/** Pages that need an account: an unauthenticated visitor goes to /. Optionally limited to roles. */
export function RequireAuth({ roles, children }: { roles?: readonly UserRoleName[]; children?: ReactNode }) {
  const { status, user, signedOut } = useAuth();
  const location = useLocation();
  if (status === 'checking') return <LoadingScreen />;
  if (status !== 'authed' || !user) {
    if (signedOut) return <Navigate to="/" replace />;
    return <Navigate to="/" replace state={{ from: `${location.pathname}${location.search}${location.hash}` }} />;
  }
  if (roles && !roles.includes(user.role)) {
    return (
      <StatusPanel
        eyebrow="Not allowed"
        title="This area is not for your account"
        actions={
          <Link to="/view" className={buttonClasses()}>
            Back to dashboard
          </Link>
        }
      >
        You are signed in, but this page is only open to other roles.
      </StatusPanel>
    );
  }
  return children ?? <Outlet />;
}

/** Login, sign-up and password pages: an authenticated visitor goes to the page they asked for, else /view. */
export function PublicOnly({ children }: { children?: ReactNode }) {
  const { status } = useAuth();
  const returnPath = useReturnPath();
  if (status === 'checking') return <LoadingScreen />;
  if (status === 'authed') return <Navigate to={returnPath} replace />;
  return children ?? <Outlet />;
}

/**
 * The operator console: an operator without two-step sign-in is sent to set it up first (the server refuses the
 * console's API to them too).
 */
export function RequireTwoFactor({ children }: { children?: ReactNode }) {
  const status = useTwoFactorStatus();
  if (status.isPending) return <LoadingScreen />;
  // A passkey sign-in is two steps in one (the server lets it through too): no app needed for this session.
  if (status.data?.required && !status.data.enabled && !status.data.passkeySession)
    return <Navigate to={`/SelfSetting#${TWO_FACTOR_SETTINGS_ANCHOR}`} replace />;
  return children ?? <Outlet />;
}
