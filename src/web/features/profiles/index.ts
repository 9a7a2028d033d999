import { lazy } from 'react';

/** Public face of the profiles feature. Pages are loaded on demand (route-level code splitting). */
export { profileQuery, useProfile } from './api/getProfile';

export const ProfileWizardPage = lazy(() => import('./pages/ProfileWizardPage'));
export const MentorSetupPage = lazy(() => import('./pages/MentorSetupPage'));
export const SelfProfilePage = lazy(() => import('./pages/SelfProfilePage'));
export const PersonalInfoUpdatePage = lazy(() => import('./pages/PersonalInfoUpdatePage'));
