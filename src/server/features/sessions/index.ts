/** Public face of the mentorship session rooms for the app. */
export { sessionsRoutes } from './sessions.routes.js';
export { ATTENDANCE_JOB, scheduleAttendanceCheck } from './sessions.jobs.js';
export { seedDisputedSession, seedSessionRoom } from './sessions.seed.js';
export { createBookingPauseCheck } from './sessions.noshows.js';
