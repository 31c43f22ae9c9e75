// Campaign mode and the page-load calls (member-area §4, §7; docs/decisions/096): for a member, the skin-test
// coupon call on page load (customer-routine-coupon), whether the shop's campaign activity is open
// (is-activity-open) and the singles-day coupon's status and claim (singles-day-coupons GET/POST).
import { activityCalls, type SinglesDayStatusAnswer, skinTestCalls } from '@shop/contracts';
import { isSkinCampaignMode, skinAnalyzerMessages as m, SKIN_CAMPAIGN_ACTIVITY } from '@shop/core';
import { useEffect, useState } from 'react';
import { browserApi } from '../../lib/api.client';
import { useIsLoggedIn } from '../../lib/use-browser-state';
import { describeFailure } from '../accounts/account-api';

export interface CampaignState {
  campaign: boolean;
  couponGranted: boolean;
  singlesDay: SinglesDayStatusAnswer | null;
}

/** Campaign mode and the member's coupons, read once the page is in the browser. */
export function useCampaign(): CampaignState & { setSinglesDay: (next: SinglesDayStatusAnswer) => void } {
  const loggedIn = useIsLoggedIn();
  const [state, setState] = useState<CampaignState>({
    campaign: false,
    couponGranted: false,
    singlesDay: null,
  });
  useEffect(() => {
    const test = new URLSearchParams(window.location.search).get('test');
    setState((s) => ({ ...s, campaign: isSkinCampaignMode(new Date(), test) }));
    if (!loggedIn) return;
    let live = true;
    const api = browserApi();
    const logged = (what: string) => (error: unknown) => {
      console.error(`[skin-analyzer] ${what} failed`, error);
      return null;
    };
    void Promise.all([
      api.send(skinTestCalls.coupon, {}).catch(logged('coupon')),
      api
        .send(activityCalls.isActivityOpen, { query: { activity: SKIN_CAMPAIGN_ACTIVITY } })
        .catch(() => null),
      api.send(activityCalls.singlesDayStatus, {}).catch(logged('singles-day coupons')),
    ]).then(([coupon, activity, singlesDay]) => {
      if (!live) return;
      setState({
        campaign: isSkinCampaignMode(new Date(), test, activity?.is_open === true),
        couponGranted: coupon?.status === 'granted',
        singlesDay,
      });
    });
    return () => {
      live = false;
    };
  }, [loggedIn]);
  return { ...state, setSinglesDay: (next) => setState((s) => ({ ...s, singlesDay: next })) };
}

/** The singles-day coupon while its activity is open: what it gives and its claim. */
export function SinglesDayCoupon({
  status,
  onClaimed,
}: {
  status: SinglesDayStatusAnswer | null;
  onClaimed: (next: SinglesDayStatusAnswer) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  if (!status?.is_open || !status.offer) return null;
  const { offer } = status;
  async function claim() {
    setBusy(true);
    try {
      const answer = await browserApi().send(activityCalls.singlesDayClaim, {});
      setMessage(answer.message);
      onClaimed({ ...offerOf(status), claimed: true, coupon: answer.coupon });
    } catch (error) {
      setMessage(describeFailure(error).message || m.campaignFailed);
    } finally {
      setBusy(false);
    }
  }
  return (
    <section
      aria-labelledby="skin-singles-title"
      data-testid="skin-singles-day"
      className="rounded-2xl border border-line bg-sand px-5 py-5 text-sm"
    >
      <h3 id="skin-singles-title" className="text-base font-semibold text-ink">
        {m.campaignTitle}
      </h3>
      <p className="mt-1 text-ink-soft">{m.campaignOffer(offer.coupon_value, offer.min_spend)}</p>
      <button
        type="button"
        data-testid="skin-singles-claim"
        disabled={busy || status.claimed}
        onClick={() => void claim()}
        className="mt-3 rounded-full bg-ink px-5 py-2.5 font-semibold text-surface hover:bg-accent-strong disabled:opacity-50"
      >
        {status.claimed ? m.campaignClaimed : m.campaignClaim}
      </button>
      {message && (
        <p role="status" className="mt-2 text-ink">
          {message}
        </p>
      )}
    </section>
  );
}

const offerOf = (status: SinglesDayStatusAnswer | null): SinglesDayStatusAnswer =>
  status ?? { is_open: false, claimed: false, offer: null, coupon: null };
