export { contactRoutes } from './contact.routes.ts';
