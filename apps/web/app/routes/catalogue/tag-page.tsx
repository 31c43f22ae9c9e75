// /Awoopage_tag?tag={tag}: products carrying a tag (awootag-page-by-tags?tag=).
import { catalogueCalls } from '@shop/contracts';
import { catalogueMessages } from '@shop/core';
import { ListPage } from '../../features/catalogue/list-page';
import { type CardItem, toCardItem } from '../../features/catalogue/product-row';
import { pageMeta } from '../../features/catalogue/seo';
import { useShellData } from '../../lib/shell-data';
import type { Route } from './+types/tag-page';

const { list } = catalogueMessages;
const TAG_MAX_LENGTH = 40;

export const meta: Route.MetaFunction = ({ data }) =>
  data
    ? pageMeta({
        title: data.tag ? list.tagPage(data.tag) : list.tagMissing,
        description: data.tag ? list.tagPageDescription(data.tag) : list.tagMissing,
        origin: data.origin,
        path: data.tag ? `/Awoopage_tag?tag=${encodeURIComponent(data.tag)}` : '/Awoopage_tag',
        noindex: !data.tag,
      })
    : [];

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const tag = (url.searchParams.get('tag') ?? '').trim().slice(0, TAG_MAX_LENGTH);
  let products: CardItem[] = [];
  if (tag) {
    try {
      products = (await context.api.send(catalogueCalls.tagPage, { query: { tag } })).products.map((p) =>
        toCardItem(p),
      );
    } catch (error) {
      console.error('[catalogue] awootag-page-by-tags failed', error);
    }
  }
  return { tag, products, origin: url.origin };
}

export default function TagPage({ loaderData }: Route.ComponentProps) {
  const { imageHost } = useShellData();
  const { tag, products } = loaderData;
  const title = tag ? list.tagPage(tag) : list.tagMissing;
  const path = tag ? `/Awoopage_tag?tag=${encodeURIComponent(tag)}` : '/Awoopage_tag';
  return (
    <ListPage
      testId="tag-page"
      imageHost={imageHost}
      view={{
        title,
        description: tag ? list.tagPageDescription(tag) : '',
        crumbs: [
          { name: catalogueMessages.home, path: '/' },
          { name: title, path },
        ],
        links: [],
        products,
      }}
    />
  );
}
