export { bindCampaignRecord } from './skin-tests.service.ts';
export { type SkinTestCartLine, trialOrderRefusal } from './trial-order.ts';
