import type * as english from '../en-CA/contact.ts';
import type { Translation } from '../translation.ts';

/** /contact-us, en français (décision 107). */
export const contactUsLabels: Translation<typeof english.contactUsLabels> = {
  BANNER_HEADING: 'Nous joindre',
  BANNER_SUBHEADING:
    'Une question sur une réservation, un travail ou autre chose ? Envoyez-nous un message et nous vous répondrons.',
  FORM_HEADING: 'Envoyez-nous un message',
  FULL_NAME_LABEL: 'Nom complet',
  FULL_NAME_PLACEHOLDER: 'Entrez votre nom complet',
  EMAIL_LABEL: 'Courriel',
  EMAIL_PLACEHOLDER: 'vous@exemple.ca',
  PHONE_LABEL: 'Téléphone',
  PHONE_PLACEHOLDER: 'Numéro à 10 chiffres',
  MESSAGE_LABEL: 'Message',
  MESSAGE_PLACEHOLDER:
    'Comment pouvons-nous vous aider ? Indiquez votre numéro de réservation si vous en avez un.',
  SUBMIT: 'Envoyer le message',
  CONTACT_INFO_HEADING: 'Restons en contact',
  EMAIL_US: 'Écrivez-nous',
  CALL_US: 'Appelez-nous',
  SERVICE_AREA_HEADING: 'Où nous faisons le ménage',
  SERVICE_AREA_TEXT:
    'Edmonton, Calgary, le Lower Mainland, Winnipeg, Ottawa, Toronto, Mississauga et Brampton.',
};
