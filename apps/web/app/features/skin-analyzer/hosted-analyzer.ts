// The hosted provider's skin-analysis widget (member-area §7: loaded from the provider's script host,
// configured with a partner id, locale zh_TW and environment test or prod), behind the same interface
// as the built-in analyzer, for a shop with a contract (SKIN_ANALYZER=hosted). The widget takes and
// uploads the photo itself; what it hands back is checked before the page uses it.
import type { SkinAnalyzer, WidgetOutcome } from './analyzer';
import { FINDING_NAMES, type Finding, type FindingName } from './engine/metrics';
import { parseSelections } from './selections';

export interface HostedAnalyzerConfig {
  partnerId: string;
  environment: 'test' | 'prod';
  /** The provider's script address; its origin is allowed by the page's Content-Security-Policy. */
  sdkUrl: string;
}

/** The global the provider's script defines. */
interface HostedWidgetGlobal {
  init(options: {
    partnerId: string;
    locale: 'zh_TW';
    environment: 'test' | 'prod';
    container: HTMLElement;
    onResult: (result: unknown) => void;
    onError: (error: unknown) => void;
  }): { destroy(): void };
}

declare global {
  interface Window {
    SkinAnalysisWidget?: HostedWidgetGlobal;
  }
}

let loading: Promise<HostedWidgetGlobal> | null = null;

function loadScript(src: string): Promise<HostedWidgetGlobal> {
  loading ??= new Promise<HostedWidgetGlobal>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () =>
      window.SkinAnalysisWidget
        ? resolve(window.SkinAnalysisWidget)
        : reject(new Error('no SkinAnalysisWidget'));
    script.onerror = () => reject(new Error(`script ${src} failed`));
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** The widget's answer as §3's analysis result, or null when it is not that shape. */
export function widgetOutcome(result: unknown): WidgetOutcome | null {
  if (!result || typeof result !== 'object') return null;
  const r = result as Record<string, unknown>;
  const selections = parseSelections(r.selections);
  if (!selections || !Array.isArray(r.findings)) return null;
  const findings = r.findings.flatMap((f): Finding[] => {
    const item = f as Partial<Finding>;
    if (!FINDING_NAMES.includes(item.name as FindingName) || typeof item.value !== 'number') return [];
    const value = Math.round(Math.min(100, Math.max(0, item.value)));
    return [{ name: item.name as FindingName, value, feedback: String(item.feedback ?? '') }];
  });
  if (findings.length === 0) return null;
  // §3: findings[0] is the overall score (100 when the widget gave none).
  const overall = findings.find((f) => f.name === 'overall') ?? {
    name: 'overall',
    value: 100,
    feedback: 'skin.overall.excellent',
  };
  const image = typeof r.image === 'string' && r.image.startsWith('data:image/') ? r.image : '';
  return { selections, image, findings: [overall, ...findings.filter((f) => f.name !== 'overall')] };
}

export function hostedAnalyzer(config: HostedAnalyzerConfig): SkinAnalyzer {
  return {
    capture: 'widget',
    mountWidget(container, onDone, onFailed) {
      let widget: { destroy(): void } | null = null;
      let live = true;
      loadScript(config.sdkUrl)
        .then((sdk) => {
          if (!live) return;
          widget = sdk.init({
            partnerId: config.partnerId,
            locale: 'zh_TW',
            environment: config.environment,
            container,
            onResult: (result) => {
              const outcome = widgetOutcome(result);
              if (outcome) onDone(outcome);
              else onFailed();
            },
            // §8: an upload failure is only logged.
            onError: (error) => console.error('[skin-analyzer] hosted widget error', error),
          });
        })
        .catch((error: unknown) => {
          console.error('[skin-analyzer] hosted widget failed to load', error);
          if (live) onFailed();
        });
      return () => {
        live = false;
        widget?.destroy();
      };
    },
    dispose() {},
  };
}
