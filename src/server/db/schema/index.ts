export * from './auth.js';
export * from './careers.js';
export * from './notifications.js';
export * from './profiles.js';
export * from './mentors.js';
export * from './connections.js';
