// The footer's accepted-payment marks, drawn here as small inline SVG cards (original drawings in
// each brand's colours, no copied artwork): no image request, crisp at any zoom.
import type { ReactNode } from 'react';
import type { PaymentBrand } from './footer-links';

const WIDTH = 46;
const HEIGHT = 30;
const FONT = 'Arial, Helvetica, sans-serif';

function Card({ fill, stroke, children }: { fill: string; stroke?: string; children: ReactNode }) {
  return (
    <>
      <rect
        x="0.5"
        y="0.5"
        width={WIDTH - 1}
        height={HEIGHT - 1}
        rx="4"
        fill={fill}
        stroke={stroke ?? fill}
      />
      {children}
    </>
  );
}

function Word({
  x = WIDTH / 2,
  y = 19.5,
  size = 10,
  fill,
  children,
  italic = false,
}: {
  x?: number;
  y?: number;
  size?: number;
  fill: string;
  children: string;
  italic?: boolean;
}) {
  return (
    <text
      x={x}
      y={y}
      fontFamily={FONT}
      fontSize={size}
      fontWeight="700"
      fontStyle={italic ? 'italic' : undefined}
      fill={fill}
      textAnchor="middle"
    >
      {children}
    </text>
  );
}

const MARKS: Record<PaymentBrand, ReactNode> = {
  VISA: (
    <Card fill="#1a1f71">
      <Word fill="#ffffff" size={11} italic>
        VISA
      </Word>
      <rect x="8" y="23" width="30" height="2" fill="#f7b600" />
    </Card>
  ),
  Mastercard: (
    <Card fill="#ffffff" stroke="#d9d4cc">
      <circle cx="19" cy="15" r="8" fill="#eb001b" />
      <circle cx="27" cy="15" r="8" fill="#f79e1b" fillOpacity="0.9" />
    </Card>
  ),
  JCB: (
    <Card fill="#ffffff" stroke="#d9d4cc">
      <rect x="7" y="6" width="10" height="18" rx="3" fill="#0b4ea2" />
      <rect x="18" y="6" width="10" height="18" rx="3" fill="#d7182a" />
      <rect x="29" y="6" width="10" height="18" rx="3" fill="#00913a" />
      <Word x={12} y={18.5} size={8} fill="#ffffff">
        J
      </Word>
      <Word x={23} y={18.5} size={8} fill="#ffffff">
        C
      </Word>
      <Word x={34} y={18.5} size={8} fill="#ffffff">
        B
      </Word>
    </Card>
  ),
  'LINE Pay': (
    <Card fill="#06c755">
      <Word y={14} size={8} fill="#ffffff">
        LINE
      </Word>
      <Word y={24} size={8} fill="#ffffff">
        Pay
      </Word>
    </Card>
  ),
  'JKO Pay': (
    <Card fill="#e60012">
      <Word y={14} size={8} fill="#ffffff">
        街口
      </Word>
      <Word y={24} size={8} fill="#ffffff">
        JKO
      </Word>
    </Card>
  ),
  'Apple Pay': (
    <Card fill="#000000">
      <circle cx="12" cy="16" r="4.5" fill="#ffffff" />
      <ellipse cx="13.5" cy="9.5" rx="1.2" ry="2.2" fill="#ffffff" transform="rotate(35 13.5 9.5)" />
      <Word x={28} y={19.5} size={10} fill="#ffffff">
        Pay
      </Word>
    </Card>
  ),
  'Google Pay': (
    <Card fill="#ffffff" stroke="#d9d4cc">
      <Word x={13} y={19.5} size={11} fill="#4285f4">
        G
      </Word>
      <Word x={29} y={19.5} size={10} fill="#5f6368">
        Pay
      </Word>
    </Card>
  ),
  ATM: (
    <Card fill="#ffffff" stroke="#d9d4cc">
      <Word y={19.5} size={11} fill="#333133">
        ATM
      </Word>
    </Card>
  ),
};

/** One payment brand's mark, named for screen readers. */
export function PaymentMark({ brand }: { brand: PaymentBrand }) {
  return (
    <svg
      data-testid="payment-mark"
      role="img"
      aria-label={brand}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width={WIDTH}
      height={HEIGHT}
      className="shrink-0"
    >
      <title>{brand}</title>
      {MARKS[brand]}
    </svg>
  );
}
