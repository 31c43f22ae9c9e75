export { bindCampaignRecord } from './skin-tests.service.ts';
export { claimTrialInOrder, type SkinTestCartLine, trialOrderRefusal } from './trial-order.ts';
