// Makes the skin-analyzer campaign's promo videos (member-area §2.7 "A promo video (mobile or PC
// variant)"; docs/decisions/124-campaign-video-and-tracker-switch.md) from frames drawn here: SVG frames
// rendered by sharp, encoded by ffmpeg to WebM (VP9) and MP4 (H.264), a PC 16:9 and a phone 4:5
// variant, plus each variant's first frame as the poster (WebP). The files are committed under
// apps/web/public/media, so building the shop never needs ffmpeg; run this again only to change them:
//   npx tsx apps/server/scripts/make-campaign-video.ts     (needs ffmpeg on PATH)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { skinAnalyzerMessages as m } from '@shop/core';
import sharp from 'sharp';

const OUT = fileURLToPath(new URL('../../web/public/media/', import.meta.url));
const FPS = 24;
/** Five seconds, played once: moving content that stops by itself within 5 s (WCAG 2.2.2). */
const SECONDS = 5;
const MAX_BYTES = 400 * 1024;
const FONT = 'Noto Sans CJK TC, sans-serif';

interface Variant {
  name: 'pc' | 'mobile';
  width: number;
  height: number;
  face: { cx: number; cy: number; rx: number; ry: number };
  text: { x: number; y: number; size: number; line: number };
  bars: { x: number; y: number; width: number };
}

const VARIANTS: Variant[] = [
  {
    name: 'pc',
    width: 1280,
    height: 720,
    face: { cx: 980, cy: 360, rx: 152, ry: 192 },
    text: { x: 112, y: 300, size: 88, line: 34 },
    bars: { x: 112, y: 470, width: 440 },
  },
  {
    name: 'mobile',
    width: 640,
    height: 800,
    face: { cx: 320, cy: 420, rx: 124, ry: 156 },
    text: { x: 56, y: 130, size: 72, line: 30 },
    bars: { x: 56, y: 632, width: 400 },
  },
];

/** 0 before `from`, 1 after `to`, eased in between (seconds). */
function phase(t: number, from: number, to: number): number {
  const x = Math.min(1, Math.max(0, (t - from) / (to - from)));
  return x * x * (3 - 2 * x);
}

/** Where the scan marks land, as fractions of the face's radii: cheeks, T-zone, forehead, chin. */
const POINTS = [
  [-0.5, 0.22],
  [0.5, 0.22],
  [0, -0.6],
  [0, 0.1],
  [-0.35, -0.5],
  [0.35, -0.5],
  [0, 0.75],
] as const;
const BARS = [
  { label: '水潤', value: 0.82, color: '#b37360' },
  { label: '光澤', value: 0.64, color: '#8c6a5a' },
  { label: '平滑', value: 0.73, color: '#5c524b' },
];

function frameSvg(v: Variant, t: number): string {
  const { face, text, bars } = v;
  const scan = phase(t, 0.4, 2.6);
  const scanY = face.cy - face.ry + scan * face.ry * 2;
  const scanning = t > 0.4 && t < 2.8;
  const points = POINTS.map(([dx, dy], i) => {
    const shown = phase(t, 1 + i * 0.25, 1.3 + i * 0.25);
    return `<circle cx="${face.cx + dx * face.rx}" cy="${face.cy + dy * face.ry}" r="${9 * shown}" fill="#b37360" opacity="${shown}"/>`;
  }).join('');
  const barRows = BARS.map((bar, i) => {
    const grow = phase(t, 2.8 + i * 0.3, 3.8 + i * 0.3);
    const y = bars.y + i * 50;
    const labelWidth = 88;
    const track = bars.width - labelWidth;
    return `<g opacity="${phase(t, 2.6 + i * 0.3, 3 + i * 0.3)}"><text x="${bars.x}" y="${y + 22}" font-size="28" font-family="${FONT}" fill="#2a2420">${bar.label}</text><rect x="${bars.x + labelWidth}" y="${y}" width="${track}" height="28" rx="14" fill="#e8ddd3"/><rect x="${bars.x + labelWidth}" y="${y}" width="${Math.max(28, track * bar.value * grow)}" height="28" rx="14" fill="${bar.color}"/></g>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${v.width}" height="${v.height}">
<rect width="100%" height="100%" fill="#f5eee6"/>
<circle cx="${face.cx}" cy="${face.cy}" r="${face.ry * (1.3 + 0.05 * Math.sin(t * 2))}" fill="#e9bdb3" opacity="0.35"/>
<ellipse cx="${face.cx}" cy="${face.cy}" rx="${face.rx}" ry="${face.ry}" fill="#fbf7f2" stroke="#2a2420" stroke-width="8"/>
<circle cx="${face.cx - face.rx * 0.38}" cy="${face.cy - face.ry * 0.12}" r="11" fill="#2a2420"/>
<circle cx="${face.cx + face.rx * 0.38}" cy="${face.cy - face.ry * 0.12}" r="11" fill="#2a2420"/>
<path d="M ${face.cx - 40} ${face.cy + face.ry * 0.35} Q ${face.cx} ${face.cy + face.ry * 0.55} ${face.cx + 40} ${face.cy + face.ry * 0.35}" fill="none" stroke="#2a2420" stroke-width="8" stroke-linecap="round"/>
${points}
${scanning ? `<rect x="${face.cx - face.rx - 24}" y="${scanY - 6}" width="${(face.rx + 24) * 2}" height="12" rx="6" fill="#b37360"/>` : ''}
<text x="${text.x}" y="${text.y}" font-size="${text.size}" font-weight="700" font-family="${FONT}" fill="#2a2420">${m.promoTitle}</text>
<text x="${text.x}" y="${text.y + text.line * 2}" font-size="${text.line}" font-family="${FONT}" fill="#5c524b">${m.promoLine}</text>
${barRows}
</svg>`;
}

function ffmpeg(args: string[]): void {
  const run = spawnSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], {
    stdio: 'inherit',
  });
  if (run.status !== 0) throw new Error(`ffmpeg ${args.join(' ')} failed (exit ${run.status})`);
}

async function makeVariant(v: Variant): Promise<void> {
  const frames = mkdtempSync(path.join(tmpdir(), `campaign-${v.name}-`));
  try {
    for (let i = 0; i < FPS * SECONDS; i++) {
      const png = await sharp(Buffer.from(frameSvg(v, i / FPS)))
        .png()
        .toBuffer();
      writeFileSync(path.join(frames, `${String(i).padStart(4, '0')}.png`), png);
    }
    const input = ['-framerate', String(FPS), '-i', path.join(frames, '%04d.png')];
    const base = path.join(OUT, `skin-campaign-${v.name}`);
    ffmpeg([
      ...input,
      '-an',
      '-c:v',
      'libvpx-vp9',
      '-b:v',
      '0',
      '-crf',
      '40',
      '-row-mt',
      '1',
      `${base}.webm`,
    ]);
    // H.264 main profile, yuv420p and the index up front: plays on every phone and starts before it has all.
    ffmpeg([
      ...input,
      '-an',
      '-c:v',
      'libx264',
      '-profile:v',
      'main',
      '-pix_fmt',
      'yuv420p',
      '-crf',
      '30',
      '-preset',
      'veryslow',
      '-movflags',
      '+faststart',
      `${base}.mp4`,
    ]);
    // The poster is the last frame: what the video ends on, and all a reduced-motion visitor sees (the
    // title and line stand from the first frame, so the switch from poster to video keeps them still).
    await sharp(Buffer.from(frameSvg(v, SECONDS)))
      .webp({ quality: 80 })
      .toFile(`${base}.webp`);
    for (const ext of ['webm', 'mp4', 'webp']) {
      const bytes = statSync(`${base}.${ext}`).size;
      console.log(`${path.basename(base)}.${ext}: ${Math.round(bytes / 1024)} KB`);
      if (bytes > MAX_BYTES) throw new Error(`${base}.${ext} is over ${MAX_BYTES / 1024} KB`);
    }
  } finally {
    rmSync(frames, { recursive: true, force: true });
  }
}

for (const variant of VARIANTS) await makeVariant(variant);
