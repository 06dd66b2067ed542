/**
 * The e-mail a page passed in navigation state for the form to start with (a guest's booking
 * page sends its booking's, issue 40), never in the address: '' when none was passed.
 */
export function prefilledEmail(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('vEmail' in state)) return '';
  const { vEmail } = state;
  return typeof vEmail === 'string' ? vEmail : '';
}
