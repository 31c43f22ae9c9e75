// 膚況檢測紀錄 (/member/get_face_test_play_records_detail/{id}, also ?id=; member-area §2.1, §2.10): one
// saved analysis — scores, selections, the recommended routine and the photo when the member kept it.
import { type FaceTestRecordAnswer, skinTestCalls } from '@shop/contracts';
import { formatPrice, skinTestMessages as m, productImageUrl } from '@shop/core';
import { Link } from 'react-router';
import { isNotFound } from '../../features/members/member-loaders';
import { LoadFailed, MemberNotice } from '../../features/members/member-notice';
import { MemberPageHeading } from '../../features/members/member-page-heading';
import {
  concernNames,
  FACE_TEST_RECORDS_PATH,
  recordDate,
  ScoreBars,
  skinTypeName,
} from '../../features/skin-tests/face-test-parts';
import { browserApi } from '../../lib/api.client';
import { productPath } from '../../lib/links';
import { PageLoading, privatePageMeta } from '../../lib/private-page';
import { useShellData } from '../../lib/shell-data';
import { storedAuthToken } from '../../lib/storage';
import type { Route } from './+types/face-test-record-detail';

export const meta: Route.MetaFunction = () => privatePageMeta(m.records.detailTitle);

type Loaded =
  | { state: 'shown'; record: FaceTestRecordAnswer['record'] }
  | { state: 'missing' }
  | { state: 'failed' };

export async function clientLoader({ params, request }: Route.ClientLoaderArgs): Promise<Loaded> {
  const raw = (params as { id?: string }).id ?? new URL(request.url).searchParams.get('id') ?? '';
  const id = Number(raw);
  if (!/^\d{1,9}$/.test(raw) || id < 1) return { state: 'missing' };
  if (!storedAuthToken()) return { state: 'failed' };
  try {
    const answer = await browserApi().send(skinTestCalls.faceTestRecord, { params: { id } });
    return { state: 'shown', record: answer.record };
  } catch (error) {
    if (isNotFound(error)) return { state: 'missing' };
    console.error('[member] face-test record failed', error);
    return { state: 'failed' };
  }
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageLoading text={m.records.detailTitle} />;
}

const BackLink = () => (
  <Link to={FACE_TEST_RECORDS_PATH} className="mt-6 inline-block text-accent-strong underline">
    {m.records.back}
  </Link>
);

function Detail({ record }: { record: FaceTestRecordAnswer['record'] }) {
  const { imageHost } = useShellData();
  return (
    <article data-testid="face-test-detail" className="grid gap-6">
      <div className="grid gap-4 rounded-xl border border-line bg-surface p-4 md:grid-cols-[200px_1fr]">
        {record.image ? (
          <img
            src={record.image}
            alt={m.records.photo}
            className="aspect-square w-full max-w-[200px] rounded-lg object-cover"
          />
        ) : (
          <p className="grid aspect-square w-full max-w-[200px] place-items-center rounded-lg bg-sand text-sm text-ink-soft">
            {m.records.noPhoto}
          </p>
        )}
        <dl className="grid h-fit grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-ink-soft">{m.records.date}</dt>
          <dd className="text-ink">
            <time dateTime={record.created_at}>{recordDate(record.created_at)}</time>
          </dd>
          <dt className="text-ink-soft">{m.records.skinType}</dt>
          <dd className="text-ink">{skinTypeName(record.skin_type)}</dd>
          <dt className="text-ink-soft">{m.records.concerns}</dt>
          <dd className="text-ink">{concernNames(record.skin_concerns)}</dd>
          {record.overall !== null && (
            <>
              <dt className="text-ink-soft">{m.records.overall}</dt>
              <dd data-testid="face-test-overall" className="text-ink">
                {Math.round(record.overall)}
              </dd>
            </>
          )}
        </dl>
      </div>
      <ScoreBars findings={record.findings} />
      {record.findings.length > 0 && <p className="text-xs text-ink-soft">{m.records.disclaimer}</p>}
      {record.products.length > 0 && (
        <section aria-labelledby="face-test-routine">
          <h2 id="face-test-routine" className="text-lg font-semibold text-ink">
            {m.records.recommended}
          </h2>
          <ol className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {record.products.flatMap((group) =>
              group.products.map((product) => (
                <li
                  key={`${group.advanced_step_text}-${product.p_id}`}
                  data-testid="face-test-product"
                  className="flex gap-3 rounded-xl border border-line bg-surface p-3"
                >
                  <img
                    src={productImageUrl(product.p_img, imageHost ?? '')}
                    alt=""
                    loading="lazy"
                    className="h-16 w-16 rounded bg-sand object-cover"
                  />
                  <div className="text-sm">
                    <p className="text-ink-soft">{group.advanced_step_text}</p>
                    <Link to={productPath(product.href)} className="font-medium text-ink underline">
                      {product.p_name}
                    </Link>
                    <p className="text-ink">{formatPrice(product.discounted_price)}</p>
                  </div>
                </li>
              )),
            )}
          </ol>
        </section>
      )}
    </article>
  );
}

export default function FaceTestRecordDetailPage({ loaderData }: Route.ComponentProps) {
  return (
    <section>
      <MemberPageHeading title={m.records.detailTitle} />
      {loaderData.state === 'shown' ? (
        <Detail record={loaderData.record} />
      ) : loaderData.state === 'missing' ? (
        <MemberNotice testId="face-test-missing">
          <p>{m.recordNotFound}</p>
        </MemberNotice>
      ) : (
        <LoadFailed message={m.records.loadFailed} />
      )}
      <BackLink />
    </section>
  );
}
