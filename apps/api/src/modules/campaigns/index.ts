export { campaignErrors } from './campaign-errors.ts';
export { hasOpenCampaign } from './campaigns.repository.ts';
