import { describe, expect, it } from 'vitest';
import type { Connection, ConnectionRequest } from '../../../../shared/contracts/connections.js';
import { deriveRelation, parseStoredStatuses, withStoredStatus } from './status';

const ME = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';
const THIRD = '33333333-3333-4333-8333-333333333333';

const person = (id: string) => ({ id, username: null, name: 'Someone', headline: [], profilePictureUrl: null, college: '' });

function request(id: string, senderId: string, receiverId: string, kind: ConnectionRequest['kind'] = 'connection'): ConnectionRequest {
  return {
    id,
    senderId,
    receiverId,
    kind,
    status: 'pending',
    createdAt: '2026-01-01T00:00:00.000Z',
    otherUser: person(senderId === ME ? receiverId : senderId),
  };
}

function connection(other: string, collaboratingSince: string | null = null): Connection {
  return {
    id: '44444444-4444-4444-8444-444444444444',
    userId1: other,
    userId2: ME,
    createdAt: '2026-01-01T00:00:00.000Z',
    collaboratingSince,
    otherUser: person(other),
  };
}

const REQ_A = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const REQ_B = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';

describe('deriveRelation (community §4: three sources)', () => {
  it('is none when no source mentions the person', () => {
    const relation = deriveRelation(OTHER, {
      sent: [request(REQ_A, ME, THIRD)],
      pending: [request(REQ_B, THIRD, ME)],
      connections: [connection(THIRD)],
    });
    expect(relation).toEqual({ status: 'none', requestId: null, collaboration: 'none', collaborationRequestId: null });
  });

  it('is requested from (a) a pending request the viewer sent, with its id', () => {
    expect(deriveRelation(OTHER, { sent: [request(REQ_A, ME, OTHER)], pending: [], connections: [] })).toMatchObject({
      status: 'requested',
      requestId: REQ_A,
    });
  });

  it('is incoming from (b) the getPending list', () => {
    expect(deriveRelation(OTHER, { sent: [], pending: [request(REQ_B, OTHER, ME)], connections: [] })).toMatchObject({
      status: 'incoming',
      requestId: REQ_B,
    });
  });

  it('is connected from (c) the connections list, whichever side the person is on, over any request', () => {
    const flipped = { ...connection(OTHER), userId1: ME, userId2: OTHER };
    expect(deriveRelation(OTHER, { sent: [request(REQ_A, ME, OTHER)], pending: [], connections: [flipped] }).status).toBe('connected');
  });

  it('ignores answered requests and collaboration requests for the connection status', () => {
    const declined = { ...request(REQ_A, ME, OTHER), status: 'declined' as const };
    const collab = request(REQ_B, ME, OTHER, 'collaboration');
    expect(deriveRelation(OTHER, { sent: [declined, collab], pending: [], connections: [] }).status).toBe('none');
  });

  it('reads the collaboration of a connection: collaborating, requested, incoming', () => {
    expect(
      deriveRelation(OTHER, { sent: [], pending: [], connections: [connection(OTHER, '2026-02-01T00:00:00.000Z')] }).collaboration,
    ).toBe('collaborating');
    expect(
      deriveRelation(OTHER, { sent: [request(REQ_A, ME, OTHER, 'collaboration')], pending: [], connections: [connection(OTHER)] }),
    ).toMatchObject({
      collaboration: 'requested',
      collaborationRequestId: REQ_A,
    });
    expect(
      deriveRelation(OTHER, { sent: [], pending: [request(REQ_B, OTHER, ME, 'collaboration')], connections: [connection(OTHER)] }),
    ).toMatchObject({
      collaboration: 'incoming',
      collaborationRequestId: REQ_B,
    });
  });
});

describe('connectionStatuses in browser storage', () => {
  it('keeps only "requested" entries of a stored map and survives junk', () => {
    expect(parseStoredStatuses(JSON.stringify({ [OTHER]: 'requested', [THIRD]: 'connected' }))).toEqual({ [OTHER]: 'requested' });
    expect(parseStoredStatuses('not json')).toEqual({});
    expect(parseStoredStatuses('[1,2]')).toEqual({});
    expect(parseStoredStatuses(null)).toEqual({});
  });

  it('stores requested and forgets the person for any other status the server reports', () => {
    const stored = withStoredStatus({ [THIRD]: 'requested' }, OTHER, 'requested');
    expect(stored).toEqual({ [THIRD]: 'requested', [OTHER]: 'requested' });
    expect(withStoredStatus(stored, OTHER, 'none')).toEqual({ [THIRD]: 'requested' });
    expect(withStoredStatus(stored, OTHER, 'connected')).toEqual({ [THIRD]: 'requested' });
  });
});
