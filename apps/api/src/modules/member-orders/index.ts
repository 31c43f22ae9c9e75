export { runTierJob, type TierJobResult } from './tier-job.ts';
