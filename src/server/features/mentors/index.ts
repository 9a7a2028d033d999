export { mentorsRoutes } from './mentors.routes.js';
