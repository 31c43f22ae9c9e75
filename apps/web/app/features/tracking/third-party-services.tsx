// Mounts the configured third-party services (storefront.md §1, §2.4) once the page is interactive and
// the browser idle, so none of them competes with the first paint; renders nothing. With no service
// configured it loads no code at all. The marketing script follows §2.4: members only, 3 s after the
// shell, never on a pay-finish page.

import type { Member } from '@shop/contracts';
import { MARKETING_SCRIPT_DELAY_MS, marketingScriptAllowed, type ThirdPartyTags } from '@shop/core';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useShellData } from '../../lib/shell-data';
import { LocalKey, storage, storedAuthToken } from '../../lib/storage';
import { whenIdle } from '../../lib/when-idle';
import { reportAnalytics, reportMember } from './analytics';

type Services = typeof import('./third-party.client');

function anyServiceOn(tags: ThirdPartyTags): boolean {
  return (
    tags.tagManagerIds.length > 0 ||
    tags.sessionRecordingId !== null ||
    tags.metaPixelId !== null ||
    tags.lineTagId !== null ||
    tags.marketingScriptUrl !== null
  );
}

export function ThirdPartyServices() {
  const { thirdPartyTags: tags } = useShellData();
  const { pathname } = useLocation();
  const services = useRef<Promise<Services> | null>(null);
  const shellShownAt = useRef(0);

  useEffect(() => {
    if (!anyServiceOn(tags)) return;
    const started = services.current !== null;
    if (!started) {
      shellShownAt.current = Date.now();
      services.current = new Promise<Services>((resolve, reject) => {
        whenIdle(() => {
          import('./third-party.client').then((module) => {
            const member = storage.getJson<Member>(LocalKey.userData);
            reportMember(member);
            module.startThirdPartyServices(tags, member?.member_id ?? null);
            resolve(module);
          }, reject);
        });
      });
      services.current.catch((error: unknown) => console.error('[third-party] could not start', error));
    } else {
      void services.current?.then((module) => module.thirdPartyRouteChanged(tags));
      reportAnalytics('screen_view', { screen_name: pathname });
    }
    const marketingUrl = tags.marketingScriptUrl;
    if (!marketingUrl || !marketingScriptAllowed(pathname, storedAuthToken() !== null)) return;
    const wait = Math.max(0, shellShownAt.current + MARKETING_SCRIPT_DELAY_MS - Date.now());
    const timer = window.setTimeout(() => {
      void services.current?.then((module) => module.addScript(marketingUrl));
    }, wait);
    return () => window.clearTimeout(timer);
  }, [tags, pathname]);

  return null;
}
