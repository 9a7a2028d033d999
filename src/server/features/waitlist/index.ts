export { waitlistRoutes } from './waitlist.routes.js';
export { seedWaitlists } from './waitlist.seed.js';
