import { lazyPage } from '../../lib/lazyPage';

/** Public face of the auth feature. Pages are loaded on demand (route-level code splitting). */
export { PublicOnly, RequireAuth, RequireTwoFactor, SessionGate } from './components/SessionGate';
export { useLogout, logout } from './api/logout';

export const LoginPage = lazyPage(() => import('./pages/LoginPage'));
export const SignupPage = lazyPage(() => import('./pages/SignupPage'));
export const ForgotPasswordPage = lazyPage(() => import('./pages/ForgotPasswordPage'));
export const SettingsPage = lazyPage(() => import('./pages/SettingsPage'));
