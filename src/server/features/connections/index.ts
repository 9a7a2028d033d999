/** Public face of the connections feature for the app and other features. */
export { connectedSql, createRelationReader, type RelationReader } from './connections.relations.js';
export { createProfileNetwork } from './connections.network.js';
export { connectionsRoutes } from './connections.routes.js';
export { connectionNotice } from './connections.service.js';
export { seedConnections } from './connections.seed.js';
