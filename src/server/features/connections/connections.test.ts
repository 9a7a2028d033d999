import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONNECTION_MESSAGES as M,
  type ConnectionRequest,
  type ConnectionsResponse,
  type ConnectionStatus,
  type ConnectResponse,
} from '../../../shared/contracts/connections.js';
import { connectionRequests, connections, notifications, users } from '../../db/schema/index.js';
import { expectError, post, signUpAndVerify, startAuthHarness, uniqueEmail, type AuthHarness } from '../../test/auth-helpers.js';
import { authHeader, completedStudent, type CompletedStudent } from '../../test/profiles-helpers.js';
import { countStatements } from '../../test/statements.js';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
type Method = 'GET' | 'POST' | 'DELETE';

describe('connections: requests, answers and the list (/api/connections)', () => {
  let h: AuthHarness;
  let a: CompletedStudent;
  let b: CompletedStudent;
  let c: CompletedStudent;
  beforeAll(async () => {
    h = await startAuthHarness();
    a = await completedStudent(h, 'alice');
    b = await completedStudent(h, 'bob');
    c = await completedStudent(h, 'carol');
  });
  afterAll(() => h.close());

  const call = (token: string | null, method: Method, url: string, payload?: object) =>
    h.app.inject({ method, url: `/api/connections${url}`, headers: token ? authHeader(token) : {}, ...(payload ? { payload } : {}) });
  const connect = (from: CompletedStudent, to: { id: string }) => call(from.accessToken, 'POST', `/connect/${to.id}`, { userId: from.id });
  const requestsOf = (path: '/sent' | '/getPending', who: CompletedStudent, userId = who.id, query = '') =>
    call(who.accessToken, 'POST', `${path}${query}`, { userId });
  const status = async (who: CompletedStudent, other: { id: string }) => {
    const res = await call(who.accessToken, 'GET', `/status/${other.id}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ConnectionStatus;
  };
  const list = async (who: CompletedStudent, query = '') => {
    const res = await call(who.accessToken, 'GET', `/connections${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ConnectionsResponse;
  };
  const answer = (who: CompletedStudent, requestId: string, verb: 'accept' | 'decline') =>
    call(who.accessToken, 'POST', `/requests/${requestId}/${verb}`, {});
  const revoke = (who: CompletedStudent, userId1: string, userId2: string) =>
    call(who.accessToken, 'POST', '/revoke', { userId1, userId2 });
  const remove = (who: CompletedStudent, other: { id: string }) => call(who.accessToken, 'DELETE', `/connections/${other.id}`);
  const requestsBetween = (senderId: string, receiverId: string) =>
    h.app.db
      .select()
      .from(connectionRequests)
      .where(and(eq(connectionRequests.senderId, senderId), eq(connectionRequests.receiverId, receiverId)));
  const connectionBetween = async (x: string, y: string) =>
    (await h.app.db.select().from(connections)).filter(
      (row) => (row.userId1 === x && row.userId2 === y) || (row.userId1 === y && row.userId2 === x),
    );
  const notificationsOf = (userId: string, type: string) =>
    h.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));
  /** A fresh pair of students, so a test starts with no relation between them. */
  const pair = async (label: string) => [await completedStudent(h, `${label}1`), await completedStudent(h, `${label}2`)] as const;

  it('every route needs a signed-in user', async () => {
    const routes: [Method, string][] = [
      ['POST', '/sent'],
      ['POST', '/getPending'],
      ['GET', '/connections'],
      ['POST', `/connect/${b.id}`],
      ['POST', '/revoke'],
      ['POST', `/requests/${UNKNOWN_ID}/accept`],
      ['POST', `/requests/${UNKNOWN_ID}/decline`],
      ['DELETE', `/connections/${b.id}`],
      ['POST', `/collaborate/${b.id}`],
      ['DELETE', `/collaborators/${b.id}`],
      ['GET', `/status/${b.id}`],
      ['POST', `/block/${b.id}`],
      ['DELETE', `/block/${b.id}`],
      ['GET', '/blocked'],
    ];
    for (const [method, url] of routes) expectError(await call(null, method, url, method === 'POST' ? {} : undefined), 401);
    expect(await h.app.db.select().from(connectionRequests)).toEqual([]);
  });

  it('documents every route in the OpenAPI document', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode, res.body).toBe(200);
    const paths = (res.json() as { paths: Record<string, Record<string, unknown>> }).paths;
    const expected: [string, string][] = [
      ['/api/connections/sent', 'post'],
      ['/api/connections/getPending', 'post'],
      ['/api/connections/connections', 'get'],
      ['/api/connections/connect/{userId}', 'post'],
      ['/api/connections/revoke', 'post'],
      ['/api/connections/requests/{requestId}/accept', 'post'],
      ['/api/connections/requests/{requestId}/decline', 'post'],
      ['/api/connections/connections/{userId}', 'delete'],
      ['/api/connections/collaborate/{userId}', 'post'],
      ['/api/connections/collaborators/{userId}', 'delete'],
      ['/api/connections/status/{userId}', 'get'],
      ['/api/connections/block/{userId}', 'post'],
      ['/api/connections/block/{userId}', 'delete'],
      ['/api/connections/blocked', 'get'],
    ];
    for (const [path, method] of expected) expect(paths[path]?.[method], `${method} ${path}`).toBeDefined();
  });

  it('connect: not to yourself, not to an unknown or unverified user, not as someone else', async () => {
    expectError(await connect(a, a), 400, { message: M.selfRequest, code: 'SELF_REQUEST' });
    expectError(await connect(a, { id: UNKNOWN_ID }), 404, { message: M.userNotFound });
    const pendingEmail = uniqueEmail('unverified');
    expect((await post(h.app, '/api/auth/register', { email: pendingEmail, password: 'secret-pass-1' })).statusCode).toBe(200);
    const [unverified] = await h.app.db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${pendingEmail}`);
    expectError(await connect(a, unverified!), 404, { message: M.userNotFound });
    expectError(await call(a.accessToken, 'POST', '/connect/not-a-uuid', {}), 400);
    // B sending A's id in the body is B trying to act as A.
    const verified = await signUpAndVerify(h, uniqueEmail('verified'));
    expectError(await call(b.accessToken, 'POST', `/connect/${verified.id}`, { userId: a.id }), 403, { message: M.notYou });
    expect(await requestsBetween(a.id, verified.id)).toEqual([]);
    expect(await requestsBetween(b.id, verified.id)).toEqual([]);
    expect(await requestsBetween(a.id, a.id)).toEqual([]);
  });

  it('connect stores one pending request and a notification for the receiver; a second is "Connection already exists"', async () => {
    const res = await connect(a, b);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as ConnectResponse;
    expect(body).toEqual({ message: M.sent, connectionId: expect.any(String), status: 'requested' });
    const rows = await requestsBetween(a.id, b.id);
    expect(rows).toMatchObject([{ id: body.connectionId, kind: 'connection', status: 'pending' }]);

    const stored = await notificationsOf(b.id, 'connection_request');
    expect(stored).toMatchObject([
      { senderId: a.id, senderName: a.username, message: `${a.username} sent you a connection request.`, link: `/AfterConnecting/${a.id}` },
    ]);
    expect(stored[0]!.readAt).toBeNull();
    expect(await notificationsOf(a.id, 'connection_request')).toEqual([]);

    // The spec's screen reads this exact sentence.
    expectError(await connect(a, b), 409, { message: 'Connection already exists' });
    expect(await requestsBetween(a.id, b.id)).toHaveLength(1);
    expect(await status(a, b)).toEqual({
      status: 'requested',
      requestId: body.connectionId,
      collaboration: 'none',
      collaborationRequestId: null,
      blocked: false,
      connectedSince: null,
    });
    expect(await status(b, a)).toMatchObject({ status: 'incoming', requestId: body.connectionId });
    expect(await status(a, a)).toMatchObject({ status: 'self' });
    expectError(await call(a.accessToken, 'GET', `/status/${UNKNOWN_ID}`), 404);
  });

  it('sent and getPending list the caller’s own requests; another user’s id is 403', async () => {
    const sentRes = await requestsOf('/sent', a);
    expect(sentRes.statusCode, sentRes.body).toBe(200);
    const sentList = sentRes.json() as ConnectionRequest[];
    expect(sentList).toEqual([
      {
        id: expect.any(String),
        senderId: a.id,
        receiverId: b.id,
        kind: 'connection',
        status: 'pending',
        createdAt: expect.stringMatching(/Z$/),
        otherUser: {
          id: b.id,
          username: b.username,
          name: b.username,
          headline: [],
          profilePictureUrl: expect.stringMatching(/^\/uploads\/profiles\//),
          college: 'College of Engineering, Pune',
        },
      },
    ]);
    const pendingList = (await requestsOf('/getPending', b)).json() as ConnectionRequest[];
    expect(pendingList).toMatchObject([{ id: sentList[0]!.id, senderId: a.id, otherUser: { id: a.id, username: a.username } }]);
    expect((await requestsOf('/getPending', a)).json()).toEqual([]);
    expect((await requestsOf('/sent', b)).json()).toEqual([]);
    expect((await requestsOf('/sent', a, a.id, '?kind=collaboration')).json()).toEqual([]);
    expect((await requestsOf('/sent', a, a.id, '?kind=connection')).json()).toHaveLength(1);

    // B cannot read A's lists by sending A's id, and neither can C.
    expectError(await requestsOf('/sent', b, a.id), 403, { message: M.notYou });
    expectError(await requestsOf('/getPending', c, b.id), 403, { message: M.notYou });
    expectError(await requestsOf('/sent', a, 'not-a-uuid'), 400);
  });

  it('revoke: only the sender, as userId1, cancels their pending request', async () => {
    // B is the receiver, not userId1; C is a bystander trying to cancel A→B.
    expectError(await revoke(b, a.id, b.id), 403, { message: M.notYou });
    expectError(await revoke(c, a.id, b.id), 403, { message: M.notYou });
    expectError(await revoke(b, b.id, a.id), 404, { message: M.requestNotFound });
    expectError(await revoke(c, c.id, b.id), 404);
    expect(await requestsBetween(a.id, b.id)).toMatchObject([{ status: 'pending' }]);

    const res = await revoke(a, a.id, b.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Connection request canceled successfully!' });
    expect(await requestsBetween(a.id, b.id)).toMatchObject([{ status: 'revoked', respondedAt: expect.any(Date) }]);
    expectError(await revoke(a, a.id, b.id), 404, { message: M.requestNotFound });
    expect(await status(a, b)).toMatchObject({ status: 'none', requestId: null });
    expect((await requestsOf('/getPending', b)).json()).toEqual([]);
  });

  it('only the receiver answers a request; an answered one is 409', async () => {
    const requestId = ((await connect(a, b)).json() as ConnectResponse).connectionId;
    expectError(await answer(c, requestId, 'accept'), 403, { message: M.notYourRequest });
    expectError(await answer(a, requestId, 'accept'), 403, { message: M.notYourRequest });
    expectError(await answer(c, requestId, 'decline'), 403);
    expectError(await answer(b, UNKNOWN_ID, 'accept'), 404, { message: M.requestNotFound });
    expect(await connectionBetween(a.id, b.id)).toEqual([]);

    const declined = await answer(b, requestId, 'decline');
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toEqual({ message: M.declined });
    expectError(await answer(b, requestId, 'accept'), 409, { message: M.requestNotPending });
    expect(await connectionBetween(a.id, b.id)).toEqual([]);

    const again = ((await connect(a, b)).json() as ConnectResponse).connectionId;
    const accepted = await answer(b, again, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ message: M.accepted });
    // userId1 is the one who asked, userId2 the one who accepted.
    expect(await connectionBetween(a.id, b.id)).toMatchObject([{ userId1: a.id, userId2: b.id, collaboratingSince: null }]);
    expect(await notificationsOf(a.id, 'connection_accepted')).toMatchObject([
      { senderId: b.id, message: `${b.username} accepted your connection request.`, link: `/AfterConnecting/${b.id}` },
    ]);
    expectError(await answer(b, again, 'decline'), 409);
    expect(await status(a, b)).toMatchObject({ status: 'connected', requestId: null, connectedSince: expect.stringMatching(/Z$/) });
    expect(await status(b, a)).toMatchObject({ status: 'connected' });
    // Connected either way round: no new request.
    expectError(await connect(a, b), 409, { message: M.alreadyExists });
    expectError(await connect(b, a), 409, { message: M.alreadyExists });
  });

  it('connecting to someone who already asked accepts their request', async () => {
    const [x, y] = await pair('mutual');
    const asked = ((await connect(y, x)).json() as ConnectResponse).connectionId;
    const res = await connect(x, y);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: M.accepted, connectionId: asked, status: 'connected' });
    expect(await requestsBetween(y.id, x.id)).toMatchObject([{ id: asked, status: 'accepted' }]);
    expect(await requestsBetween(x.id, y.id)).toEqual([]);
    expect(await connectionBetween(x.id, y.id)).toMatchObject([{ userId1: y.id, userId2: x.id }]);
    expect(await notificationsOf(y.id, 'connection_accepted')).toHaveLength(1);
  });

  it('20 concurrent connect calls A→B create exactly one request', async () => {
    const [x, y] = await pair('race');
    const results = await Promise.all(Array.from({ length: 20 }, () => connect(x, y)));
    const statuses = results.map((res) => res.statusCode);
    expect(statuses.filter((code) => code === 200)).toHaveLength(1);
    expect(statuses.filter((code) => code === 409)).toHaveLength(19);
    for (const res of results.filter((item) => item.statusCode === 409)) expectError(res, 409, { message: M.alreadyExists });
    expect(await requestsBetween(x.id, y.id)).toHaveLength(1);
    expect(await notificationsOf(y.id, 'connection_request')).toHaveLength(1);
  });

  it('lists connections newest first, searched and paginated, with totals', async () => {
    // A is connected to B (accepted above); now C too, later.
    const request = ((await connect(c, a)).json() as ConnectResponse).connectionId;
    expect((await answer(a, request, 'accept')).statusCode).toBe(200);

    const all = await list(a);
    expect(all).toMatchObject({ totalConnections: 2, totalCollaborators: 0, page: 1, limit: 20, collaborators: [] });
    expect(all.connections.map((row) => row.otherUser.id)).toEqual([c.id, b.id]);
    expect(all.connections[0]).toEqual({
      id: expect.any(String),
      userId1: c.id,
      userId2: a.id,
      createdAt: expect.stringMatching(/Z$/),
      collaboratingSince: null,
      otherUser: expect.objectContaining({ id: c.id, username: c.username, headline: [] }),
    });
    expect((await list(b)).connections.map((row) => row.otherUser.id)).toEqual([a.id]);

    const page2 = await list(a, '?page=2&limit=1');
    expect(page2).toMatchObject({ page: 2, limit: 1, totalConnections: 2 });
    expect(page2.connections.map((row) => row.otherUser.id)).toEqual([b.id]);

    const searched = await list(a, `?search=${encodeURIComponent(b.username.slice(0, 9).toUpperCase())}${b.username.slice(9)}`);
    expect(searched.connections.map((row) => row.otherUser.id)).toEqual([b.id]);
    expect(searched.totalConnections).toBe(1);
    // LIKE wildcards in the search are plain characters.
    expect(await list(a, '?search=%25')).toMatchObject({ connections: [], totalConnections: 0 });
    expect(await list(a, '?search=_')).toMatchObject({ totalConnections: 2 });
    expectError(await call(a.accessToken, 'GET', '/connections?limit=101'), 400);
  });

  it('reads the connections, the collaborators and both totals in one statement, searched or past the end', async () => {
    const [connection] = await connectionBetween(a.id, b.id);
    await h.app.db.update(connections).set({ collaboratingSince: new Date() }).where(eq(connections.id, connection!.id));
    const statements = countStatements(h.app);
    try {
      const cases: [string, { connections: string[]; collaborators: string[]; totalConnections: number; totalCollaborators: number }][] = [
        ['', { connections: [c.id, b.id], collaborators: [b.id], totalConnections: 2, totalCollaborators: 1 }],
        ['?page=2&limit=1', { connections: [b.id], collaborators: [], totalConnections: 2, totalCollaborators: 1 }],
        [`?search=${b.username}`, { connections: [b.id], collaborators: [b.id], totalConnections: 1, totalCollaborators: 1 }],
        ['?page=9', { connections: [], collaborators: [], totalConnections: 2, totalCollaborators: 1 }],
      ];
      for (const [query, expected] of cases) {
        let page: ConnectionsResponse | undefined;
        expect(await statements.during(async () => (page = await list(a, query))), query).toBe(1);
        expect(
          {
            connections: page!.connections.map((row) => row.otherUser.id),
            collaborators: page!.collaborators.map((row) => row.otherUser.id),
            totalConnections: page!.totalConnections,
            totalCollaborators: page!.totalCollaborators,
          },
          query,
        ).toEqual(expected);
      }
      expect((await list(a)).collaborators[0]!.collaboratingSince).toMatch(/Z$/);
    } finally {
      statements.restore();
      await h.app.db.update(connections).set({ collaboratingSince: null }).where(eq(connections.id, connection!.id));
    }
  });

  it('remove ends a connection for both; a second remove is 404', async () => {
    const [x, y] = await pair('remove');
    const request = ((await connect(x, y)).json() as ConnectResponse).connectionId;
    expect((await answer(y, request, 'accept')).statusCode).toBe(200);
    expectError(await remove(c, y), 404, { message: M.notConnectedWith });
    expect(await connectionBetween(x.id, y.id)).toHaveLength(1);
    const res = await remove(y, x);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: M.removed });
    expect(await connectionBetween(x.id, y.id)).toEqual([]);
    expect((await list(x)).totalConnections).toBe(0);
    expectError(await remove(x, y), 404);
    // They may connect again afterwards.
    expect((await connect(x, y)).statusCode).toBe(200);
  });
});
