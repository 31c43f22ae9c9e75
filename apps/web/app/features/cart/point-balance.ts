// The member's point balance for the point zone (member-area §2.6, §3 'Member benefits' current_point),
// read from get-member-benefits; null when it cannot be read (the zone then shows no balance).
import { membersCalls } from '@shop/contracts';
import { browserApi } from '../../lib/api.client';

export async function memberPointBalance(): Promise<number | null> {
  try {
    const { current_point } = await browserApi().send(membersCalls.memberBenefits);
    return current_point;
  } catch (error) {
    console.error('[pc-point] get-member-benefits failed', error);
    return null;
  }
}
