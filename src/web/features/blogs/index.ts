import { lazyPage } from '../../lib/lazyPage';

/** Blogs (core §2.15, community §2.14) and the operator's moderation queue. Pages load on demand. */
export const BlogRulesPage = lazyPage(() => import('./pages/BlogRulesPage'));
export const UserBlogPage = lazyPage(() => import('./pages/UserBlogPage'));
export const BlogEditorPage = lazyPage(() => import('./pages/BlogEditorPage'));
export const MyBlogsPage = lazyPage(() => import('./pages/MyBlogsPage'));
export const BlogDetailsPage = lazyPage(() => import('./pages/BlogDetailsPage'));
export const BlogDescriptionPage = lazyPage(() => import('./pages/BlogDescriptionPage'));
export const BlogFeedPage = lazyPage(() => import('./pages/BlogFeedPage'));
export const AdminModerationPage = lazyPage(() => import('./pages/AdminModerationPage'));
