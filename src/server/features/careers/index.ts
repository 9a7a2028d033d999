export { careersRoutes } from './careers.routes.js';
export { companyLogoDataUrl } from './careers.logo.js';
export { seedCareers } from './careers.seed.js';
