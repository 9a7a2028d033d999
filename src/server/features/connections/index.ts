/** Public face of the connections feature for the app and other features. */
export { createRelationReader, type RelationReader } from './connections.relations.js';
