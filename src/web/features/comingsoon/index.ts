import { lazy } from 'react';

export type { OnItsWayPageProps } from './pages/OnItsWayPage';
export const OnItsWayPage = lazy(() => import('./pages/OnItsWayPage'));
