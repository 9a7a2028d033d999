export { booksRoutes } from './books.routes.js';
export { seedBooks } from './books.seed.js';
