// /member-benefit: the member programme page (member-area §2.1 "2025 member benefits page"), open to
// guests. The tiers come from the public get-member-levels call on the server (indexable); the visitor's
// own tier is read in the browser, where the member's token lives (ARCHITECTURE §5).
import { type MemberLevelsAnswer, membersCalls } from '@shop/contracts';
import { memberBenefitMessages as t } from '@shop/core';
import { pageMeta } from '../../features/catalogue/seo';
import { MemberBenefitPage } from '../../features/members/member-benefit/member-benefit-page';
import { originOf } from '../../features/promotions/promotion-api.server';
import type { Route } from './+types/member-benefit';

export const meta: Route.MetaFunction = ({ data }) =>
  data
    ? pageMeta({
        title: t.heroTitle,
        description: t.metaDescription,
        origin: data.origin,
        path: '/member-benefit',
      })
    : [];

export async function loader({ context, request }: Route.LoaderArgs) {
  let levels: MemberLevelsAnswer['levels'] | null = null;
  try {
    levels = (await context.api.send(membersCalls.memberLevels)).levels;
  } catch (error) {
    // The page still explains the programme; the tier list shows its error state (§8).
    console.error('[member-benefit] get-member-levels failed', error);
  }
  return { levels, origin: originOf(request.url) };
}

export default function MemberBenefit({ loaderData }: Route.ComponentProps) {
  return <MemberBenefitPage levels={loaderData.levels} />;
}
