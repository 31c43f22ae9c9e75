// /SkinAnalyzer and /skin-analyzer once in the browser (member-area §2.7, §4): choose the camera, a photo
// or the questions; the photo is checked and analysed on the device; then the results panel with the
// recommended routine. A finished selfie analysis is kept in session storage and shown again on revisit.
import { RoutineStepGroup } from '@shop/contracts';
import { skinAnalyzerMessages as m } from '@shop/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useIsLoggedIn } from '../../lib/use-browser-state';
import { AnalysingView } from './analysing-view';
import { type CvResults, keepRoutine, keptAnalysis, keptRoutine, settleAnalysis } from './analysis-store';
import {
  type AnalysisStatus,
  builtInAnalyzer,
  type PreparedPhoto,
  type SkinAnalyzer,
  startEarly,
  takeEarlyWorker,
} from './analyzer';
import { SinglesDayCoupon, useCampaign } from './campaign';
import { ANALYZER_ANCHOR, CampaignPromo } from './campaign-promo';
import { CameraCapture, PhotoFileButton } from './capture';
import { PHOTO_PROBLEM_MESSAGES } from './engine/photo-checks';
import { type HostedAnalyzerConfig, hostedAnalyzer } from './hosted-analyzer';
import { SkinQuestions } from './questions';
import { ResultsPanel, type RoutineState } from './results-panel';
import { fetchRoutine } from './routine';
import { type Selections, selectionsFromFindings } from './selections';

/** The member's face-test records (member-area §2.1 get_face_test_play_records). */
const RECORDS_PATH = '/member/get_face_test_play_records';

// A returning shopper's browser starts loading the face models as this page's code is evaluated,
// before React hydrates the page (decision 126).
startEarly();

export type AnalyzerSetting = { kind: 'builtin' } | ({ kind: 'hosted' } & HostedAnalyzerConfig);

type View =
  | { kind: 'choose' }
  | { kind: 'camera' }
  | { kind: 'questions' }
  | { kind: 'widget' }
  | { kind: 'analysing'; status: AnalysisStatus }
  | { kind: 'results'; selections: Selections; results: CvResults | null };

const PRIMARY =
  'rounded-full bg-ink px-6 py-3 text-sm font-semibold text-surface hover:bg-accent-strong focus-visible:outline-2';
const SECONDARY = 'rounded-full border border-ink px-6 py-3 text-sm text-ink hover:bg-sand';

export function SkinAnalyzerPage({ setting }: { setting: AnalyzerSetting }) {
  const [view, setView] = useState<View>({ kind: 'choose' });
  const [problem, setProblem] = useState<string | null>(null);
  const [routine, setRoutine] = useState<RoutineState>({ kind: 'loading' });
  const [saved, setSaved] = useState<{ recordId: number | null; couponGranted: boolean } | null>(null);
  const loggedIn = useIsLoggedIn();
  const campaign = useCampaign();
  const [keepImage, setKeepImage] = useState(false);
  const keepImageRef = useRef(keepImage);
  keepImageRef.current = keepImage;
  const analyzer = useRef<SkinAnalyzer | null>(null);
  const widget = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLDivElement>(null);
  const round = useRef(0);
  const focusResults = useRef(false);

  const analyzerOf = useCallback((): SkinAnalyzer => {
    analyzer.current ??= setting.kind === 'hosted' ? hostedAnalyzer(setting) : builtInAnalyzer();
    return analyzer.current;
  }, [setting]);

  useEffect(() => () => analyzer.current?.dispose(), []);

  // A returning shopper's browser keeps the models: they load while the page is read (decision 126);
  // a shop on the hosted widget ends the worker startEarly began.
  useEffect(() => {
    if (setting.kind === 'builtin') analyzerOf().prepare?.({ ifCached: true });
    else takeEarlyWorker()?.terminate();
  }, [setting.kind, analyzerOf]);

  const loadRoutine = useCallback((selections: Selections, results: CvResults | null) => {
    const mine = ++round.current;
    setRoutine({ kind: 'loading' });
    setSaved(null);
    fetchRoutine(selections, results, keepImageRef.current)
      .then((answer) => {
        if (mine !== round.current) return;
        setRoutine({ kind: 'ready', groups: answer.groups });
        if (selections.selfieSource === 'others') keepRoutine(answer.groups);
        setSaved({ recordId: answer.recordId, couponGranted: answer.couponGranted });
      })
      .catch((error: unknown) => {
        console.error('[skin-analyzer] routine failed', error);
        if (mine === round.current) setRoutine({ kind: 'failed' });
      });
  }, []);

  const showResults = useCallback(
    (selections: Selections, results: CvResults | null) => {
      settleAnalysis(selections.selfieSource, results);
      setProblem(null);
      setView({ kind: 'results', selections, results });
      loadRoutine(selections, results);
      focusResults.current = true;
    },
    [loadRoutine],
  );

  // Once the results are on the page, the focus moves to their heading: after an analysis (which ends
  // outside any event, so React renders later than a next animation frame) as after the questions.
  useEffect(() => {
    if (view.kind !== 'results' || !focusResults.current) return;
    focusResults.current = false;
    heading.current?.scrollIntoView({ block: 'start' });
    document.getElementById('skin-results-title')?.focus();
  }, [view]);

  // A revisit shows the kept analysis again.
  useEffect(() => {
    const kept = keptAnalysis();
    if (!kept) return;
    const selections = selectionsFromFindings(kept.findings);
    setView({ kind: 'results', selections, results: kept });
    // The routine answered then, so a reload neither asks nor saves again.
    const groups = RoutineStepGroup.array().safeParse(keptRoutine());
    if (groups.success) setRoutine({ kind: 'ready', groups: groups.data });
    else loadRoutine(selections, kept);
  }, [loadRoutine]);

  // The hosted provider's widget takes the photo in its own container.
  useEffect(() => {
    if (view.kind !== 'widget' || !widget.current) return;
    const run = analyzerOf();
    return run.mountWidget?.(
      widget.current,
      (outcome) => showResults(outcome.selections, { image: outcome.image, findings: outcome.findings }),
      () => {
        setProblem(m.modelFailed);
        setView({ kind: 'choose' });
      },
    );
  }, [view.kind, analyzerOf, showResults]);

  async function analyse(photo: PreparedPhoto) {
    setProblem(null);
    setView({ kind: 'analysing', status: 'loading' });
    const run = analyzerOf();
    const answer = run.analysePhoto?.(photo, (status) => setView({ kind: 'analysing', status }));
    // The pixels are with the worker: the preview is encoded while it analyses.
    const image = photo.preview();
    const outcome = (await answer) ?? { kind: 'failed' as const };
    if (outcome.kind === 'result') {
      showResults(selectionsFromFindings(outcome.findings), {
        image,
        findings: outcome.findings,
      });
      return;
    }
    setProblem(outcome.kind === 'problem' ? PHOTO_PROBLEM_MESSAGES[outcome.problem] : m.modelFailed);
    setView({ kind: 'choose' });
  }

  const onCameraProblem = useCallback((message: string) => {
    setProblem(message);
    setView({ kind: 'choose' });
  }, []);

  function restart() {
    settleAnalysis('skip', null);
    round.current++;
    setProblem(null);
    setView({ kind: 'choose' });
  }

  return (
    <>
      {campaign.campaign && <CampaignPromo />}
      <div ref={heading} id={ANALYZER_ANCHOR} className="scroll-mt-24">
        {problem && (
          <div
            data-testid="skin-problem"
            className="mb-6 rounded-2xl border border-blush bg-blush-soft px-5 py-4 text-sm"
          >
            <p role="alert" className="text-ink">
              {problem}
            </p>
          </div>
        )}
        {view.kind === 'choose' && (
          <section aria-labelledby="skin-choose-title" className="grid gap-5">
            <h2 id="skin-choose-title" tabIndex={-1} className="text-lg font-semibold text-ink outline-none">
              {problem ? m.retake : m.chooseTitle}
            </h2>
            <p className="text-sm text-ink-soft">{m.photoHint}</p>
            <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              {setting.kind === 'hosted' ? (
                <button type="button" className={PRIMARY} onClick={() => setView({ kind: 'widget' })}>
                  {m.useCamera}
                </button>
              ) : (
                <>
                  <button
                    type="button"
                    data-testid="skin-use-camera"
                    className={PRIMARY}
                    onClick={() => {
                      setProblem(null);
                      setView({ kind: 'camera' });
                      // The models load while the camera starts.
                      analyzerOf().prepare?.();
                    }}
                  >
                    {m.useCamera}
                  </button>
                  <PhotoFileButton
                    className={SECONDARY}
                    onChoose={() => analyzerOf().prepare?.()}
                    onPhoto={(photo) => void analyse(photo)}
                    onProblem={setProblem}
                  />
                </>
              )}
              <button
                type="button"
                data-testid="skin-use-questions"
                className={SECONDARY}
                onClick={() => {
                  setProblem(null);
                  setView({ kind: 'questions' });
                }}
              >
                {m.useQuestions}
              </button>
            </div>
            {loggedIn && setting.kind === 'builtin' && (
              <label className="flex items-center gap-2 text-sm text-ink">
                <input
                  type="checkbox"
                  data-testid="skin-keep-image"
                  checked={keepImage}
                  onChange={(event) => setKeepImage(event.currentTarget.checked)}
                  className="size-4 accent-accent-strong"
                />
                {m.saveWithPhoto}
              </label>
            )}
            <p className="text-xs text-ink-faint">
              {m.privacyNote}
              <a
                href="/qa/q5-3"
                target="_blank"
                rel="noopener"
                className="ml-1 text-accent-strong underline underline-offset-4"
              >
                {m.privacyLink}
              </a>
            </p>
          </section>
        )}
        {view.kind === 'camera' && (
          <CameraCapture
            onPhoto={(photo) => void analyse(photo)}
            onCancel={() => setView({ kind: 'choose' })}
            onProblem={onCameraProblem}
            // The camera shows the face: the models load and warm up while the shopper frames it.
            onReady={() => analyzerOf().prepare?.()}
          />
        )}
        {view.kind === 'widget' && <div ref={widget} data-testid="skin-widget" className="min-h-96" />}
        {view.kind === 'questions' && (
          <SkinQuestions onDone={(selections) => showResults(selections, null)} />
        )}
        {view.kind === 'analysing' && <AnalysingView status={view.status} />}
        {view.kind === 'results' && (
          <ResultsPanel
            results={view.results}
            selections={view.selections}
            routine={routine}
            onRetryRoutine={() => loadRoutine(view.selections, view.results)}
            onBack={() => setView({ kind: 'choose' })}
            onRestart={restart}
            campaign={campaign.campaign}
            campaignBlock={
              <SinglesDayCoupon status={campaign.singlesDay} onClaimed={campaign.setSinglesDay} />
            }
            saveBlock={
              saved && (
                <div data-testid="skin-saved" className="rounded-2xl border border-line px-5 py-4 text-sm">
                  {saved.recordId !== null ? (
                    <p className="text-ink">
                      {m.saved}
                      {(saved.couponGranted || campaign.couponGranted) && (
                        <span className="ml-1">{m.couponGranted}</span>
                      )}
                      <Link
                        to={RECORDS_PATH}
                        className="ml-3 text-accent-strong underline underline-offset-4"
                      >
                        {m.viewHistory}
                      </Link>
                    </p>
                  ) : (
                    <p className="text-ink-soft">
                      {m.guestNotSaved}
                      <Link to="/login" className="ml-3 text-accent-strong underline underline-offset-4">
                        {m.loginToSave}
                      </Link>
                    </p>
                  )}
                </div>
              )
            }
          />
        )}
      </div>
    </>
  );
}
