/** Public face of the account feature: "Download my data", and the list of data kinds that deletion is checked against. */
export { accountRoutes } from './account.routes.js';
export { DATA_EXPORT_JOB } from './account.service.js';
export { EXPORT_KINDS, SECRET_TABLES, type ExportKind } from './account.kinds.js';
