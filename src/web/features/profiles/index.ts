import { lazyPage } from '../../lib/lazyPage';

/** Public face of the profiles feature. Pages are loaded on demand (route-level code splitting). */
export { profileQuery, useProfile } from './api/getProfile';
export { useSuggestions } from './api/suggestions';
export { MATCH_LABELS } from './lib/editors';

export const ProfileWizardPage = lazyPage(() => import('./pages/ProfileWizardPage'));
export const MentorSetupPage = lazyPage(() => import('./pages/MentorSetupPage'));
export const SelfProfilePage = lazyPage(() => import('./pages/SelfProfilePage'));
export const PersonalInfoUpdatePage = lazyPage(() => import('./pages/PersonalInfoUpdatePage'));
export const ProfileEditSectionPage = lazyPage(() => import('./pages/ProfileEditSectionPage'));
export const SkillsPage = lazyPage(() => import('./pages/TagsEditorPage').then((module) => ({ default: module.SkillsPage })));
export const InterestsPage = lazyPage(() => import('./pages/TagsEditorPage').then((module) => ({ default: module.InterestsPage })));
export const EducationPage = lazyPage(() => import('./pages/EducationPage'));
export const AboutExperiencePage = lazyPage(() => import('./pages/AboutExperiencePage'));
export const UploadPhotoPage = lazyPage(() => import('./pages/UploadPhotoPage'));
export const PrivacyPage = lazyPage(() => import('./pages/PrivacyPage'));
export const SelfMentorPage = lazyPage(() => import('./pages/SelfMentorPage'));
