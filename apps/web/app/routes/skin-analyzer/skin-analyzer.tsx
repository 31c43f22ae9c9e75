// /SkinAnalyzer (also linked as /skin-analyzer; member-area §2.1, §2.7): the skin analyzer, open to
// everyone. The face model and its worker load only once the shopper takes or picks a photo.
import { readSetting } from '@shop/contracts/settings';
import { skinAnalyzerMessages as m } from '@shop/core';
import { PageFrame } from '../../features/content/page-frame';
import { crumbsBelowHome, seoBelowHome, seoMeta } from '../../features/content/seo';
import { type AnalyzerSetting, SkinAnalyzerPage } from '../../features/skin-analyzer/skin-analyzer-page';
import type { Route } from './+types/skin-analyzer';

const SKIN_ANALYZER_PATH = '/SkinAnalyzer';

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

export function loader({ request }: Route.LoaderArgs) {
  const page = { title: m.title, description: m.metaDescription, path: SKIN_ANALYZER_PATH };
  return { seo: seoBelowHome(page, request.url), analyzer: analyzerSetting() };
}

/** SKIN_ANALYZER=hosted with its partner id and script address, else the built-in analyzer. */
function analyzerSetting(): AnalyzerSetting {
  const partnerId = readSetting('SKIN_ANALYZER_PARTNER_ID')?.trim();
  const sdkUrl = readSetting('SKIN_ANALYZER_SDK_URL')?.trim();
  if (readSetting('SKIN_ANALYZER') !== 'hosted' || !partnerId || !sdkUrl) return { kind: 'builtin' };
  const environment = readSetting('SKIN_ANALYZER_ENV') === 'prod' ? 'prod' : 'test';
  return { kind: 'hosted', partnerId, environment, sdkUrl };
}

export default function SkinAnalyzer({ loaderData }: Route.ComponentProps) {
  return (
    <PageFrame crumbs={crumbsBelowHome(m.title, SKIN_ANALYZER_PATH)} title={m.title} intro={m.intro}>
      <SkinAnalyzerPage setting={loaderData.analyzer} />
    </PageFrame>
  );
}
