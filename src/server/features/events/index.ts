export { eventsRoutes } from './events.routes.js';
export { seedEvents } from './events.seed.js';
