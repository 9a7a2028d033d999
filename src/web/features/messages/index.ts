import { lazyPage } from '../../lib/lazyPage';

/** Public face of the messages feature. Pages load on demand (route-level code splitting). */
export { MessageButton, type MessageButtonProps } from './components/MessageButton';
export { MessagesLink } from './components/MessagesLink';
export { FloatingMessagesWidget } from './components/MessagesWidget';
export { MESSAGES_PATHS } from './lib/paths';

export const MessagesInboxPage = lazyPage(() => import('./pages/InboxPage'));
export const ConversationPage = lazyPage(() => import('./pages/ConversationPage'));
export const MessagesWidgetPage = lazyPage(() => import('./pages/WidgetPage'));
