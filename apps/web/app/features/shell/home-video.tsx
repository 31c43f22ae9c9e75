// The home video (storefront.md §2.2): a poster with a play button; the player loads only on click.
import type { HomeVideo as HomeVideoData } from '@shop/contracts';
import { pagesMessages } from '@shop/core';
import { Play } from 'lucide-react';
import { useState } from 'react';
import { contentImageUrl, uploadSrcSet } from '../../lib/media';

const VIDEO_FILE = /\.(mp4|webm|ogg|m3u8)(\?|#|$)/i;
const POSTER_WIDTH = 1280;
const POSTER_HEIGHT = 720;
const POSTER_WIDTHS = [640, 960, 1280] as const;
const POSTER_SIZES = '(min-width: 1152px) 1120px, 100vw';

/** The embed address with autoplay asked for, since the shopper already pressed play. */
export function autoplayUrl(url: string): string {
  try {
    const parsed = new URL(url, 'https://placeholder.invalid');
    parsed.searchParams.set('autoplay', '1');
    return parsed.origin === 'https://placeholder.invalid'
      ? `${parsed.pathname}${parsed.search}`
      : parsed.href;
  } catch {
    return url;
  }
}

function Player({ video }: { video: HomeVideoData }) {
  if (VIDEO_FILE.test(video.video_url)) {
    return (
      // biome-ignore lint/a11y/useMediaCaption: the shop's brand videos carry no caption track
      <video
        src={video.video_url}
        controls
        autoPlay
        playsInline
        className="absolute inset-0 size-full bg-ink"
      />
    );
  }
  return (
    <iframe
      src={autoplayUrl(video.video_url)}
      title={video.video_title}
      allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
      allowFullScreen
      className="absolute inset-0 size-full border-0 bg-ink"
    />
  );
}

export function HomeVideo({ video, imageHost }: { video: HomeVideoData | null; imageHost: string | null }) {
  const [playing, setPlaying] = useState(false);
  if (!video) return null;
  const poster = contentImageUrl(video.video_poster, imageHost);
  return (
    <section
      data-testid="home-video"
      aria-labelledby="home-video-title"
      className="render-when-near mx-auto max-w-6xl px-4"
    >
      <h2 id="home-video-title" className="mb-2 text-center text-xl font-semibold tracking-wide md:text-2xl">
        {video.video_title || pagesMessages.home.videoTitle}
      </h2>
      {video.video_description && (
        <p className="mx-auto mb-6 max-w-2xl text-center text-sm text-ink-soft">{video.video_description}</p>
      )}
      <div className="relative aspect-video overflow-hidden rounded-2xl bg-ink shadow-panel">
        {playing ? (
          <Player video={video} />
        ) : (
          <button
            type="button"
            data-testid="home-video-play"
            onClick={() => setPlaying(true)}
            aria-label={pagesMessages.home.playVideo}
            className="group absolute inset-0 size-full"
          >
            <img
              src={poster}
              srcSet={uploadSrcSet(poster, POSTER_WIDTHS)}
              sizes={POSTER_SIZES}
              alt=""
              width={POSTER_WIDTH}
              height={POSTER_HEIGHT}
              loading="lazy"
              decoding="async"
              className="size-full object-cover opacity-90 transition group-hover:opacity-100"
            />
            <span className="absolute top-1/2 left-1/2 flex size-16 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-surface/90 text-accent-strong shadow-lg transition group-hover:scale-110 md:size-20">
              <Play aria-hidden className="ml-1 size-7 fill-current md:size-9" />
            </span>
          </button>
        )}
      </div>
    </section>
  );
}
