// The analysis kept for a revisit (member-area §4 'Skin analyzer'): session storage under
// customer_routine_cvResults, without localImageUrl; cleared when the shopper goes the questions or
// skip way instead of a selfie.
import { type BrowserStorage, SessionKey, storage } from '../../lib/storage';
import { FINDING_NAMES, type Finding, type FindingName } from './engine/metrics';
import type { SelfieSource } from './selections';

/** §3 'Analysis result': the photo as a data URL, the findings (overall first) and the local URL. */
export interface CvResults {
  image: string;
  localImageUrl?: string;
  findings: Finding[];
}

export function keepAnalysis(results: CvResults, source: BrowserStorage = storage): void {
  const { localImageUrl: _local, ...kept } = results;
  try {
    source.setSession(SessionKey.skinAnalyzerResult, JSON.stringify(kept));
  } catch (error) {
    // A full session storage only loses the revisit.
    console.error('[skin-analyzer] keeping the analysis failed', error);
  }
}

export function keptAnalysis(source: BrowserStorage = storage): CvResults | null {
  const text = source.getSession(SessionKey.skinAnalyzerResult);
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<CvResults>;
    if (typeof value.image !== 'string' || !Array.isArray(value.findings)) return null;
    const findings = value.findings.filter(
      (f): f is Finding =>
        !!f &&
        FINDING_NAMES.includes(f.name as FindingName) &&
        typeof f.value === 'number' &&
        typeof f.feedback === 'string',
    );
    return findings.length > 0 ? { image: value.image, findings } : null;
  } catch {
    return null;
  }
}

export function forgetAnalysis(source: BrowserStorage = storage): void {
  source.removeSession(SessionKey.skinAnalyzerResult);
  source.removeSession(SessionKey.skinAnalyzerRoutine);
}

/** The routine answered for the kept analysis (its step groups as the server sent them). */
export function keepRoutine(groups: unknown, source: BrowserStorage = storage): void {
  try {
    source.setSession(SessionKey.skinAnalyzerRoutine, JSON.stringify(groups));
  } catch (error) {
    console.error('[skin-analyzer] keeping the routine failed', error);
  }
}

export function keptRoutine(source: BrowserStorage = storage): unknown {
  const text = source.getSession(SessionKey.skinAnalyzerRoutine);
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** After a finished analysis or answered questions: a selfie is kept, questions or skip clear it. */
export function settleAnalysis(
  selfieSource: SelfieSource,
  results: CvResults | null,
  source: BrowserStorage = storage,
): void {
  if (selfieSource === 'questions' || selfieSource === 'skip' || !results) forgetAnalysis(source);
  else keepAnalysis(results, source);
}

/** §3: findings[0] is the overall score, 100 when there is none. */
export function overallScore(results: Pick<CvResults, 'findings'> | null): number {
  return results?.findings[0]?.value ?? 100;
}
