import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConnectionRequest, ConnectionsResponse } from '../../../shared/contracts/connections.js';
import { connectionRequests, connections, notifications, users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { authHeader } from '../../test/profiles-helpers.js';

describe('seed: the demo student’s network', () => {
  let t: TestApp;
  let token: string;
  let demoId: string;
  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO: 'true' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'demo.student@example.com', password: t.app.config.demoPassword },
    });
    expect(login.statusCode, login.body).toBe(200);
    token = login.json().accessToken;
    demoId = login.json().user.id;
  });
  afterAll(() => t.close());

  it('connects the demo student to eight students, two of them collaborators, with requests both ways', async () => {
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/connections/connections', headers: authHeader(token) })
    ).json() as ConnectionsResponse;
    expect(list).toMatchObject({ totalConnections: 8, totalCollaborators: 2 });
    expect(list.connections.map((row) => Date.parse(row.createdAt))).toEqual(
      [...list.connections.map((row) => Date.parse(row.createdAt))].sort((x, y) => y - x),
    );
    const incoming = (
      await t.app.inject({ method: 'POST', url: '/api/connections/getPending', payload: { userId: demoId }, headers: authHeader(token) })
    ).json() as ConnectionRequest[];
    expect(incoming.filter((request) => request.kind === 'connection')).toHaveLength(3);
    expect(incoming.filter((request) => request.kind === 'collaboration')).toHaveLength(1);
    const sent = (
      await t.app.inject({ method: 'POST', url: '/api/connections/sent', payload: { userId: demoId }, headers: authHeader(token) })
    ).json() as ConnectionRequest[];
    expect(sent).toHaveLength(2);
    for (const request of incoming) expect(request.otherUser.name).not.toBe('');

    const profile = (await t.app.inject({ method: 'GET', url: `/api/users/profile?userId=${demoId}` })).json();
    expect(profile._count).toEqual({ connections1: 8, connections2: 2 });
    const stored = await t.app.db
      .select({ type: notifications.type })
      .from(notifications)
      .where(and(eq(notifications.userId, demoId), sql`${notifications.type} like 'co%'`));
    const types = stored.map((row) => row.type);
    expect(types.filter((type) => type === 'connection_request')).toHaveLength(3);
    expect(types).toEqual(expect.arrayContaining(['connection_accepted', 'collaboration_accepted', 'collaboration_request']));
  });

  it('keeps the demo student’s classmates in "people you may know", and other students are connected too', async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/api/users/suggestions?limit=100', headers: authHeader(token) })).json();
    expect(body.total).toBeGreaterThanOrEqual(6);
    expect(body.people[0]).toMatchObject({ match: 'college_and_course' });
    const [ishita] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.username, 'ishita_verma'));
    const ishitaProfile = (await t.app.inject({ method: 'GET', url: `/api/users/profile?userId=${ishita!.id}` })).json();
    expect(ishitaProfile._count.connections1).toBeGreaterThanOrEqual(1);
  });

  it('runs once: a second seed adds nothing', async () => {
    const { seedDatabase } = await import('../../seed.js');
    const count = async () => ({
      connections: (await t.app.db.select().from(connections)).length,
      requests: (await t.app.db.select().from(connectionRequests)).length,
    });
    const before = await count();
    await seedDatabase(t.app);
    expect(await count()).toEqual(before);
  });
});
