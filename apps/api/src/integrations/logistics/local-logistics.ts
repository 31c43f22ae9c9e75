// The default: no logistics provider. The shop's staff hand parcels over themselves; a shipment number is
// still made so /get-711-pickup-number and the order page work the same way.
import { randomInt } from 'node:crypto';
import type { LogisticsProvider } from './logistics-provider.ts';

const PICKUP_NUMBER_DIGITS = 11;

export function createLocalLogistics(): LogisticsProvider {
  return {
    id: 'local',
    async createShipment(request) {
      const digits = Array.from({ length: PICKUP_NUMBER_DIGITS }, () => randomInt(10)).join('');
      return { logisticsId: `LOCAL-${request.orderSn}`, pickupNumber: digits };
    },
    storeMapForm: () => null,
  };
}
