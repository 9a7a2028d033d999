export { careersRoutes } from './careers.routes.js';
export { sanitizeRichText } from './careers.html.js';
export { companyLogoDataUrl } from './careers.logo.js';
