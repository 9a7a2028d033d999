/** The notifications page (platform-core §2.1); it works on desktop too. */
export const NOTIFICATIONS_PATH = '/MobileNotification';
