/** Public face of the blogs feature for the app. */
export { blogsRoutes } from './blogs.routes.js';
export { seedBlogs } from './blogs.seed.js';
