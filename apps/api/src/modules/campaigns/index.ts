export { campaignErrors } from './campaign-errors.ts';
export { hasOpenCampaign } from './campaigns.repository.ts';
export { campaignRoutes } from './campaigns.routes.ts';
