import { lazy } from 'react';

/** Public face of the auth feature. Pages are loaded on demand (route-level code splitting). */
export { PublicOnly, RequireAuth, SessionGate } from './components/SessionGate';
export { useLogout, logout } from './api/logout';

export const LoginPage = lazy(() => import('./pages/LoginPage'));
export const SignupPage = lazy(() => import('./pages/SignupPage'));
export const ForgotPasswordPage = lazy(() => import('./pages/ForgotPasswordPage'));
export const SettingsPage = lazy(() => import('./pages/SettingsPage'));
