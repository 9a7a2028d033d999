import { and, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { RequestKind } from '../../../shared/contracts/connections.js';
import type { Db, Tx } from '../../db/client.js';
import { connectionRequests, connections, userBlocks } from '../../db/schema/index.js';

type Executor = Db | Tx;

export type RequestRow = typeof connectionRequests.$inferSelect;
export type ConnectionRow = typeof connections.$inferSelect;

/** The other person of a row, as the screens show them (a student's profile, else a mentor's). */
export interface PersonRow {
  id: string;
  username: string | null;
  name: string;
  headline: string[];
  profilePictureUrl: string | null;
  college: string;
}

export interface MemberRow {
  id: string;
  verified: boolean;
  name: string;
}

export interface Page {
  limit: number;
  offset: number;
}

/*
 * Reads that show people are plain SQL over the aliases u (users), p (profiles) and m (mentor_profiles),
 * joined on the other person's id: one statement per list, whichever way round the pair is stored.
 */
const personJoins = (otherId: SQL) => sql`
  join users u on u.id = ${otherId}
  left join profiles p on p.user_id = u.id
  left join mentor_profiles m on m.user_id = u.id`;
const personName = sql`coalesce(nullif(trim(concat_ws(' ', p.first_name, p.last_name)), ''), m.full_name, u.username, '')`;
const personHeadline = sql`case when cardinality(p.headline) > 0 then p.headline
  when coalesce(m.headline, '') <> '' then array[m.headline] else '{}'::text[] end`;
const personColumns = sql`u.id as person_id, u.username as person_username, ${personName} as person_name,
  ${personHeadline} as person_headline, coalesce(p.profile_picture_url, m.profile_picture_url) as person_photo,
  coalesce(p.college, '') as person_college`;

interface RawPerson {
  person_id: string;
  person_username: string | null;
  person_name: string;
  person_headline: string[] | string;
  person_photo: string | null;
  person_college: string;
}

/** PGlite can hand a text[] back in its literal form; node-postgres parses it. */
function textArray(value: string[] | string | null): string[] {
  if (Array.isArray(value)) return value;
  if (!value || value === '{}') return [];
  return value
    .slice(1, -1)
    .match(/"((?:[^"\\]|\\.)*)"|[^,]+/g)!
    .map((item) => (item.startsWith('"') ? item.slice(1, -1).replace(/\\(.)/g, '$1') : item));
}

const toPerson = (row: RawPerson): PersonRow => ({
  id: row.person_id,
  username: row.person_username,
  name: row.person_name ?? '',
  headline: textArray(row.person_headline),
  profilePictureUrl: row.person_photo,
  college: row.person_college ?? '',
});

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

async function rowsOf<T>(executor: Executor, query: SQL): Promise<T[]> {
  const result = await executor.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/** A LIKE pattern matching the text anywhere, with the user's % and _ taken literally. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Username, name or the first headline item contains the search text (community §3). */
const searchFilter = (search: string | undefined) => {
  if (!search) return sql``;
  const pattern = containsPattern(search);
  return sql`and (u.username ilike ${pattern} escape '\\' or ${personName} ilike ${pattern} escape '\\'
    or coalesce(p.headline[1], m.headline, '') ilike ${pattern} escape '\\')`;
};

/** The unordered pair (a, b), matched through the pair's unique indexes. */
const samePair = (first: SQL, second: SQL, a: string, b: string) =>
  sql`least(${first}, ${second}) = least(${a}::uuid, ${b}::uuid) and greatest(${first}, ${second}) = greatest(${a}::uuid, ${b}::uuid)`;

/**
 * The user's connections as (row, other person's id): each half reads one index (user_id1 or user_id2,
 * created_at), so a page costs two short index scans however many connections there are.
 */
function myConnections(userId: string | Placeholder, options: { collaboratorsOnly: boolean; perSideLimit: number | null }) {
  const collab = options.collaboratorsOnly ? sql`and collaborating_since is not null` : sql``;
  // NULLS LAST as the (user_id, created_at desc) indexes are built (created_at is never null): each side reads
  // its newest rows off the index instead of sorting all of the user's connections.
  const limit = options.perSideLimit === null ? sql`` : sql`order by created_at desc nulls last, id desc limit ${options.perSideLimit}`;
  return sql`(
    (select id, user_id1, user_id2, created_at, collaborating_since, user_id2 as other_id
       from connections where user_id1 = ${userId} ${collab} ${limit})
    union all
    (select id, user_id1, user_id2, created_at, collaborating_since, user_id1 as other_id
       from connections where user_id2 = ${userId} ${collab} ${limit})
  )`;
}

/** A page of the user's connections (or collaborators only), newest first, optionally searched: rows of RawConnection. */
function connectionsList(userId: string, options: { collaboratorsOnly: boolean; search: string | undefined; page: Page }): SQL {
  const { page, search, collaboratorsOnly } = options;
  // Without a search each side needs at most the rows up to the end of the page; a search filters first.
  const perSideLimit = search || collaboratorsOnly ? null : page.offset + page.limit;
  const order = collaboratorsOnly ? sql`c.collaborating_since desc, c.id desc` : sql`c.created_at desc, c.id desc`;
  return sql`select c.id, c.user_id1, c.user_id2, c.created_at, c.collaborating_since, ${personColumns}
    from ${myConnections(userId, { collaboratorsOnly, perSideLimit })} c
    ${personJoins(sql`c.other_id`)}
    where true ${searchFilter(search)}
    order by ${order} limit ${page.limit} offset ${page.offset}`;
}

/** How many connections and collaborators the user has (matching the search, when given): one row. */
function connectionCounts(userId: string, search: string | undefined): SQL {
  const joins = search ? personJoins(sql`c.other_id`) : sql``;
  return sql`select count(*)::int as connections, count(c.collaborating_since)::int as collaborators
    from ${myConnections(userId, { collaboratorsOnly: false, perSideLimit: null })} c ${joins}
    where true ${searchFilter(search)}`;
}

type RawConnection = RawPerson & {
  id: string;
  user_id1: string;
  user_id2: string;
  created_at: Date | string;
  collaborating_since: Date | string | null;
};

const toConnectionRow = (row: RawConnection): ConnectionListRow => ({
  id: row.id,
  userId1: row.user_id1,
  userId2: row.user_id2,
  createdAt: toDate(row.created_at),
  collaboratingSince: row.collaborating_since === null ? null : toDate(row.collaborating_since),
  otherUser: toPerson(row),
});

export interface ConnectionListRow {
  id: string;
  userId1: string;
  userId2: string;
  createdAt: Date;
  collaboratingSince: Date | null;
  otherUser: PersonRow;
}

export interface RequestListRow extends RequestRow {
  otherUser: PersonRow;
}

export function createConnectionsRepository(db: Db) {
  return {
    db,

    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    /** A user with the name shown to others; `verified` is false for a sign-up that never confirmed its email. */
    async member(userId: string, executor: Executor = db): Promise<MemberRow | undefined> {
      const [row] = await rowsOf<{ id: string; verified: boolean; name: string }>(
        executor,
        sql`select u.id, u.email_verified_at is not null as verified, ${personName} as name
          from users u left join profiles p on p.user_id = u.id left join mentor_profiles m on m.user_id = u.id
          where u.id = ${userId}`,
      );
      return row;
    },

    async findRequest(id: string, executor: Executor = db): Promise<RequestRow | undefined> {
      const [row] = await executor.select().from(connectionRequests).where(eq(connectionRequests.id, id)).limit(1);
      return row;
    },

    /** The pending request of a kind between the two, in either direction. */
    async pendingBetween(a: string, b: string, kind: RequestKind, executor: Executor = db): Promise<RequestRow | undefined> {
      const [row] = await executor
        .select()
        .from(connectionRequests)
        .where(
          and(
            samePair(sql`${connectionRequests.senderId}`, sql`${connectionRequests.receiverId}`, a, b),
            eq(connectionRequests.kind, kind),
            eq(connectionRequests.status, 'pending'),
          ),
        )
        .limit(1);
      return row;
    },

    /** Throws a unique violation (23505) when a request of this kind is already pending between the two. */
    async insertRequest(tx: Tx, senderId: string, receiverId: string, kind: RequestKind): Promise<RequestRow> {
      const [row] = await tx.insert(connectionRequests).values({ senderId, receiverId, kind }).returning();
      return row!;
    },

    /** Moves a pending request to its answer; nothing when it is no longer pending (answered elsewhere). */
    async closeRequest(tx: Tx, id: string, status: 'accepted' | 'declined' | 'revoked'): Promise<RequestRow | undefined> {
      const [row] = await tx
        .update(connectionRequests)
        .set({ status, respondedAt: new Date() })
        .where(and(eq(connectionRequests.id, id), eq(connectionRequests.status, 'pending')))
        .returning();
      return row;
    },

    /** Withdraws every pending request between the two (of one kind, or all). */
    async withdrawAllBetween(tx: Tx, a: string, b: string, kind?: RequestKind): Promise<void> {
      await tx
        .update(connectionRequests)
        .set({ status: 'revoked', respondedAt: new Date() })
        .where(
          and(
            samePair(sql`${connectionRequests.senderId}`, sql`${connectionRequests.receiverId}`, a, b),
            eq(connectionRequests.status, 'pending'),
            kind ? eq(connectionRequests.kind, kind) : undefined,
          ),
        );
    },

    async findConnection(a: string, b: string, executor: Executor = db): Promise<ConnectionRow | undefined> {
      const [row] = await executor
        .select()
        .from(connections)
        .where(samePair(sql`${connections.userId1}`, sql`${connections.userId2}`, a, b))
        .limit(1);
      return row;
    },

    /** userId1 sent the request, userId2 accepted it. Nothing when the two are already connected. */
    async insertConnection(tx: Tx, senderId: string, accepterId: string): Promise<ConnectionRow | undefined> {
      const [row] = await tx.insert(connections).values({ userId1: senderId, userId2: accepterId }).onConflictDoNothing().returning();
      return row;
    },

    async deleteConnection(tx: Tx, a: string, b: string): Promise<ConnectionRow | undefined> {
      const [row] = await tx
        .delete(connections)
        .where(samePair(sql`${connections.userId1}`, sql`${connections.userId2}`, a, b))
        .returning();
      return row;
    },

    async setCollaboratingSince(tx: Tx, connectionId: string, since: Date | null): Promise<void> {
      await tx.update(connections).set({ collaboratingSince: since }).where(eq(connections.id, connectionId));
    },

    /** Pending requests the user sent (the other person is the receiver) or received (the sender). */
    async pendingRequests(userId: string, direction: 'sent' | 'received', kind: RequestKind | undefined, page: Page) {
      const own = direction === 'sent' ? sql`r.sender_id` : sql`r.receiver_id`;
      const other = direction === 'sent' ? sql`r.receiver_id` : sql`r.sender_id`;
      const rows = await rowsOf<
        RawPerson & {
          id: string;
          sender_id: string;
          receiver_id: string;
          kind: RequestKind;
          status: RequestRow['status'];
          created_at: Date | string;
          responded_at: Date | string | null;
        }
      >(
        db,
        sql`select r.id, r.sender_id, r.receiver_id, r.kind, r.status, r.created_at, r.responded_at, ${personColumns}
          from connection_requests r ${personJoins(other)}
          where ${own} = ${userId} and r.status = 'pending' ${kind ? sql`and r.kind = ${kind}` : sql``}
          order by r.created_at desc, r.id desc limit ${page.limit} offset ${page.offset}`,
      );
      return rows.map((row): RequestListRow => ({
        id: row.id,
        senderId: row.sender_id,
        receiverId: row.receiver_id,
        kind: row.kind,
        status: row.status,
        createdAt: toDate(row.created_at),
        respondedAt: row.responded_at === null ? null : toDate(row.responded_at),
        otherUser: toPerson(row),
      }));
    },

    /**
     * A page of the user's connections and a page of their collaborators (each newest first, optionally
     * searched) with both totals: one statement, each list aggregated to json in its order.
     */
    async connectionsPage(
      userId: string,
      search: string | undefined,
      page: Page,
    ): Promise<{
      connections: ConnectionListRow[];
      collaborators: ConnectionListRow[];
      totals: { connections: number; collaborators: number };
    }> {
      const [row] = await rowsOf<{
        connections: unknown;
        collaborators: unknown;
        total_connections: number | string;
        total_collaborators: number | string;
      }>(
        db,
        sql`select
            (select coalesce(json_agg(t order by t.created_at desc, t.id desc), '[]'::json)
               from (${connectionsList(userId, { collaboratorsOnly: false, search, page })}) t) as connections,
            (select coalesce(json_agg(t order by t.collaborating_since desc, t.id desc), '[]'::json)
               from (${connectionsList(userId, { collaboratorsOnly: true, search, page })}) t) as collaborators,
            k.connections as total_connections, k.collaborators as total_collaborators
          from (${connectionCounts(userId, search)}) k`,
      );
      // node-postgres parses json columns itself; PGlite may hand over text.
      const list = (value: unknown) =>
        ((typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as RawConnection[]).map(toConnectionRow);
      return {
        connections: list(row?.connections),
        collaborators: list(row?.collaborators),
        totals: { connections: Number(row?.total_connections ?? 0), collaborators: Number(row?.total_collaborators ?? 0) },
      };
    },

    /**
     * The same two counts as a scalar subquery (json `{ connections, collaborators }`), for a read that shows
     * them beside other data in its own statement (a profile page).
     */
    countsSql(userId: string | Placeholder): SQL {
      return sql`(select json_build_object('connections', count(*), 'collaborators', count(c.collaborating_since))
        from ${myConnections(userId, { collaboratorsOnly: false, perSideLimit: null })} c)`;
    },

    /**
     * The user's newest collaborators as a json array of `{ id, username, name, headline, profilePictureUrl }`
     * (the first headline line), newest collaboration first as the connections list orders them: a scalar subquery
     * for a read's own statement.
     */
    collaboratorsSql(userId: string | Placeholder, limit: number): SQL {
      return sql`coalesce((select json_agg(json_build_object('id', t.person_id, 'username', t.person_username,
          'name', coalesce(t.person_name, ''), 'headline', coalesce(t.person_headline[1], ''), 'profilePictureUrl', t.person_photo)
          order by t.collaborating_since desc, t.id desc)
        from (select c.id, c.collaborating_since, ${personColumns}
          from ${myConnections(userId, { collaboratorsOnly: true, perSideLimit: null })} c ${personJoins(sql`c.other_id`)}
          order by c.collaborating_since desc, c.id desc limit ${limit}) t), '[]'::json)`;
    },

    async hasBlocked(blockerId: string, blockedId: string): Promise<boolean> {
      const [row] = await db
        .select({ blockerId: userBlocks.blockerId })
        .from(userBlocks)
        .where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)))
        .limit(1);
      return row !== undefined;
    },

    async block(tx: Tx, blockerId: string, blockedId: string): Promise<void> {
      await tx.insert(userBlocks).values({ blockerId, blockedId }).onConflictDoNothing();
    },

    async unblock(blockerId: string, blockedId: string): Promise<boolean> {
      const rows = await db
        .delete(userBlocks)
        .where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)))
        .returning({ blockedId: userBlocks.blockedId });
      return rows.length > 0;
    },

    async listBlocked(userId: string, page: Page): Promise<(PersonRow & { blockedAt: Date })[]> {
      const rows = await rowsOf<RawPerson & { blocked_at: Date | string }>(
        db,
        sql`select b.created_at as blocked_at, ${personColumns}
          from user_blocks b ${personJoins(sql`b.blocked_id`)}
          where b.blocker_id = ${userId}
          order by b.created_at desc limit ${page.limit} offset ${page.offset}`,
      );
      return rows.map((row) => ({ ...toPerson(row), blockedAt: toDate(row.blocked_at) }));
    },

    /**
     * The ids "people you may know" leaves out for the viewer: their connections, anyone with a pending
     * request either way, and anyone blocked either way. A subquery, so the suggestions query excludes
     * them itself (one hashed anti-join) instead of receiving and sending back a list of ids.
     */
    excludedFor(viewerId: string): SQL {
      return sql`(
        select user_id2 from connections where user_id1 = ${viewerId}
        union all select user_id1 from connections where user_id2 = ${viewerId}
        union all select receiver_id from connection_requests where sender_id = ${viewerId} and status = 'pending'
        union all select sender_id from connection_requests where receiver_id = ${viewerId} and status = 'pending'
        union all select blocked_id from user_blocks where blocker_id = ${viewerId}
        union all select blocker_id from user_blocks where blocked_id = ${viewerId}
      )`;
    },
  };
}

export type ConnectionsRepository = ReturnType<typeof createConnectionsRepository>;
