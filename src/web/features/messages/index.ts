import { lazy } from 'react';

/** Public face of the messages feature. Pages load on demand (route-level code splitting). */
export { MessageButton, type MessageButtonProps } from './components/MessageButton';
export { MessagesLink } from './components/MessagesLink';
export { FloatingMessagesWidget } from './components/MessagesWidget';
export { MESSAGES_PATHS } from './lib/paths';

export const MessagesInboxPage = lazy(() => import('./pages/InboxPage'));
export const ConversationPage = lazy(() => import('./pages/ConversationPage'));
export const MessagesWidgetPage = lazy(() => import('./pages/WidgetPage'));
