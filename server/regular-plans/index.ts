// What the rest of the server may import from server/regular-plans (its public entry; decision 090).

// One cleaner for a plan (decision 144).
export { planCleanerHandlers } from './plan-cleaner.handlers.ts';
export { announceVisit, placeVisit, type Placement } from './place-visit.ts';
