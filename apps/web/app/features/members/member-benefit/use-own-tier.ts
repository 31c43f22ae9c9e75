// The signed-in visitor's tier for /member-benefit: read in the browser (the token lives there); null for
// a guest, while loading, or when it cannot be read (the page then reads as for a guest).
import { type MemberBenefitsAnswer, membersCalls } from '@shop/contracts';
import { levelIdOf } from '@shop/core';
import { useEffect, useState } from 'react';
import { browserApi } from '../../../lib/api.client';
import { useIsLoggedIn } from '../../../lib/use-browser-state';

export interface OwnTier {
  levelId: number;
  memberName: string;
  levelName: string;
}

export function toOwnTier(benefits: MemberBenefitsAnswer): OwnTier {
  return {
    levelId: levelIdOf(benefits.member.member_nowtier2025),
    memberName: benefits.member.member_name,
    levelName: benefits.now_level.level_name,
  };
}

export function useOwnTier(): { loggedIn: boolean; own: OwnTier | null } {
  const loggedIn = useIsLoggedIn();
  const [own, setOwn] = useState<OwnTier | null>(null);
  useEffect(() => {
    if (!loggedIn) {
      setOwn(null);
      return;
    }
    let live = true;
    browserApi()
      .send(membersCalls.memberBenefits)
      .then((benefits) => live && setOwn(toOwnTier(benefits)))
      .catch((error: unknown) => console.error('[member-benefit] get-member-benefits failed', error));
    return () => {
      live = false;
    };
  }, [loggedIn]);
  return { loggedIn, own };
}
