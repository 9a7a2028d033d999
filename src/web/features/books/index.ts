import { lazyPage } from '../../lib/lazyPage';

/** EDU-VALT: the e-book shelf, its hub pages and the operator console's books page. Pages load on demand. */
export const BooksPage = lazyPage(() => import('./pages/BooksPage'));
export const ResourcesPage = lazyPage(() => import('./pages/ResourcesPage'));
export const EduValtPage = lazyPage(() => import('./pages/EduValtPage'));
export const EduValtRulesPage = lazyPage(() => import('./pages/EduValtRulesPage'));
export const AdminBooksPage = lazyPage(() => import('./pages/AdminBooksPage'));

/** The rules text the EDU-VALT and Guiednest rules pages share (community §2.7). */
export { CommunityRules, ALLOWED_RULES, NOT_ALLOWED_RULES } from './components/CommunityRules';
