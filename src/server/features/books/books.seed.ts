import type { FastifyInstance } from 'fastify';
import { createBooksRepository } from './books.repository.js';
import { notesPdf } from './books.pdf.js';
import { DEMO_NOTES } from './books.seed-data.js';
import { createBooksService } from './books.service.js';

/** The demo shelf: real, small PDFs of study notes, each with its first page as cover. Only into an empty shelf. */
export async function seedBooks(app: FastifyInstance): Promise<void> {
  if (!app.config.seedDemo) return;
  const repo = createBooksRepository(app.db);
  if ((await repo.count()) > 0) return;
  const service = createBooksService({ repo, storage: app.storage });
  // Oldest first, so the shelf (newest first) opens on semester 1.
  for (const notes of [...DEMO_NOTES].reverse()) {
    const pdf = await notesPdf(notes);
    await service.create(null, { title: notes.title, subject: notes.subject, semester: notes.semester, author: notes.author }, { pdf });
  }
  app.log.info(`seeded ${DEMO_NOTES.length} e-books`);
}
