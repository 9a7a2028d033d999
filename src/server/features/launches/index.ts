export { launchesRoutes } from './launches.routes.js';
