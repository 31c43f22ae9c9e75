// /body-skin-checkup (member-area §2.1, §2.10): the body skin test, open to everyone; a member's plays
// are saved (post-body-test-play-records).
import { skinTestMessages } from '@shop/core';
import { PageFrame } from '../../features/content/page-frame';
import { crumbsBelowHome, seoBelowHome, seoMeta } from '../../features/content/seo';
import { BodyCheckupPage } from '../../features/skin-tests/body-checkup-page';
import { BODY_CHECKUP_PATH } from '../../features/skin-tests/face-test-parts';
import type { Route } from './+types/body-skin-checkup';

const m = skinTestMessages.body;

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

export function loader({ request }: Route.LoaderArgs) {
  const page = { title: m.title, description: m.intro, path: BODY_CHECKUP_PATH };
  return { seo: seoBelowHome(page, request.url) };
}

export default function BodySkinCheckup() {
  return (
    <PageFrame crumbs={crumbsBelowHome(m.title, BODY_CHECKUP_PATH)} title={m.title} intro={m.intro}>
      <BodyCheckupPage />
    </PageFrame>
  );
}
