import { lazy } from 'react';

/** The help form and the console's help tickets. Pages load on demand. */
export const HelpFormPage = lazy(() => import('./pages/HelpFormPage'));
export const AdminTicketsPage = lazy(() => import('./pages/AdminTicketsPage'));
