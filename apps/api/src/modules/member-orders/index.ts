export { type MemberOrderRoutesOptions, memberOrderRoutes } from './member-orders.routes.ts';
export { runTierJob, type TierJobResult } from './tier-job.ts';
