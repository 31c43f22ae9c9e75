// Parts the face-test record pages share: the date, skin type and concerns of a record, its score bars.
import type { Finding } from '@shop/contracts';
import { FINDING_LABELS, skinTestMessages as m, taipeiDate } from '@shop/core';

export const FACE_TEST_RECORDS_PATH = '/member/get_face_test_play_records';
export const faceTestRecordPath = (id: number) => `/member/get_face_test_play_records_detail/${id}`;
export const SKIN_ANALYZER_PATH = '/SkinAnalyzer';
export const BODY_CHECKUP_PATH = '/body-skin-checkup';

export const recordDate = (iso: string) => taipeiDate(new Date(iso));

export function skinTypeName(type: string | null): string {
  return type ? (m.skinTypes[type as keyof typeof m.skinTypes] ?? type) : '—';
}

export function concernNames(concerns: readonly string[]): string {
  return concerns.length === 0 ? '—' : concerns.map((c) => m.concerns[c] ?? c).join('、');
}

/** One bar per finding but overall (§3: overall is not drawn as a bar), value 0–100. */
export function ScoreBars({ findings }: { findings: readonly Finding[] }) {
  const bars = findings.filter((f) => f.name !== 'overall');
  if (bars.length === 0) return null;
  return (
    <ul data-testid="face-test-scores" className="grid gap-2 sm:grid-cols-2">
      {bars.map((finding) => {
        const label = FINDING_LABELS[finding.name as keyof typeof FINDING_LABELS] ?? finding.name;
        const value = Math.round(finding.value);
        return (
          <li key={finding.name} className="text-sm">
            <div className="flex justify-between text-ink">
              <span>{label}</span>
              <span>{value}</span>
            </div>
            {/* The label and the value are the text above; the bar only draws them. */}
            <div aria-hidden className="mt-1 h-2 overflow-hidden rounded-full bg-sand">
              <div className="h-full rounded-full bg-accent-strong" style={{ width: `${value}%` }} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
