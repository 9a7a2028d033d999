import { lazy } from 'react';

/** Blogs (core §2.15, community §2.14) and the operator's moderation queue. Pages load on demand. */
export const BlogRulesPage = lazy(() => import('./pages/BlogRulesPage'));
export const UserBlogPage = lazy(() => import('./pages/UserBlogPage'));
export const BlogEditorPage = lazy(() => import('./pages/BlogEditorPage'));
export const MyBlogsPage = lazy(() => import('./pages/MyBlogsPage'));
export const BlogDetailsPage = lazy(() => import('./pages/BlogDetailsPage'));
export const BlogDescriptionPage = lazy(() => import('./pages/BlogDescriptionPage'));
export const BlogFeedPage = lazy(() => import('./pages/BlogFeedPage'));
export const AdminModerationPage = lazy(() => import('./pages/AdminModerationPage'));
