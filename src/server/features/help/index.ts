export { helpRoutes } from './help.routes.js';
export { seedHelpTickets } from './help.seed.js';
