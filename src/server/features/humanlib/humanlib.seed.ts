import type { FastifyInstance } from 'fastify';
import { createHumanlibRepository } from './humanlib.repository.js';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/**
 * Demo data for the Human Library's console: a crisis report raised by the server, two reports from
 * students with the chat lines they carried, and one suspension. Students who already accepted the
 * rules can be matched at once; the demo student meets the rules page first.
 */
export async function seedHumanlib(app: FastifyInstance): Promise<void> {
  const repo = createHumanlibRepository(app.db);
  if (await repo.hasReports()) return;
  const ids = await repo.accountIdsByUsername(['rahul_verma', 'ananya_iyer', 'karthik_s', 'campus_admin']);
  const [rahul, ananya, karthik, admin] = [ids.get('rahul_verma'), ids.get('ananya_iyer'), ids.get('karthik_s'), ids.get('campus_admin')];
  if (!rahul || !ananya || !karthik) return;
  for (const userId of [rahul, ananya, karthik]) await repo.accept(userId);

  await repo.insertReport({
    reporterId: null,
    reportedId: karthik,
    reason: 'Crisis: a message about self-harm.',
    crisis: true,
    transcript: [
      { from: 'reporter', text: 'Hey, how is your week going?', at: minutesAgo(42), crisis: false },
      { from: 'reported', text: 'Not good. Failed two internals and my parents keep calling.', at: minutesAgo(41), crisis: false },
      { from: 'reporter', text: 'That sounds really heavy. Do you want to talk about it?', at: minutesAgo(40), crisis: false },
      { from: 'reported', text: 'Some days I just want to die honestly.', at: minutesAgo(39), crisis: true },
    ],
  });
  await repo.insertReport({
    reporterId: ananya,
    reportedId: rahul,
    reason: 'Kept asking for my Instagram and my college name.',
    crisis: false,
    transcript: [
      { from: 'reported', text: 'hi! which college are you from?', at: minutesAgo(180), crisis: false },
      { from: 'reporter', text: 'I would rather not say. How are your exams going?', at: minutesAgo(179), crisis: false },
      { from: 'reported', text: 'come on, just tell me your insta id', at: minutesAgo(178), crisis: false },
      { from: 'reporter', text: 'No, that is against the rules.', at: minutesAgo(177), crisis: false },
    ],
  });
  await repo.insertReport({
    reporterId: karthik,
    reportedId: rahul,
    reason: 'Rude and spamming the chat.',
    crisis: false,
    transcript: [
      { from: 'reported', text: 'boring. next', at: minutesAgo(60 * 26), crisis: false },
      { from: 'reported', text: 'send me your number 98765 43210', at: minutesAgo(60 * 26 - 1), crisis: false },
    ],
  });
  if (admin) await repo.suspend(rahul, 'Repeatedly asked for contact details after two reports.', admin);
}
