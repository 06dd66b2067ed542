import type { Locale } from '#shared/i18n/locale.ts';
import { lateModule, type LateModule } from '../../components/late-module.ts';
import { useLateModule } from '../../components/use-late-module.ts';
import { useLocale } from '../../i18n/locale-context.tsx';
import type * as planVisit from './components/plan-visit.tsx';

export type PlanVisitParts = typeof planVisit;

/** The parts with their texts in each language asked for. */
const partsByLocale = new Map<Locale, LateModule<PlanVisitParts>>();

function planVisitParts(locale: Locale): LateModule<PlanVisitParts> {
  let parts = partsByLocale.get(locale);
  if (!parts) {
    parts = lateModule(async () => {
      const module = await import('./components/plan-visit.tsx');
      await module.loadPlanVisitTexts(locale);
      return module;
    });
    partsByLocale.set(locale, parts);
  }
  return parts;
}

/**
 * Decision 167: a regular cleaning's badge and "Accept every visit" (with their texts) come only
 * when the cleaner's jobs hold a visit of a plan, asked for as soon as the answer says so.
 * `pending` while they are on their way, so the list waits for them rather than shifting when
 * they arrive; a list whose parts failed to load is drawn without them.
 */
export function usePlanVisitParts(needed: boolean): {
  parts: PlanVisitParts | undefined;
  pending: boolean;
} {
  const { module, pending } = useLateModule(planVisitParts(useLocale()), needed);
  return { parts: module, pending };
}
