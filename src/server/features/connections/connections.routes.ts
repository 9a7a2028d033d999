import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, paginationQuerySchema } from '../../../shared/contracts/common.js';
import {
  actionResponseSchema,
  blockedUsersResponseSchema,
  collaborateResponseSchema,
  connectBodySchema,
  connectionRequestListSchema,
  connectionsQuerySchema,
  connectionsResponseSchema,
  connectionStatusSchema,
  connectResponseSchema,
  emptyBodySchema,
  ownUserIdBodySchema,
  requestIdParamsSchema,
  requestListQuerySchema,
  revokeBodySchema,
  userIdParamsSchema,
} from '../../../shared/contracts/connections.js';
import { currentUser } from '../../platform/auth.js';
import { cachedJsonOf, readerKey, cachedReads } from '../../platform/read-cache.js';
import { createConnectionsRepository } from './connections.repository.js';
import { createConnectionsService } from './connections.service.js';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  429: errorBodySchema,
};
const bearer = [{ bearer: [] }];
/** What the list of one's connections and collaborators is read from. */
const CONNECTION_LIST_TABLES = ['connections', 'users', 'profiles', 'mentor_profiles'];
const connectionsJson = cachedJsonOf(connectionsResponseSchema);
const tags = ['connections'];

/**
 * Connections, collaborations and blocks (community §2.9, §2.10, §3–§5, §7, §8). Every call acts as the
 * signed-in user; a userId in a body must be the caller's own. Registered under /api.
 */
export const connectionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const sendCached = cachedReads(app.readCache);
  const service = createConnectionsService({
    repo: createConnectionsRepository(app.db),
    // The realtime server is attached after the routes are registered: read it when a change is published.
    outbox: {
      deliver: (rows) => app.notifier.notify(rows),
      emit: (userId, event, payload) => app.realtime.emitToUser(userId, event, payload),
    },
  });
  const signedIn = { onRequest: app.authenticate };

  app.post(
    '/connections/sent',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "The caller's pending requests, newest first; otherUser is the receiver. userId must be the caller's (else 403).",
        security: bearer,
        querystring: requestListQuerySchema,
        body: ownUserIdBodySchema,
        response: { 200: connectionRequestListSchema, ...errors },
      },
    },
    async (request) => service.sent(currentUser(request), request.body.userId, request.query),
  );

  app.post(
    '/connections/getPending',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Pending requests waiting for the caller's answer, newest first; otherUser is the sender. userId must be the caller's.",
        security: bearer,
        querystring: requestListQuerySchema,
        body: ownUserIdBodySchema,
        response: { 200: connectionRequestListSchema, ...errors },
      },
    },
    async (request) => service.pending(currentUser(request), request.body.userId, request.query),
  );

  app.get(
    '/connections/connections',
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          "The caller's connections (collaborators included) and collaborators, newest first, searched by username, name or first headline item.",
        security: bearer,
        querystring: connectionsQuerySchema,
        response: { 200: connectionsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const auth = currentUser(request);
      return sendCached(
        request,
        reply,
        { key: `connections.list|${readerKey(request)}|${JSON.stringify(request.query)}`, tables: CONNECTION_LIST_TABLES },
        async () => connectionsJson(await service.list(auth, request.query)),
      );
    },
  );

  app.post(
    '/connections/connect/:userId',
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          'Sends a connection request; when that person already asked the caller, accepts theirs instead. A second request is 409 "Connection already exists".',
        security: bearer,
        params: userIdParamsSchema,
        body: connectBodySchema,
        response: { 200: connectResponseSchema, ...errors },
      },
    },
    async (request) => service.connect(currentUser(request), request.params.userId, request.body?.userId),
  );

  app.post(
    '/connections/revoke',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'The sender (userId1, the caller) takes back a pending request to userId2.',
        security: bearer,
        body: revokeBodySchema,
        response: { 200: actionResponseSchema, ...errors },
      },
    },
    async (request) => service.revoke(currentUser(request), request.body),
  );

  for (const answer of ['accept', 'decline'] as const) {
    app.post(
      `/connections/requests/:requestId/${answer}`,
      {
        ...signedIn,
        schema: {
          tags,
          summary: `${answer === 'accept' ? 'Accepts' : 'Declines'} a connection or collaboration request (its receiver only).`,
          security: bearer,
          params: requestIdParamsSchema,
          body: emptyBodySchema,
          response: { 200: actionResponseSchema, ...errors },
        },
      },
      async (request) => service.answer(currentUser(request), request.params.requestId, answer),
    );
  }

  app.delete(
    '/connections/connections/:userId',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Removes the connection with that person, and any collaboration.',
        security: bearer,
        params: userIdParamsSchema,
        response: { 200: actionResponseSchema, ...errors },
      },
    },
    async (request) => service.remove(currentUser(request), request.params.userId),
  );

  app.post(
    '/connections/collaborate/:userId',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Asks a connection to collaborate.',
        security: bearer,
        params: userIdParamsSchema,
        body: emptyBodySchema,
        response: { 200: collaborateResponseSchema, ...errors },
      },
    },
    async (request) => service.collaborate(currentUser(request), request.params.userId),
  );

  app.delete(
    '/connections/collaborators/:userId',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Ends a collaboration; the two stay connected.',
        security: bearer,
        params: userIdParamsSchema,
        response: { 200: actionResponseSchema, ...errors },
      },
    },
    async (request) => service.endCollaboration(currentUser(request), request.params.userId),
  );

  app.get(
    '/connections/status/:userId',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'How the caller stands with that person: connection, collaboration, pending requests either way, and a block.',
        security: bearer,
        params: userIdParamsSchema,
        response: { 200: connectionStatusSchema, ...errors },
      },
    },
    async (request) => service.status(currentUser(request), request.params.userId),
  );

  app.post(
    '/connections/block/:userId',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Blocks a person: no more requests or messages between the two; their connection and pending requests end.',
        security: bearer,
        params: userIdParamsSchema,
        body: emptyBodySchema,
        response: { 200: actionResponseSchema, ...errors },
      },
    },
    async (request) => service.block(currentUser(request), request.params.userId),
  );

  app.delete(
    '/connections/block/:userId',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Unblocks a person.',
        security: bearer,
        params: userIdParamsSchema,
        response: { 200: actionResponseSchema, ...errors },
      },
    },
    async (request) => service.unblock(currentUser(request), request.params.userId),
  );

  app.get(
    '/connections/blocked',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'The people the caller blocked, latest first.',
        security: bearer,
        querystring: paginationQuerySchema,
        response: { 200: blockedUsersResponseSchema, ...errors },
      },
    },
    async (request) => service.blocked(currentUser(request), request.query),
  );
};
