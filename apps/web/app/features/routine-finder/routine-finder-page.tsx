// /CustomerRoutineFinder once in the browser: the questionnaire, then the result. The result just made is
// kept in session storage so a reload still shows it; ?code= shows one of the member's saved results.
import { type RoutineResultAnswer, routineFinderCalls } from '@shop/contracts';
import { routineFinderMessages as m, type RoutineAnswers } from '@shop/core';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { browserApi } from '../../lib/api.client';
import { storedAuthToken } from '../../lib/storage';
import { useIsLoggedIn } from '../../lib/use-browser-state';
import { describeFailure } from '../accounts/account-api';
import { Questionnaire } from './questionnaire';
import { RoutineResultView } from './routine-result';
import {
  forgetResult,
  keepResult,
  keptResult,
  ROUTINE_FINDER_PATH,
  ROUTINE_HISTORY_PATH,
  returnAfterLogin,
  routineResultPath,
  saveAfterLogin,
} from './routine-store';

type View =
  | { kind: 'questions' }
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'result'; answer: RoutineResultAnswer };

export function RoutineFinderPage() {
  const [params] = useSearchParams();
  const code = params.get('code');
  const navigate = useNavigate();
  const loggedIn = useIsLoggedIn();
  const [view, setView] = useState<View>(code ? { kind: 'loading' } : { kind: 'questions' });
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const resultHeading = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!code) {
      const kept = keptResult();
      setView(kept ? { kind: 'result', answer: kept } : { kind: 'questions' });
      return;
    }
    if (!storedAuthToken()) {
      returnAfterLogin(routineResultPath(code));
      navigate('/login');
      return;
    }
    let live = true;
    setView({ kind: 'loading' });
    browserApi()
      .send(routineFinderCalls.result, { params: { code } })
      .then((answer) => live && setView({ kind: 'result', answer }))
      .catch(
        (error: unknown) => live && setView({ kind: 'failed', message: describeFailure(error).message }),
      );
    return () => {
      live = false;
    };
  }, [code, navigate]);

  async function submit(answers: RoutineAnswers) {
    setBusy(true);
    setFailed(null);
    try {
      const answer = await browserApi().send(routineFinderCalls.save, { body: answers });
      keepResult(answer);
      setView({ kind: 'result', answer });
      requestAnimationFrame(() => {
        resultHeading.current?.querySelector<HTMLElement>('#routine-result-title')?.focus();
        resultHeading.current?.scrollIntoView({ block: 'start' });
      });
    } catch (error) {
      console.error('[routine-finder] log-routine-finder3 failed', error);
      setFailed(m.saveFailed);
    } finally {
      setBusy(false);
    }
  }

  function retake() {
    forgetResult();
    setRound(round + 1);
    setView({ kind: 'questions' });
    if (code) navigate(ROUTINE_FINDER_PATH);
  }

  if (view.kind === 'loading') {
    return (
      <p role="status" className="py-12 text-center text-sm text-ink-soft">
        {m.loading}
      </p>
    );
  }
  if (view.kind === 'failed') {
    return (
      <div data-testid="routine-load-failed" className="rounded-xl bg-sand px-6 py-10 text-center text-sm">
        <p role="alert" className="text-ink">
          {view.message}
        </p>
        <Link to={ROUTINE_HISTORY_PATH} className="mt-4 inline-block text-accent-strong underline">
          {m.backToHistory}
        </Link>
      </div>
    );
  }
  if (view.kind === 'questions') {
    return <Questionnaire key={round} busy={busy} failed={failed} onSubmit={(a) => void submit(a)} />;
  }
  return (
    <div ref={resultHeading} className="scroll-mt-24">
      <RoutineResultView
        result={view.answer.result}
        saved={loggedIn && view.answer.result.saved}
        onSaveAfterLogin={() => {
          saveAfterLogin(view.answer.code);
          navigate('/login');
        }}
        onRetake={retake}
      />
    </div>
  );
}
