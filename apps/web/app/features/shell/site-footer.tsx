import {
  isStorableRedirectPath,
  lineAddFriendUrl,
  type ShopIdentity,
  shellMessages,
  TOLL_FREE_PHONE,
  telHref,
} from '@shop/core';
import {
  ChevronDown,
  Gift,
  type LucideIcon,
  MessageCircleHeart,
  ScanSearch,
  ShieldCheck,
  Truck,
} from 'lucide-react';
import { type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useShellData } from '../../lib/shell-data';
import { LocalKey, storage } from '../../lib/storage';
import { FOOTER_BENEFITS, footerColumns, paymentBrandsOf, socialLinksOf } from './footer-links';
import { PaymentMark } from './payment-marks';

const BENEFIT_ICONS: Record<(typeof FOOTER_BENEFITS)[number]['key'], LucideIcon> = {
  freeShipping: Truck,
  satisfaction: ShieldCheck,
  points: Gift,
  consultation: MessageCircleHeart,
  ingredientChecker: ScanSearch,
};

/** Site footer (storefront.md §2.10). Below 1024 px the columns collapse into an accordion. */
export function SiteFooter() {
  const { appVersion, subMenu, shop, payMethods } = useShellData();
  const columns = useMemo(() => footerColumns(subMenu), [subMenu]);
  const paymentBrands = useMemo(() => paymentBrandsOf(payMethods), [payMethods]);
  useOauthRedirectPath();
  return (
    <footer
      data-testid="site-footer"
      className="render-when-near mt-16 border-t border-line bg-surface text-ink"
    >
      <section aria-labelledby="footer-benefits" className="bg-sand/70">
        <div className="mx-auto max-w-7xl px-4 py-8 lg:px-6">
          <h2 id="footer-benefits" className="text-center text-base font-semibold tracking-[0.3em]">
            {shellMessages.footerBenefitsTitle}
          </h2>
          <ul data-testid="footer-benefits" className="mt-6 grid grid-cols-5 gap-2 lg:gap-6">
            {FOOTER_BENEFITS.map((benefit) => {
              const Icon = BENEFIT_ICONS[benefit.key];
              return (
                <li key={benefit.key}>
                  <Link
                    to={benefit.href}
                    className="group flex flex-col items-center gap-2 text-center text-[11px] leading-snug text-ink-soft hover:text-accent-strong lg:text-sm"
                  >
                    <span className="inline-flex size-10 items-center justify-center rounded-full bg-surface text-accent shadow-sm group-hover:bg-accent group-hover:text-white lg:size-14">
                      <Icon aria-hidden className="size-5 lg:size-6" />
                    </span>
                    {benefit.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <div className="mx-auto grid max-w-7xl px-4 py-6 lg:grid-cols-[repeat(4,minmax(0,1fr))_minmax(0,1.4fr)] lg:gap-8 lg:px-6 lg:py-12">
        {columns.map((column) => (
          <FooterColumn key={column.key} title={column.title}>
            <ul className="space-y-2.5">
              {column.links.map((link) => (
                <li key={link.href}>
                  <Link to={link.href} className="text-sm text-ink-soft hover:text-accent-strong">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </FooterColumn>
        ))}
        <FooterColumn title={shellMessages.footerColumns.contact}>
          <ContactDetails shop={shop} />
        </FooterColumn>
      </div>

      <div className="border-t border-line">
        <div className="mx-auto flex max-w-7xl flex-col gap-5 px-4 py-6 lg:flex-row lg:items-center lg:justify-between lg:px-6">
          <div className="flex items-center gap-3">
            <span className="text-xs text-ink-faint">{shellMessages.followUs}</span>
            <ul className="flex gap-2" data-testid="footer-social">
              {socialLinksOf(shop).map((social) => (
                <li key={social.label}>
                  <a
                    href={social.href}
                    rel="noopener noreferrer"
                    target="_blank"
                    className="inline-flex size-9 items-center justify-center rounded-full border border-line text-[11px] font-semibold text-ink-soft hover:border-accent hover:text-accent-strong"
                  >
                    {/* The name is the full brand; the short mark is only drawn ('IG' is not in 'Instagram'). */}
                    <span aria-hidden>{social.short}</span>
                    <span className="sr-only">{social.label}</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
          {/* Only the marks of methods checkout offers now (issue 23): none configured, no row. */}
          {paymentBrands.length > 0 && (
            <div className="flex flex-wrap items-center gap-2" data-testid="footer-payments">
              <span className="mr-1 text-xs text-ink-faint">{shellMessages.paymentMethods}</span>
              {paymentBrands.map((badge) => (
                <PaymentMark key={badge} brand={badge} />
              ))}
            </div>
          )}
        </div>
        <p data-testid="footer-company" className="px-4 pb-2 text-center text-xs text-ink-soft">
          {`${shellMessages.companyLine(shop.companyName, shop.taxId)}｜${shop.address}`}
        </p>
        <p data-testid="footer-copyright" className="pb-8 text-center text-xs text-ink-faint">
          {shellMessages.copyright(new Date().getFullYear(), appVersion)}
        </p>
      </div>
    </footer>
  );
}

function ContactDetails({ shop }: { shop: ShopIdentity }) {
  return (
    <div data-testid="footer-contact" className="space-y-2.5 text-sm text-ink-soft">
      <dl className="space-y-2.5">
        <div>
          <dt className="text-xs text-ink-faint">{shellMessages.servicePhoneLabel}</dt>
          <dd>
            <a href={telHref(shop.phone)} className="hover:text-accent-strong">
              {shop.phone}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-xs text-ink-faint">{shellMessages.tollFreeLabel}</dt>
          <dd>
            <a href={`tel:${TOLL_FREE_PHONE}`} className="hover:text-accent-strong">
              {TOLL_FREE_PHONE}
            </a>
          </dd>
        </div>
      </dl>
      {/* Not a term's definition: a <dl> may hold only dt/dd groups (axe 'definition-list'). */}
      <p data-testid="footer-hours">{shop.serviceHours}</p>
      <p>
        <a
          href={lineAddFriendUrl(shop.lineId)}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="footer-line"
          className="text-accent-strong hover:text-accent"
        >
          {shellMessages.lineAddFriend(shop.lineId)}
        </a>
      </p>
      <p>
        <Link to="/contact-us" className="text-accent-strong hover:text-accent">
          {shellMessages.footerLinks.contactUs}
        </Link>
      </p>
    </div>
  );
}

/** A column: always open from 1024 px up; below, a heading that opens and closes it. */
function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const contentId = useId();
  return (
    <section data-testid="footer-column" className="border-b border-line lg:border-0">
      <h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={contentId}
          data-testid="footer-column-toggle"
          className="flex w-full items-center justify-between py-4 text-left text-sm font-semibold tracking-wider lg:pointer-events-none lg:py-0 lg:pb-4"
          onClick={() => setOpen((value) => !value)}
        >
          {title}
          <ChevronDown
            aria-hidden
            className={`size-4 text-ink-faint transition-transform lg:hidden ${open ? 'rotate-180' : ''}`}
          />
        </button>
      </h2>
      <div id={contentId} className={`${open ? 'block' : 'hidden'} pb-5 lg:block lg:pb-0`}>
        {children}
      </div>
    </section>
  );
}

/** The footer keeps the current path as oauth_redirect_path, unless it contains /login (storefront.md §2.3). */
function useOauthRedirectPath() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    const path = `${pathname}${search}${hash}`;
    if (isStorableRedirectPath(path)) storage.set(LocalKey.oauthRedirectPath, path);
  }, [pathname, search, hash]);
}
