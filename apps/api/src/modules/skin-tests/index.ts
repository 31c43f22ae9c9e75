export { bindCampaignRecord } from './skin-tests.service.ts';
