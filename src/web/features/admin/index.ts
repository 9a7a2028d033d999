import { lazyPage } from '../../lib/lazyPage';

/** The operator console (admins only; the server refuses everyone else). Pages load on demand. */
export const AdminJobsPage = lazyPage(() => import('./pages/AdminJobsPage'));
export const AdminApplicantsPage = lazyPage(() => import('./pages/AdminApplicantsPage'));
export const NewJobPage = lazyPage(() => import('./pages/AdminJobFormPage').then((module) => ({ default: module.NewJobPage })));
export const EditJobPage = lazyPage(() => import('./pages/AdminJobFormPage').then((module) => ({ default: module.EditJobPage })));

/** The console's header with its section navigation: every feature's operator pages use it. */
export { AdminHeader } from './components/AdminHeader';
