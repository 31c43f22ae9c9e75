// Taking the photo: the front camera with a face-outline guide, or a photo file. The photo is prepared
// here (scaled pixels and a small preview) and handed to the page; nothing leaves the browser.

import { skinAnalyzerMessages as m } from '@shop/core';
import { useEffect, useRef, useState } from 'react';
import { type PreparedPhoto, preparePhoto, preparePhotoFile } from './analyzer';

/** Larger files are refused before decoding. */
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;

export function photoFileProblem(file: { type: string; size: number }): string | null {
  if (!file.type.startsWith('image/')) return m.fileNotImage;
  if (file.size > MAX_PHOTO_BYTES) return m.fileTooLarge;
  return null;
}

export function PhotoFileButton({
  onPhoto,
  onProblem,
  onChoose,
  label = m.usePhoto,
  className,
}: {
  onPhoto: (photo: PreparedPhoto) => void;
  onProblem: (message: string) => void;
  /** The shopper opens the file picker (the models can load while a photo is chosen). */
  onChoose?: () => void;
  label?: string;
  className?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept="image/*"
        className="sr-only"
        tabIndex={-1}
        aria-hidden
        data-testid="skin-photo-input"
        onChange={async (event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (!file) return;
          const problem = photoFileProblem(file);
          if (problem) return onProblem(problem);
          try {
            onPhoto(await preparePhotoFile(file));
          } catch (error) {
            console.error('[skin-analyzer] photo unreadable', error);
            onProblem(m.fileUnreadable);
          }
        }}
      />
      <button
        type="button"
        className={className}
        onClick={() => {
          onChoose?.();
          input.current?.click();
        }}
      >
        {label}
      </button>
    </>
  );
}

/** The live front camera, mirrored like a mirror, under an oval guide; 拍照 takes the frame unmirrored. */
export function CameraCapture({
  onPhoto,
  onCancel,
  onProblem,
  onReady,
}: {
  onPhoto: (photo: PreparedPhoto) => void;
  onCancel: () => void;
  onProblem: (message: string) => void;
  /** The camera shows its first frame (the shopper now frames the face). */
  onReady?: () => void;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let live = true;
    navigator.mediaDevices
      ?.getUserMedia({
        video: { facingMode: 'user', width: { ideal: 1280 }, height: { ideal: 960 } },
        audio: false,
      })
      .then((media) => {
        if (!live) {
          for (const track of media.getTracks()) track.stop();
          return;
        }
        stream = media;
        if (video.current) {
          video.current.srcObject = media;
          void video.current.play().catch(() => {});
        }
      })
      .catch((error: unknown) => {
        const name = error instanceof DOMException ? error.name : '';
        onProblem(
          name === 'NotFoundError' || name === 'OverconstrainedError' ? m.cameraMissing : m.cameraDenied,
        );
      });
    if (!navigator.mediaDevices) onProblem(m.cameraMissing);
    return () => {
      live = false;
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [onProblem]);

  function take() {
    const v = video.current;
    if (!v || v.videoWidth === 0) return;
    onPhoto(preparePhoto(v, v.videoWidth, v.videoHeight));
  }

  return (
    <section aria-labelledby="skin-camera-title" className="grid gap-4">
      <h2 id="skin-camera-title" className="text-lg font-semibold text-ink">
        {m.cameraTitle}
      </h2>
      <div className="relative mx-auto aspect-[3/4] w-full max-w-sm overflow-hidden rounded-2xl bg-ink">
        <video
          ref={video}
          data-testid="skin-camera"
          playsInline
          muted
          onLoadedData={() => {
            setReady(true);
            onReady?.();
          }}
          className="size-full -scale-x-100 object-cover"
        />
        <svg viewBox="0 0 300 400" className="pointer-events-none absolute inset-0 size-full" aria-hidden>
          <ellipse
            cx="150"
            cy="190"
            rx="100"
            ry="135"
            fill="none"
            stroke="white"
            strokeWidth="3"
            strokeDasharray="8 6"
          />
        </svg>
      </div>
      <p className="text-center text-sm text-ink-soft">{m.photoHint}</p>
      <div className="flex justify-center gap-3">
        <button
          type="button"
          data-testid="skin-take-photo"
          disabled={!ready}
          onClick={take}
          className="rounded-full bg-ink px-6 py-3 text-sm font-semibold text-surface hover:bg-accent-strong disabled:opacity-50"
        >
          {m.takePhoto}
        </button>
        <button
          type="button"
          onClick={onCancel}
          className="rounded-full border border-ink px-6 py-3 text-sm text-ink hover:bg-sand"
        >
          {m.cancel}
        </button>
      </div>
    </section>
  );
}
