export { campaignRoutes } from './campaigns.routes.ts';
