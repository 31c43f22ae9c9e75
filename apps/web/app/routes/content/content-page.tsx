// A page of the small CMS table, looked up by its path: about pages in both spellings (/about_us and
// /about-us), /advisory-board, /team, /for-men, campaign landing pages, /co-fitness-2509 with its
// sign-up, and the utility pages /hidden-export, /noindex, /delete404 (storefront.md §2.2).
import { data, useLocation } from 'react-router';
import { ContentPageView } from '../../features/content/content-page-view';
import { loadContentPage } from '../../features/content/content-page-view.server';
import { isSecretCampaignSegment } from '../../features/content/content-paths';
import { seoMeta } from '../../features/content/seo';
import { ShopIdentityCard } from '../../features/content/shop-identity-card';
import { displayPath, throwRouteNotFound } from '../../lib/route-not-found';
import type { Route } from './+types/content-page';

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const path = displayPath(request.url);
  // /lp-campaign-secret/{campaign}-2509 and -2507 only.
  if ('campaign' in params && !isSecretCampaignSegment(params.campaign ?? '')) throwRouteNotFound(path);
  const loaded = await loadContentPage(context.api, request.url, path, context.imageHost);
  if (!loaded) throwRouteNotFound(path);
  // delete404 is a page served with status 404.
  return data(loaded, { status: loaded.page.http_status });
}

/** The about page in either spelling shows who the shop is under its text (issue 23). */
const ABOUT_US_PATHS = new Set(['/about-us', '/about_us']);

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  return (
    <>
      <ContentPageView page={loaderData.page} products={loaderData.products} />
      {ABOUT_US_PATHS.has(pathname) && (
        <div className="mx-auto max-w-3xl px-4 pb-12">
          <ShopIdentityCard />
        </div>
      )}
    </>
  );
}
