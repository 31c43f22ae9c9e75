// The tracking module's services for other modules, flows and tests (storefront.md §7.9).

export { maintainEventPartitions } from './partitions.ts';
export { flushTrackingEvents } from './tracking.service.ts';
