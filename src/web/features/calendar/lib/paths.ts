/** Where the calendar subscription card sits on the settings page; /MySessions links here. */
export const CALENDAR_SETTINGS_PATH = '/SelfSetting#calendar';
