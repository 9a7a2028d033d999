import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../../shared/contracts/common.js';
import {
  chatMessageSchema,
  conversationIdParamsSchema,
  conversationSchema,
  conversationsQuerySchema,
  conversationsResponseSchema,
  messagesQuerySchema,
  messagesResponseSchema,
  openConversationBodySchema,
  readConversationResponseSchema,
  sendMessageBodySchema,
} from '../../../shared/contracts/messages.js';
import { currentUser } from '../../platform/auth.js';
import { createRelationReader } from '../connections/index.js';
import { createMessagesRepository } from './messages.repository.js';
import { createMessagesService } from './messages.service.js';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  429: errorBodySchema,
};
const bearer = [{ bearer: [] }];

/** One-to-one messages between connected people. Registered under /api/messages. */
export const messagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createMessagesService({
    repo: createMessagesRepository(app.db),
    db: app.db,
    realtime: app.realtime,
    notifier: app.notifier,
    relations: createRelationReader(app.db),
    counters: app.counters,
  });
  const signedIn = { onRequest: app.authenticate };

  app.get(
    '/conversations',
    {
      ...signedIn,
      schema: {
        tags: ['messages'],
        summary: 'The caller’s conversations, most recent message first, with unread counts and the unread total.',
        security: bearer,
        querystring: conversationsQuerySchema,
        response: { 200: conversationsResponseSchema, ...errors },
      },
    },
    async (request) => service.list(currentUser(request).userId, request.query),
  );

  app.post(
    '/conversations',
    {
      ...signedIn,
      schema: {
        tags: ['messages'],
        summary: 'Opens the conversation with a connection, creating it the first time (201); 403 when not connected or blocked.',
        security: bearer,
        body: openConversationBodySchema,
        response: { 200: conversationSchema, 201: conversationSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { conversation, created } = await service.open(currentUser(request).userId, request.body.userId);
      return reply.status(created ? 201 : 200).send(conversation);
    },
  );

  app.get(
    '/conversations/:conversationId',
    {
      ...signedIn,
      schema: {
        tags: ['messages'],
        summary: 'One conversation, for its two participants only.',
        security: bearer,
        params: conversationIdParamsSchema,
        response: { 200: conversationSchema, ...errors },
      },
    },
    async (request) => service.get(currentUser(request).userId, request.params.conversationId),
  );

  app.get(
    '/conversations/:conversationId/messages',
    {
      ...signedIn,
      schema: {
        tags: ['messages'],
        summary: 'A page of history ending before `before`, oldest first; hasMore when older messages remain.',
        security: bearer,
        params: conversationIdParamsSchema,
        querystring: messagesQuerySchema,
        response: { 200: messagesResponseSchema, ...errors },
      },
    },
    async (request) => service.history(currentUser(request).userId, request.params.conversationId, request.query),
  );

  app.post(
    '/conversations/:conversationId/messages',
    {
      ...signedIn,
      schema: {
        tags: ['messages'],
        summary: 'Sends a message (connected and unblocked only); both participants’ tabs receive it live.',
        security: bearer,
        params: conversationIdParamsSchema,
        body: sendMessageBodySchema,
        response: { 201: chatMessageSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.send(currentUser(request).userId, request.params.conversationId, request.body)),
  );

  app.post(
    '/conversations/:conversationId/read',
    {
      ...signedIn,
      schema: {
        tags: ['messages'],
        summary: 'Marks the other person’s messages read; both participants’ tabs are told.',
        security: bearer,
        params: conversationIdParamsSchema,
        response: { 200: readConversationResponseSchema, ...errors },
      },
    },
    async (request) => service.read(currentUser(request).userId, request.params.conversationId),
  );
};
