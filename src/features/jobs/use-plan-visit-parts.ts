import { useEffect, useState } from 'react';
import type { Locale } from '#shared/i18n/locale.ts';
import { useLocale } from '../../i18n/locale-context.tsx';
import type * as planVisit from './components/plan-visit.tsx';

export type PlanVisitParts = typeof planVisit;

/** The parts' code once any list has loaded it; later lists draw them at once. */
let loaded: PlanVisitParts | undefined;

async function loadPlanVisitParts(locale: Locale): Promise<PlanVisitParts> {
  const parts = await import('./components/plan-visit.tsx');
  await parts.loadPlanVisitTexts(locale);
  loaded = parts;
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
  const locale = useLocale();
  const [parts, setParts] = useState(loaded);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!needed || parts) return;
    let live = true;
    loadPlanVisitParts(locale).then(
      (arrived) => live && setParts(arrived),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [needed, parts, locale]);
  return { parts, pending: needed && !parts && !failed };
}
