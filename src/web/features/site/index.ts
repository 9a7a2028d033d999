import { lazy } from 'react';

/** Marketing, legal, diagnostics and the mobile menu. Pages load on demand. */
export const FreelancingSectionPage = lazy(() => import('./pages/FreelancingSectionPage'));
export const InternshipSectionPage = lazy(() => import('./pages/InternshipSectionPage'));
export const ModernSkillsPage = lazy(() => import('./pages/ModernSkillsPage'));
export const GuiednestPage = lazy(() => import('./pages/GuiednestPage'));
export const TermsPage = lazy(() => import('./pages/TermsPage'));
export const PrivacyPolicyPage = lazy(() => import('./pages/PrivacyPolicyPage'));
export const CorsDebugPage = lazy(() => import('./pages/CorsDebugPage'));
export const MobileMenuPage = lazy(() => import('./pages/MobileMenuPage'));
