import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  CONNECTION_MESSAGES as M,
  CONNECTION_STATUS_EVENT,
  type CollaborateResponse,
  type ConnectionStatusEvent,
  type ConnectResponse,
} from '../../../shared/contracts/connections.js';
import { NOTIFICATION_EVENTS, type NotificationCreatedEvent } from '../../../shared/contracts/notifications.js';
import type { SuggestionsResponse, UserProfile } from '../../../shared/contracts/profiles.js';
import { connectionRequests, connections, notifications, userBlocks } from '../../db/schema/index.js';
import { expectError, startAuthHarness, type AuthHarness } from '../../test/auth-helpers.js';
import { connected, listen, nextEvent, socketPool } from '../../test/network-helpers.js';
import { authHeader, completedStudent, type CompletedStudent } from '../../test/profiles-helpers.js';
import { countStatements } from '../../test/statements.js';

type Method = 'GET' | 'POST' | 'DELETE';

describe('connections: collaboration, blocks, the profile lock and counts, suggestions, live delivery', () => {
  let h: AuthHarness;
  let baseUrl: string;
  const sockets = socketPool();
  beforeAll(async () => {
    h = await startAuthHarness();
    baseUrl = await listen(h.app);
  });
  afterEach(() => sockets.closeAll());
  afterAll(() => h.close());

  const call = (token: string | null, method: Method, url: string, payload?: object) =>
    h.app.inject({ method, url: `/api/connections${url}`, headers: token ? authHeader(token) : {}, ...(payload ? { payload } : {}) });
  const connect = (from: CompletedStudent, to: { id: string }) => call(from.accessToken, 'POST', `/connect/${to.id}`, { userId: from.id });
  const accept = (who: CompletedStudent, requestId: string) => call(who.accessToken, 'POST', `/requests/${requestId}/accept`, {});
  const collaborate = (from: CompletedStudent, to: { id: string }) => call(from.accessToken, 'POST', `/collaborate/${to.id}`, {});
  const block = (who: CompletedStudent, other: { id: string }) => call(who.accessToken, 'POST', `/block/${other.id}`, {});
  /** Sends and accepts a connection request: x asked, y accepted. */
  async function befriend(x: CompletedStudent, y: CompletedStudent) {
    const res = await connect(x, y);
    expect(res.statusCode, res.body).toBe(200);
    expect((await accept(y, (res.json() as ConnectResponse).connectionId)).statusCode).toBe(200);
  }
  async function profile(viewer: CompletedStudent | null, owner: { id: string }): Promise<UserProfile> {
    const res = await h.app.inject({
      method: 'GET',
      url: `/api/users/profile?userId=${owner.id}`,
      headers: viewer ? authHeader(viewer.accessToken) : {},
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as UserProfile;
  }
  const counts = async (who: { id: string }) => (await profile(null, who))._count;
  const connectionBetween = async (x: string, y: string) =>
    (await h.app.db.select().from(connections)).filter(
      (row) => (row.userId1 === x && row.userId2 === y) || (row.userId1 === y && row.userId2 === x),
    );
  const pendingBetween = async (x: string, y: string) =>
    (await h.app.db.select().from(connectionRequests).where(eq(connectionRequests.status, 'pending'))).filter(
      (row) => (row.senderId === x && row.receiverId === y) || (row.senderId === y && row.receiverId === x),
    );

  it('collaboration: only between connections, one at a time, accepted by the receiver, ended by either', async () => {
    const x = await completedStudent(h, 'maker');
    const y = await completedStudent(h, 'builder');
    const z = await completedStudent(h, 'outsider');
    expectError(await collaborate(x, y), 403, { message: M.notConnected });
    expectError(await collaborate(x, x), 403, { message: M.notConnected });
    await befriend(x, y);

    const res = await collaborate(x, y);
    expect(res.statusCode, res.body).toBe(200);
    const { requestId } = res.json() as CollaborateResponse;
    expect(res.json()).toEqual({ message: M.collabSent, requestId: expect.any(String) });
    expectError(await collaborate(x, y), 409, { message: M.collabExists });
    expectError(await collaborate(y, x), 409, { message: M.collabExists });
    const [stored] = await h.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, y.id), eq(notifications.type, 'collaboration_request')));
    expect(stored).toMatchObject({ senderId: x.id, message: `${x.username} wants to collaborate with you.` });
    expect(
      (await call(y.accessToken, 'POST', '/getPending?kind=collaboration', { userId: y.id })).json().map((r: { id: string }) => r.id),
    ).toEqual([requestId]);

    expectError(await accept(z, requestId), 403);
    expectError(await accept(x, requestId), 403);
    const accepted = await accept(y, requestId);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ message: M.collabAccepted });
    expect((await connectionBetween(x.id, y.id))[0]!.collaboratingSince).toBeInstanceOf(Date);
    expect(
      await h.app.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, x.id), eq(notifications.type, 'collaboration_accepted'))),
    ).toHaveLength(1);
    const status = (await call(x.accessToken, 'GET', `/status/${y.id}`)).json();
    expect(status).toMatchObject({ status: 'connected', collaboration: 'collaborating' });
    expectError(await collaborate(y, x), 409, { message: M.collabExists });
    const listed = (await call(y.accessToken, 'GET', '/connections')).json();
    expect(listed).toMatchObject({ totalConnections: 1, totalCollaborators: 1 });
    expect(listed.collaborators.map((row: { otherUser: { id: string } }) => row.otherUser.id)).toEqual([x.id]);

    const ended = await call(y.accessToken, 'DELETE', `/collaborators/${x.id}`);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json()).toEqual({ message: M.collabEnded });
    expect(await connectionBetween(x.id, y.id)).toMatchObject([{ collaboratingSince: null }]);
    expectError(await call(y.accessToken, 'DELETE', `/collaborators/${x.id}`), 404, { message: M.notCollaborating });

    // Removing the connection withdraws a collaboration request still waiting.
    expect((await collaborate(y, x)).statusCode).toBe(200);
    expect((await call(x.accessToken, 'DELETE', `/connections/${y.id}`)).statusCode).toBe(200);
    expect(await pendingBetween(x.id, y.id)).toEqual([]);
  });

  it('the Connections and Collabs counts on a profile follow connect, accept, collaborate and remove', async () => {
    const x = await completedStudent(h, 'counted');
    const y = await completedStudent(h, 'counter');
    const w = await completedStudent(h, 'third');
    expect(await counts(x)).toEqual({ connections1: 0, connections2: 0 });
    const request = ((await connect(x, y)).json() as ConnectResponse).connectionId;
    expect(await counts(x)).toEqual({ connections1: 0, connections2: 0 });
    expect((await accept(y, request)).statusCode).toBe(200);
    expect(await counts(x)).toEqual({ connections1: 1, connections2: 0 });
    expect(await counts(y)).toEqual({ connections1: 1, connections2: 0 });
    await befriend(w, x);
    expect(await counts(x)).toEqual({ connections1: 2, connections2: 0 });
    const collab = ((await collaborate(y, x)).json() as CollaborateResponse).requestId;
    expect((await accept(x, collab)).statusCode).toBe(200);
    expect(await counts(x)).toEqual({ connections1: 2, connections2: 1 });
    expect(await counts(y)).toEqual({ connections1: 1, connections2: 1 });
    expect(await counts(w)).toEqual({ connections1: 1, connections2: 0 });
    expect((await call(x.accessToken, 'DELETE', `/connections/${y.id}`)).statusCode).toBe(200);
    expect(await counts(x)).toEqual({ connections1: 1, connections2: 0 });
    expect(await counts(y)).toEqual({ connections1: 0, connections2: 0 });
  });

  it('the lock: a stranger gets no Skills, Interests or collaborators; a connection and the owner do', async () => {
    const owner = await completedStudent(h, 'locked');
    const friend = await completedStudent(h, 'friend');
    const partner = await completedStudent(h, 'partner');
    const stranger = await completedStudent(h, 'stranger');
    await befriend(friend, owner);
    await befriend(owner, partner);
    const collab = ((await collaborate(owner, partner)).json() as CollaborateResponse).requestId;
    expect((await accept(partner, collab)).statusCode).toBe(200);

    for (const viewer of [stranger, null]) {
      const seen = await profile(viewer, owner);
      expect(seen).toMatchObject({ networkLocked: true, Skills: [], Interests: [], collaborators: [], isOwner: false });
      expect(seen._count).toEqual({ connections1: 2, connections2: 1 });
      expect(JSON.stringify(seen)).not.toContain('Machine Learning');
      expect(JSON.stringify(seen)).not.toContain(partner.id);
    }
    const expectedCollaborators = [
      {
        id: partner.id,
        username: partner.username,
        name: partner.username,
        headline: '',
        profilePictureUrl: expect.stringMatching(/^\/uploads\//),
      },
    ];
    for (const viewer of [friend, owner]) {
      const seen = await profile(viewer, owner);
      expect(seen).toMatchObject({ networkLocked: false, Skills: ['Python', 'SQL'], Interests: ['Machine Learning', 'Chess'] });
      expect(seen.collaborators).toEqual(expectedCollaborators);
    }
    // Removing the connection locks it again.
    expect((await call(friend.accessToken, 'DELETE', `/connections/${owner.id}`)).statusCode).toBe(200);
    expect(await profile(friend, owner)).toMatchObject({ networkLocked: true, Skills: [] });
  });

  it('a profile page (counts, the lock, collaborators) is one statement for the owner, a connection, a stranger and a visitor', async () => {
    const owner = await completedStudent(h, 'single');
    const friend = await completedStudent(h, 'single-friend');
    const partner = await completedStudent(h, 'single-partner');
    const stranger = await completedStudent(h, 'single-stranger');
    await befriend(friend, owner);
    await befriend(owner, partner);
    const collab = ((await collaborate(owner, partner)).json() as CollaborateResponse).requestId;
    expect((await accept(partner, collab)).statusCode).toBe(200);
    const statements = countStatements(h.app);
    try {
      for (const viewer of [owner, friend, stranger, null]) {
        let seen: UserProfile | undefined;
        expect(await statements.during(async () => (seen = await profile(viewer, owner)))).toBe(1);
        expect(seen!._count).toEqual({ connections1: 2, connections2: 1 });
        expect(seen!.collaborators.map((person) => person.id)).toEqual(viewer === owner || viewer === friend ? [partner.id] : []);
      }
    } finally {
      statements.restore();
    }
  });

  it('block: ends the connection and pending requests; neither side can then connect or collaborate', async () => {
    const x = await completedStudent(h, 'blocker');
    const y = await completedStudent(h, 'blocked');
    await befriend(x, y);
    expect((await collaborate(y, x)).statusCode).toBe(200);
    expectError(await block(x, x), 400, { message: M.selfBlock });
    expectError(await block(x, { id: '00000000-0000-4000-8000-000000000000' }), 404);

    const res = await block(x, y);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: M.blockedDone });
    expect(await connectionBetween(x.id, y.id)).toEqual([]);
    expect(await pendingBetween(x.id, y.id)).toEqual([]);
    expect(await counts(x)).toEqual({ connections1: 0, connections2: 0 });
    expect((await block(x, y)).statusCode).toBe(200);
    expect(await h.app.db.select().from(userBlocks).where(eq(userBlocks.blockerId, x.id))).toHaveLength(1);

    expectError(await connect(y, x), 403, { message: M.blocked });
    expectError(await connect(x, y), 403, { message: M.blocked });
    expectError(await collaborate(y, x), 403, { message: M.blocked });
    expect(await pendingBetween(x.id, y.id)).toEqual([]);
    expect((await call(x.accessToken, 'GET', `/status/${y.id}`)).json()).toMatchObject({ status: 'none', blocked: true });
    expect((await call(y.accessToken, 'GET', `/status/${x.id}`)).json()).toMatchObject({ status: 'none', blocked: false });
    // The profile stays readable, locked.
    expect(await profile(y, x)).toMatchObject({ networkLocked: true });

    const blocked = (await call(x.accessToken, 'GET', '/blocked')).json();
    expect(blocked).toEqual({
      data: [expect.objectContaining({ id: y.id, username: y.username, blockedAt: expect.stringMatching(/Z$/) })],
    });
    expect((await call(y.accessToken, 'GET', '/blocked')).json()).toEqual({ data: [] });

    const unblocked = await call(x.accessToken, 'DELETE', `/block/${y.id}`);
    expect(unblocked.statusCode, unblocked.body).toBe(200);
    expect(unblocked.json()).toEqual({ message: M.unblockedDone });
    expect((await connect(y, x)).statusCode).toBe(200);
  });

  it('people you may know leaves out connections, pending requests either way and blocks either way', async () => {
    const viewer = await completedStudent(h, 'viewer');
    const [friend, asked, asking, blockedByViewer, blockingViewer, open] = await Promise.all(
      ['sfriend', 'sasked', 'sasking', 'sblocked', 'sblocking', 'sopen'].map((label) => completedStudent(h, label)),
    );
    await befriend(viewer, friend!);
    expect((await connect(viewer, asked!)).statusCode).toBe(200);
    expect((await connect(asking!, viewer)).statusCode).toBe(200);
    expect((await block(viewer, blockedByViewer!)).statusCode).toBe(200);
    expect((await block(blockingViewer!, viewer)).statusCode).toBe(200);

    const res = await h.app.inject({ method: 'GET', url: '/api/users/suggestions?limit=100', headers: authHeader(viewer.accessToken) });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as SuggestionsResponse;
    const ids = body.people.map((person) => person.id);
    expect(ids).toContain(open!.id);
    for (const hidden of [friend, asked, asking, blockedByViewer, blockingViewer]) expect(ids).not.toContain(hidden!.id);
    expect(body.total).toBe(ids.length);
    // Someone unrelated still sees them all.
    const other = (
      await h.app.inject({ method: 'GET', url: '/api/users/suggestions?limit=100', headers: authHeader(open!.accessToken) })
    ).json() as SuggestionsResponse;
    expect(other.people.map((person) => person.id)).toEqual(expect.arrayContaining([friend!.id, asked!.id, blockedByViewer!.id]));
  });

  it('a connect request reaches the receiver’s open socket live, with the unread count; both tabs hear the status change', async () => {
    const x = await completedStudent(h, 'livesender');
    const y = await completedStudent(h, 'livereceiver');
    const receiver = sockets.open(baseUrl, y.accessToken);
    const sender = sockets.open(baseUrl, x.accessToken);
    await Promise.all([connected(receiver), connected(sender)]);
    const notified = nextEvent<NotificationCreatedEvent>(receiver, NOTIFICATION_EVENTS.created);
    const receiverStatus = nextEvent<ConnectionStatusEvent>(receiver, CONNECTION_STATUS_EVENT);
    const senderStatus = nextEvent<ConnectionStatusEvent>(sender, CONNECTION_STATUS_EVENT);

    expect((await connect(x, y)).statusCode).toBe(200);
    const event = await notified;
    expect(event.notification).toMatchObject({
      sender: { id: x.id, name: x.username, avatar: expect.stringMatching(/^\/uploads\//) },
      message: `${x.username} sent you a connection request.`,
      read: false,
      type: 'connection_request',
      link: `/AfterConnecting/${x.id}`,
    });
    expect(event.unreadCount).toBe(1);
    const [stored] = await h.app.db.select().from(notifications).where(eq(notifications.userId, y.id));
    expect(event.notification._id).toBe(stored!.id);
    expect(await receiverStatus).toEqual({ userId: x.id, status: 'incoming' });
    expect(await senderStatus).toEqual({ userId: y.id, status: 'requested' });

    const accepted = nextEvent<NotificationCreatedEvent>(sender, NOTIFICATION_EVENTS.created);
    const connectedStatus = nextEvent<ConnectionStatusEvent>(sender, CONNECTION_STATUS_EVENT);
    const [request] = await h.app.db.select().from(connectionRequests).where(eq(connectionRequests.senderId, x.id));
    expect((await accept(y, request!.id)).statusCode).toBe(200);
    expect((await accepted).notification).toMatchObject({ type: 'connection_accepted', sender: { id: y.id } });
    expect(await connectedStatus).toEqual({ userId: y.id, status: 'connected' });
  });
});
