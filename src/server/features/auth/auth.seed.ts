import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { UserRoleName } from '../../../shared/contracts/auth.js';
import { hashPassword } from '../../platform/passwords.js';
import { createSecretBox, DEMO_TOTP_SECRET } from '../../platform/totp.js';
import { users } from '../../db/schema/index.js';

export const demoAccounts: { email: string; username: string; role: UserRoleName; phone: string }[] = [
  { email: 'demo.student@example.com', username: 'aarav_sharma', role: 'student', phone: '9876543210' },
  { email: 'demo.mentor@example.com', username: 'priya_mentor', role: 'mentor', phone: '9876543211' },
  { email: 'demo.admin@example.com', username: 'campus_admin', role: 'admin', phone: '9876543212' },
];

export async function seedAccounts(app: FastifyInstance): Promise<void> {
  const { db, config, log } = app;
  if (config.seedDemo) {
    const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
    if ((existing?.n ?? 0) === 0) {
      const passwordHash = await hashPassword(config.demoPassword);
      const now = new Date();
      // Operators need two-step sign-in: the demo operator has it on, with the demo secret the banner shows.
      const demoTotp = createSecretBox(config.totpEncryptionKey).seal(DEMO_TOTP_SECRET);
      await db.insert(users).values(
        demoAccounts.map((account) => ({
          email: account.email,
          username: account.username,
          phone: account.phone,
          role: account.role,
          passwordHash,
          emailVerifiedAt: now,
          profileCompletedAt: now,
          ...(account.role === 'admin' ? { totpSecret: demoTotp, totpEnabledAt: now } : {}),
        })),
      );
      log.info({ accounts: demoAccounts.map((account) => account.email) }, 'seeded demo accounts');
    }
  }
  if (config.admin) {
    const { email, password } = config.admin;
    const passwordHash = await hashPassword(password);
    await db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = ${email}`)
        .limit(1);
      if (existing) {
        await tx.update(users).set({ role: 'admin', passwordHash, updatedAt: new Date() }).where(eq(users.id, existing.id));
      } else {
        await tx.insert(users).values({ email, role: 'admin', passwordHash, emailVerifiedAt: new Date(), profileCompletedAt: new Date() });
      }
    });
    log.info({ email }, 'operator account ready');
  }
}
