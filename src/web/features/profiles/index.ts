import { lazy } from 'react';

/** Public face of the profiles feature. Pages are loaded on demand (route-level code splitting). */
export { profileQuery, useProfile } from './api/getProfile';
export { useSuggestions } from './api/suggestions';
export { MATCH_LABELS } from './lib/editors';

export const ProfileWizardPage = lazy(() => import('./pages/ProfileWizardPage'));
export const MentorSetupPage = lazy(() => import('./pages/MentorSetupPage'));
export const SelfProfilePage = lazy(() => import('./pages/SelfProfilePage'));
export const PersonalInfoUpdatePage = lazy(() => import('./pages/PersonalInfoUpdatePage'));
export const ProfileEditSectionPage = lazy(() => import('./pages/ProfileEditSectionPage'));
export const SkillsPage = lazy(() => import('./pages/TagsEditorPage').then((module) => ({ default: module.SkillsPage })));
export const InterestsPage = lazy(() => import('./pages/TagsEditorPage').then((module) => ({ default: module.InterestsPage })));
export const EducationPage = lazy(() => import('./pages/EducationPage'));
export const AboutExperiencePage = lazy(() => import('./pages/AboutExperiencePage'));
export const UploadPhotoPage = lazy(() => import('./pages/UploadPhotoPage'));
export const PrivacyPage = lazy(() => import('./pages/PrivacyPage'));
export const SelfMentorPage = lazy(() => import('./pages/SelfMentorPage'));
