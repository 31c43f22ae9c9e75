// The sandbox provider's hosted page: amount, order number, approve and decline (plain HTML, no script).
import { formatPrice, sandboxPaymentMessages as m, SHOP_LOCALE } from '@shop/core';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export interface SandboxPageData {
  orderSn: string;
  amount: number;
  /** Where the form posts the decision. */
  action: string;
  decided: boolean;
}

export function renderSandboxPage(data: SandboxPageData): string {
  const body = data.decided
    ? `<p role="status">${escapeHtml(m.done)}</p>`
    : `<form method="post" action="${escapeHtml(data.action)}">
  <button type="submit" name="decision" value="approve" style="background:#333133;color:#fff">${escapeHtml(m.approve)}</button>
  <button type="submit" name="decision" value="decline">${escapeHtml(m.decline)}</button>
</form>`;
  return `<!doctype html>
<html lang="${SHOP_LOCALE}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(m.title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#333133}
dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem}button{font-size:1rem;padding:.75rem 1.25rem;margin:.5rem .5rem 0 0;border:1px solid #333133;border-radius:.25rem;min-height:44px;cursor:pointer}</style>
</head>
<body>
<h1>${escapeHtml(m.title)}</h1>
<p>${escapeHtml(m.explanation)}</p>
<dl><dt>${escapeHtml(m.orderNumber)}</dt><dd>${escapeHtml(data.orderSn)}</dd>
<dt>${escapeHtml(m.amount)}</dt><dd>${escapeHtml(formatPrice(data.amount))}</dd></dl>
${body}
</body>
</html>`;
}
