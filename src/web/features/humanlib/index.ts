import { lazyPage } from '../../lib/lazyPage';

/** The Human Library's pages; they load on demand. */
export const HumanLibRulesPage = lazyPage(() => import('./pages/RulesPage'));
export const HumanLibHomePage = lazyPage(() => import('./pages/HomePage'));
export const AdminHumanLibraryPage = lazyPage(() => import('./pages/AdminHumanLibraryPage'));
