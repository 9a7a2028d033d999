import { lazyPage } from '../../lib/lazyPage';

/** Marketing, legal, diagnostics and the mobile menu. Pages load on demand. */
export const FreelancingSectionPage = lazyPage(() => import('./pages/FreelancingSectionPage'));
export const InternshipSectionPage = lazyPage(() => import('./pages/InternshipSectionPage'));
export const ModernSkillsPage = lazyPage(() => import('./pages/ModernSkillsPage'));
export const GuiednestPage = lazyPage(() => import('./pages/GuiednestPage'));
export const TermsPage = lazyPage(() => import('./pages/TermsPage'));
export const PrivacyPolicyPage = lazyPage(() => import('./pages/PrivacyPolicyPage'));
export const CorsDebugPage = lazyPage(() => import('./pages/CorsDebugPage'));
export const MobileMenuPage = lazyPage(() => import('./pages/MobileMenuPage'));
