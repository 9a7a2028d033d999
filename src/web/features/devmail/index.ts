import { lazyPage } from '../../lib/lazyPage';

export const DevMailPage = lazyPage(() => import('./pages/DevMailPage'));
