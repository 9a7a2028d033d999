import { lazy } from 'react';

/** The operator console (admins only; the server refuses everyone else). Pages load on demand. */
export const AdminJobsPage = lazy(() => import('./pages/AdminJobsPage'));
export const AdminApplicantsPage = lazy(() => import('./pages/AdminApplicantsPage'));
export const NewJobPage = lazy(() => import('./pages/AdminJobFormPage').then((module) => ({ default: module.NewJobPage })));
export const EditJobPage = lazy(() => import('./pages/AdminJobFormPage').then((module) => ({ default: module.EditJobPage })));

/** The console's header with its section navigation: every feature's operator pages use it. */
export { AdminHeader } from './components/AdminHeader';
