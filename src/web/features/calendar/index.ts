import { lazyPage } from '../../lib/lazyPage';

/** Public face of the calendar feature: the settings card (loaded with the settings page) and where it is. */
export { CALENDAR_SETTINGS_PATH } from './lib/paths';
export const CalendarFeedCard = lazyPage(() => import('./components/CalendarFeedCard'));
