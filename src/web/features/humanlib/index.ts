import { lazy } from 'react';

/** The Human Library's pages; they load on demand. */
export const HumanLibRulesPage = lazy(() => import('./pages/RulesPage'));
export const HumanLibHomePage = lazy(() => import('./pages/HomePage'));
export const AdminHumanLibraryPage = lazy(() => import('./pages/AdminHumanLibraryPage'));
