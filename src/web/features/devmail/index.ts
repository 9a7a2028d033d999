import { lazy } from 'react';

export const DevMailPage = lazy(() => import('./pages/DevMailPage'));
