import type * as english from '../en-CA/faq.ts';
import type { Translation } from '../translation.ts';

/** /frequently-asked-questions, en français (décision 107). */
export const faqLabels: Translation<typeof english.faqLabels> = {
  BANNER_HEADING: 'Foire aux questions',
  BANNER_SUBHEADING: 'Des réponses sur la réservation, le paiement et le travail avec MapleShine.',
  CUSTOMER_TAB: 'Pour les clients',
  CONTRACTOR_TAB: 'Pour les préposé(e)s au ménage',
  STILL_HAVE_QUESTIONS: 'Vous avez encore des questions ?',
  CONTACT_US: 'Nous joindre',
};
