// What the rest of the server may import from server/regular-plans (its public entry; decision 090).

// The plan's changes, pages and the console's plans (issue 45, decision 145).
export { planChangeHandlers } from './plan-changes.handlers.ts';
export { endPlansForClosure, plansForExport, runningPlansOf } from './plan-closure.ts';
export type { PlanExport } from './plan-closure.ts';
export { registerPlanChangeDevTools } from './dev-tools.ts';
