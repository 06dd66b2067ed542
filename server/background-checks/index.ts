// What the rest of the server may import from server/background-checks (its public entry; decision 090).
export {
  checkRefusalFor,
  cleanerChecks,
  dayValue,
  hasCurrentCheck,
  validCheck,
  todayIn,
  type CheckInput,
} from './background-checks.ts';
export {
  insertCheck,
  liftCheckPause,
  lockCleanerForCheck,
  pauseForCheck,
  type CheckPauseReason,
} from './checks.queries.ts';
export { checkAnswers, checkRefusals, checkTexts } from './texts.ts';
export { runCheckExpiries } from './expiry.ts';
