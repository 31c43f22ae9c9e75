// An article (learn) tile linking to /skincare-advice/{learntype2_rel2}/{learn_rel3}.
import type { SearchLearn } from '@shop/contracts';
import { Link } from 'react-router';
import { learnPath } from '../lib/links';
import { contentImageUrl, uploadSrcSet } from '../lib/media';

/** Article images are 16:9; the attributes reserve their box before they load. */
const LEARN_IMAGE_WIDTH = 800;
const LEARN_IMAGE_HEIGHT = 450;
const LEARN_IMAGE_WIDTHS = [480, 640, 960] as const;
const LEARN_IMAGE_SIZES = '(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw';

export function LearnCard({ learn, imageHost }: { learn: SearchLearn; imageHost: string | null }) {
  const image = contentImageUrl(learn.learn_image, imageHost);
  return (
    <li data-testid="learn-card" className="group">
      <Link
        to={learnPath(learn)}
        className="flex h-full flex-col overflow-hidden rounded-xl bg-surface shadow-sm"
      >
        {image && (
          <img
            src={image}
            srcSet={uploadSrcSet(image, LEARN_IMAGE_WIDTHS)}
            sizes={LEARN_IMAGE_SIZES}
            alt=""
            width={LEARN_IMAGE_WIDTH}
            height={LEARN_IMAGE_HEIGHT}
            loading="lazy"
            decoding="async"
            className="aspect-video w-full bg-sand object-cover"
          />
        )}
        <div className="flex flex-1 flex-col p-4">
          <h3 className="line-clamp-2 font-medium leading-snug text-ink group-hover:text-accent-strong">
            {learn.learn_name}
          </h3>
          {learn.learn_summary && (
            <p className="mt-2 line-clamp-2 text-sm text-ink-soft">{learn.learn_summary}</p>
          )}
        </div>
      </Link>
    </li>
  );
}
