import type { Db } from '../../db/client.js';
import { createBlogsRepository } from './blogs.repository.js';

/** Public face of the blogs feature for the app. */
export { blogsRoutes } from './blogs.routes.js';
export { seedBlogs } from './blogs.seed.js';

/** The stored images a user uploaded to blogs: removed with their account. */
export function blogFilesReader(db: Db) {
  const repo = createBlogsRepository(db);
  return (userId: string): Promise<string[]> => repo.mediaFilesOf(userId);
}
