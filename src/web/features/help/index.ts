import { lazyPage } from '../../lib/lazyPage';

/** The help form and the console's help tickets. Pages load on demand. */
export const HelpFormPage = lazyPage(() => import('./pages/HelpFormPage'));
export const AdminTicketsPage = lazyPage(() => import('./pages/AdminTicketsPage'));
