// What the rest of the server may import from server/regular-plans (its public entry; decision 090).

// Buying a plan and writing its visits (decision 143).
export { planDiscountCents, quotePlanAnswer } from './plan-price.ts';
export {
  nextVisitDate,
  paidPlanOf,
  planStartedNotice,
  startPlan,
  withPlanParagraph,
  type PaidPlan,
} from './plan-purchase.ts';
export { planBookingAnswers, planBookingRefusals, planBookingTexts } from './texts.ts';
export { statutoryHolidayOn, statutoryHolidays } from './statutory-holidays.ts';
export { VISIT_HORIZON_DAYS, writeDueVisits, type VisitsReport } from './visit-writer.ts';
export { registerPlanDevTools } from './dev-tools.ts';
// One cleaner for a plan (decision 144).
export { planCleanerHandlers } from './plan-cleaner.handlers.ts';
export { announceVisit, placeVisit, type Placement, type PlanRow } from './place-visit.ts';
// The plan's changes, pages and the console's plans (issue 45, decision 145).
export { planChangeHandlers } from './plan-changes.handlers.ts';
export { endPlansForClosure, plansForExport, runningPlansOf } from './plan-closure.ts';
export type { PlanExport } from './plan-closure.ts';
// The plan's cleaner asked about a visit on a statutory holiday (issue 45).
export { askCleanerAboutHoliday, HOLIDAY_ASKED_EVENT } from './holiday-cleaner.ts';
