// /refresh_member_data (onlybody; the spec leaves its purpose open): reloads the member data from
// get-member into userData, then returns to the saved last page (lastPageBeforeLogin, else /).
// Pages or other apps that changed the member (a LINE binding, a tier change) link here to refresh.
import { pagesMessages, shellMessages, accountPagesMessages as t } from '@shop/core';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { loadMemberData } from '../../features/accounts/session';
import { isReturnablePath } from '../../lib/access-guard';
import { LocalKey, storage } from '../../lib/storage';

export const meta = () => [
  { title: pagesMessages.titleWithBrand(t.refreshingMemberData, shellMessages.brandName) },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function RefreshMemberData() {
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void loadMemberData().finally(() => {
      const last = storage.get(LocalKey.lastPageBeforeLogin);
      navigate(isReturnablePath(last) ? last : '/', { replace: true });
    });
  }, [navigate]);
  return (
    <p className="flex min-h-screen items-center justify-center text-ink-soft">{t.refreshingMemberData}</p>
  );
}
