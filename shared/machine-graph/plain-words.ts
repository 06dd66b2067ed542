/**
 * The words the docs and the viewer use for a transition: a short label for diagrams (the
 * developer's names) and a sentence for people, taken from the transition's own `description`
 * when the machine gives one.
 */
import type { GraphGuard, GraphTransition } from './machine-graph.ts';

/** `isCodeEmpty` → "is code empty", `book-same-day` → "book same day". */
export function humanize(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[._-]+/g, ' ')
    .trim()
    .toLowerCase();
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** 2000 → "2 seconds", 90000 → "1.5 minutes", 250 → "250 ms". */
export function durationWords(ms: number): string {
  const unit = (value: number, name: string) => `${value} ${name}${value === 1 ? '' : 's'}`;
  if (ms >= 60_000) return unit(Math.round((ms / 60_000) * 10) / 10, 'minute');
  if (ms >= 1000) return unit(Math.round((ms / 1000) * 10) / 10, 'second');
  return `${ms} ms`;
}

function paramWords(params: GraphGuard['params']): string {
  if (!params) return '';
  return Object.values(params)
    .map((value) => (typeof value === 'string' ? value : JSON.stringify(value)))
    .join(', ');
}

/** `isDraftAt { stage: 'details' }` → "Is draft at details?". */
export function guardQuestion(guard: GraphGuard): string {
  const params = paramWords(guard.params);
  return `${capitalize(humanize(guard.name))}${params ? ` ${params}` : ''}?`;
}

/** The guard as diagrams show it: `isDraftAt(details)`. */
export function guardLabel(guard: GraphGuard): string {
  const params = paramWords(guard.params);
  return params ? `${guard.name}(${params})` : guard.name;
}

function delayLabel(delay: GraphTransition['delay']): string {
  if (delay?.ms != null) return `after ${durationWords(delay.ms)}`;
  return `after ${delay?.name ?? 'a delay'}`;
}

/** What triggers the transition, in the developer's names: `contact.submit`, `startBooking done`. */
export function triggerLabel(transition: GraphTransition): string {
  switch (transition.kind) {
    case 'event':
      return transition.eventType;
    case 'actorDone':
      return `${transition.actor} succeeds`;
    case 'actorError':
      return `${transition.actor} fails`;
    case 'delay':
      return delayLabel(transition.delay);
    case 'always':
      return 'at once';
    case 'stateDone':
      return 'inner steps done';
  }
}

/** A diagram's edge label: trigger and guard, `payment.submit [isSubmissionValid]`. */
export function edgeLabel(transition: GraphTransition): string {
  const trigger = triggerLabel(transition);
  if (transition.guard) return `${trigger} [${guardLabel(transition.guard)}]`;
  if (transition.otherwise) return `${trigger} [otherwise]`;
  return trigger;
}

/** What triggers the transition, for people: the machine's own words when it has them. */
export function triggerSentence(transition: GraphTransition): string {
  if (transition.description) return transition.description;
  switch (transition.kind) {
    case 'event':
      return `The ${humanize(transition.eventType)} event arrives.`;
    case 'actorDone':
      return `The ${humanize(transition.actor ?? 'call')} call succeeds.`;
    case 'actorError':
      return `The ${humanize(transition.actor ?? 'call')} call fails.`;
    case 'delay':
      if (transition.delay?.ms == null) {
        return `The ${humanize(transition.delay?.name ?? 'delay')} passes.`;
      }
      return `${durationWords(transition.delay.ms)} ${transition.delay.ms === 1000 ? 'passes' : 'pass'}.`;
    case 'always':
      return 'At once, without waiting for an event.';
    case 'stateDone':
      return 'Its inner steps reach their end.';
  }
}

/** The guard column: a question, "Otherwise" for the fallback alternative, or nothing. */
export function guardWords(transition: GraphTransition): string | null {
  if (transition.guard) return guardQuestion(transition.guard);
  return transition.otherwise ? 'Otherwise (none of the checks above holds)' : null;
}
