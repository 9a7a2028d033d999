/** Public face of the Human Library feature for the app. */
export { humanlibRoutes } from './humanlib.routes.js';
export { seedHumanlib } from './humanlib.seed.js';
