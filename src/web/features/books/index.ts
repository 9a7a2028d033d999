import { lazy } from 'react';

/** EDU-VALT: the e-book shelf, its hub pages and the operator console's books page. Pages load on demand. */
export const BooksPage = lazy(() => import('./pages/BooksPage'));
export const ResourcesPage = lazy(() => import('./pages/ResourcesPage'));
export const EduValtPage = lazy(() => import('./pages/EduValtPage'));
export const EduValtRulesPage = lazy(() => import('./pages/EduValtRulesPage'));
export const AdminBooksPage = lazy(() => import('./pages/AdminBooksPage'));

/** The rules text the EDU-VALT and Guiednest rules pages share (community §2.7). */
export { CommunityRules, ALLOWED_RULES, NOT_ALLOWED_RULES } from './components/CommunityRules';
