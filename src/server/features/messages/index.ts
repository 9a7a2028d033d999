/** Public face of the messages feature for the app. */
export { messagesRoutes } from './messages.routes.js';
export { seedMessages } from './messages.seed.js';
