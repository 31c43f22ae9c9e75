// While the photo is analysed: a face with a scan line sweeping over it (issue 25: the animated
// illustration of decision 100, on the page where a shopper waits for something to happen). The
// animation is ours (scan-animation.json, drawn as shapes) and is fetched, with lottie-web, only when
// this view shows; with reduced motion it holds still. The status line says what is going on.
import { skinAnalyzerMessages as m } from '@shop/core';
import { AnimatedIllustration } from '../../components/animated-illustration/animated-illustration';
import type { AnalysisStatus } from './analyzer';
import scanAnimation from './scan-animation.json?url';

export function AnalysingView({ status }: { status: AnalysisStatus }) {
  return (
    <div data-testid="skin-analysing" className="grid justify-items-center gap-4 py-10">
      <AnimatedIllustration animationLink={scanAnimation} width={180} height={195} loop transparent />
      <p role="status" className="text-center text-sm text-ink-soft">
        {status === 'loading' ? m.loadingModel : m.analysing}
      </p>
    </div>
  );
}
