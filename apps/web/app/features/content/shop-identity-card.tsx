// Who the shop is, on /about-us and /contact-us (issue 23): company name, 統一編號, address, the
// customer-service phone and hours, and the LINE 官方帳號's add-friend link, from the shop's settings.
import { lineAddFriendUrl, shellMessages as m, telHref } from '@shop/core';
import { useShellData } from '../../lib/shell-data';

export function ShopIdentityCard() {
  const { shop } = useShellData();
  const row = (label: string, value: React.ReactNode) => (
    <div className="grid grid-cols-[6.5rem_minmax(0,1fr)] gap-2 py-2">
      <dt className="text-ink-soft">{label}</dt>
      <dd className="text-ink">{value}</dd>
    </div>
  );
  return (
    <section
      aria-labelledby="shop-identity-title"
      data-testid="shop-identity"
      className="mt-8 rounded-2xl border border-line bg-surface p-6 text-sm"
    >
      <h2 id="shop-identity-title" className="text-base font-semibold text-ink">
        {m.companyTitle}
      </h2>
      <dl className="mt-3 divide-y divide-line">
        {row(m.companyNameLabel, shop.companyName)}
        {row(m.taxIdLabel, shop.taxId)}
        {row(m.addressLabel, shop.address)}
        {row(
          m.servicePhoneLabel,
          <>
            <a href={telHref(shop.phone)} className="underline hover:text-accent-strong">
              {shop.phone}
            </a>
            <span className="ml-2 text-ink-soft">{shop.serviceHours}</span>
          </>,
        )}
        {row(
          m.lineLabel,
          <a
            href={lineAddFriendUrl(shop.lineId)}
            target="_blank"
            rel="noopener noreferrer"
            className="underline hover:text-accent-strong"
          >
            {m.lineAddFriend(shop.lineId)}
          </a>,
        )}
      </dl>
    </section>
  );
}
