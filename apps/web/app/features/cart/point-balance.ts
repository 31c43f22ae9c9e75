// The member's point balance for the point zone (member-area §2.6, §3 'Member benefits' current_point).
// get-member-benefits belongs to the member area; this reads only current_point from it, and answers null
// when it cannot be read (the zone then shows no balance).
import { browserApi } from '../../lib/api.client';

export async function memberPointBalance(): Promise<number | null> {
  try {
    const answer = (await browserApi().request('GET', 'get-member-benefits', { auth: 'required' })) as {
      current_point?: unknown;
    } | null;
    const points = answer?.current_point;
    return typeof points === 'number' && Number.isInteger(points) ? points : null;
  } catch (error) {
    console.error('[pc-point] get-member-benefits failed', error);
    return null;
  }
}
