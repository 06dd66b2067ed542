// What the rest of the server may import from server/consent (its public entry; decision 090).
export { consentHandlers } from './consent.handlers.ts';
export { grantAtRegistration } from './consents.ts';
export { sendPromotionalMail } from './promotional-mail.ts';
export { sendBookAgainReminders } from './book-again-reminders.ts';
export { registerConsentDevTools } from './consent-dev-tools.ts';
