import { lazyPage } from '../../lib/lazyPage';

/** Mentorship session rooms: the room page loads on demand; the cards' "Join room" link is small and eager. */
export { RoomLink, SessionChatLink, roomOpen, roomPath } from './components/RoomLink';
export const SessionRoomPage = lazyPage(() => import('./pages/SessionRoomPage'));
/** The operator console's "Needs action": disputed external-link sessions (admins only). */
export const AdminNeedsActionPage = lazyPage(() => import('./pages/AdminNeedsActionPage'));
