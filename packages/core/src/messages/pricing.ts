// Wording of the pricing engine's texts (threshold bars of the cart preview, design/PROMOTIONS.md).
import { formatPrice, groupThousands } from '../money/currency.ts';

export const pricingMessages = {
  /** A money amount inside a bar text: 'NT$300' in TWD (the shop's one price format), 'HKD 73' in HKD. */
  barMoneyTwd: (amount: number) => formatPrice(amount),
  barMoneyHkd: (amount: number) => `HKD ${groupThousands(amount)}`,
  levelAmountOff: (threshold: string, amount: string) => `滿${threshold}折${amount}`,
  levelRate: (threshold: string, discount: string) => `滿${threshold}享${discount}`,
  levelGift: (threshold: string, giftName: string, quantity: number) =>
    `滿${threshold}送${giftName}${quantity > 1 ? `×${quantity}` : ''}`,
  /** '再買NT$300，即享滿NT$1,500折NT$150' */
  barRemaining: (remaining: string, level: string) => `再買${remaining}，即享${level}`,
  /** '已達成滿NT$1,500折NT$150' */
  barReached: (level: string) => `已達成${level}`,
  /** A gift the cart earns whose product is sold out: left out of the order, and the preview says so. */
  giftSoldOut: (giftName: string) => `贈品「${giftName}」已贈完，本次訂單不含此贈品`,
  /** A free line (member gift perk, gift cart line) the server's records do not give this member now. */
  freeLineNotEntitled: '購物車中的贈品不在您的會員禮領取紀錄中，請至會員禮專區領取後再結帳',
} as const;
