/*
 * Le bloc de réservation le jour même (les slugs 'home' et 'book-now'), /book-now et la page de
 * remerciement, en français (décision 107).
 */

import type * as english from '../en-CA/booking.ts';
import type { Translation } from '../translation.ts';
import { accessNotesLabels } from './access-notes.ts';
import { BOOK_NOW_LABEL, sameDayHeadingLabels } from './same-day-heading.ts';

export const sameDayWizardLabels: Translation<typeof english.sameDayWizardLabels> = {
  ...sameDayHeadingLabels,
  FULL_NAME_LABEL: 'Nom complet',
  FULL_NAME_PLACEHOLDER: 'Entrez votre nom complet',
  EMAIL_LABEL: 'Courriel',
  EMAIL_PLACEHOLDER: 'vous@exemple.ca',
  PHONE_LABEL: 'Téléphone',
  PHONE_PLACEHOLDER: 'Numéro à 10 chiffres',
  CONTINUE: 'Continuer',
  PRIVACY_NOTE:
    'Nous utilisons vos coordonnées uniquement pour organiser votre ménage et vous en tenir informé. Consultez notre Politique de confidentialité.',

  DETAILS_HEADING: '{name}, vous y êtes presque !',
  DETAILS_SUBHEADING:
    'Parlez-nous de votre logement et du moment où vous souhaitez la visite de votre préposé(e) au ménage.',
  RESIDENCE_TYPE_LABEL: 'Type de logement',
  RESIDENCE_TYPE_PLACEHOLDER: 'Choisissez le type de logement',
  BEDROOMS_LABEL: 'Chambres',
  BEDROOMS_PLACEHOLDER: 'Choisissez le nombre de chambres',
  BATHROOMS_LABEL: 'Salles de bain',
  BATHROOMS_PLACEHOLDER: 'Choisissez le nombre de salles de bain',
  SERVICE_LABEL: 'Service',
  SERVICE_PLACEHOLDER: 'Choisissez un service',
  EXTRAS_LABEL: 'Options',
  EXTRAS_PLACEHOLDER: 'Ajoutez des options (facultatif)',
  EXTRAS_HELP: 'Chaque option ajoute du temps à votre estimation.',
  CITY_LABEL: 'Ville',
  CITY_PLACEHOLDER: 'Choisissez votre ville',
  UNIT_LABEL: 'App./Unité',
  UNIT_PLACEHOLDER: 'p. ex. App. 1204 (facultatif)',
  ADDRESS_LABEL: 'Adresse complète',
  ADDRESS_PLACEHOLDER: 'Commencez à taper votre adresse',
  POSTAL_CODE_LABEL: 'Code postal',
  POSTAL_CODE_PLACEHOLDER: 'p. ex. H2X 1Y4',
  SAVED_ADDRESS_LABEL: 'Adresses enregistrées',
  SAVED_ADDRESS_PLACEHOLDER: 'Choisissez une de vos adresses',
  SAVE_ADDRESS_LABEL: 'Enregistrer cette adresse dans mon carnet d’adresses',
  ...accessNotesLabels,
  DATE_LABEL: 'Date',
  DATE_PLACEHOLDER: 'Choisissez une date',
  FROM_TIME_LABEL: 'De',
  FROM_TIME_PLACEHOLDER: 'Heure de début',
  UNTIL_TIME_LABEL: 'À',
  UNTIL_TIME_PLACEHOLDER: 'Heure de fin',
  TIME_WINDOW_HELP:
    'Votre préposé(e) au ménage commence à l’heure « De » et termine au plus tard à l’heure « À » : prévoyez assez de temps pour tout le ménage.',
  CHECK_AVAILABILITY: 'Vérifier la disponibilité',
  BACK: 'Retour',

  AVAILABILITY_SUCCESS_HEADING: 'Bonne nouvelle, un(e) préposé(e) au ménage est disponible !',
  AVAILABILITY_SUCCESS_TEXT:
    'Un(e) préposé(e) au ménage peut venir {window}. Vérifiez votre soumission et choisissez Réserver pour la confirmer.',
  SUMMARY_HEADING: 'Résumé de votre ménage',
  CLEANING_WINDOW_LABEL: 'Plage horaire du ménage',
  DATE_AND_ADDRESS_LABEL: 'Date et adresse',
  SUMMARY_SERVICE_LABEL: 'Service',
  ADD_ONS_LABEL: 'Options',
  NO_ADD_ONS: 'Aucune',
  ESTIMATED_HOURS_LABEL: 'Heures estimées',
  PRICE_PER_HOUR_LABEL: 'Prix à l’heure',
  TOTAL_PRICE_LABEL: 'Prix total',
  FINAL_PRICE_LABEL: 'Prix final',
  BOOK_NOW: BOOK_NOW_LABEL,
  MODIFY: 'Modifier',

  CONTACT_LOADER: 'Préparation de votre réservation…',
  AVAILABILITY_LOADER:
    'Un(e) préposé(e) au ménage est disponible ! Préparation de votre soumission…',
  BOOKING_LOADER: 'Réservation de votre ménage…',
};

export const sameDayPaymentLabels: Translation<typeof english.sameDayPaymentLabels> = {
  PAYMENT_HEADING: 'Détails du paiement',
  PAYMENT_SUBHEADING: 'Votre carte n’est débitée qu’une fois votre ménage terminé.',
  CARDHOLDER_NAME_LABEL: 'Nom du titulaire de la carte',
  CARDHOLDER_NAME_PLACEHOLDER: 'Nom tel qu’il figure sur la carte',
  CARD_LABEL: 'Renseignements de la carte',
  TERMS_LABEL: 'J’accepte les Conditions générales et la Politique de confidentialité.',
  HAVE_COUPON_LABEL: 'J’ai un code promo',
  COUPON_CODE_LABEL: 'Code promo',
  COUPON_CODE_PLACEHOLDER: 'Entrez votre code promo',
  APPLY_COUPON: 'Appliquer',
  SUBTOTAL_LABEL: 'Sous-total',
  DISCOUNT_LABEL: 'Rabais',
  TAX_LABEL: 'Taxes',
  AMOUNT_DUE_LABEL: 'Total',
  PAY: 'Payer {amount}',
  CANCELLATION_NOTE:
    'Annulez avant l’arrivée de votre préposé(e) au ménage et vous ne payez rien : toute retenue sur votre carte est libérée.',
  SECURE_PAYMENT_NOTE:
    'Les renseignements de votre carte vont directement à notre fournisseur de paiement sécurisé; MapleShine ne conserve jamais votre numéro de carte.',
};

export const sameDayBookingLabels: Translation<typeof english.sameDayBookingLabels> = {
  ...sameDayWizardLabels,
  ...sameDayPaymentLabels,
};

export const bookNowLabels: Translation<typeof english.bookNowLabels> = {
  BANNER_HEADING: 'Réserver un ménage',
  BANNER_SUBHEADING:
    'Ménage le jour même ou le lendemain par des préposé(e)s au ménage vérifié(e)s, dont les antécédents ont été contrôlés. Une seule fois, sans contrat.',
  ...sameDayBookingLabels,
};

export const thankYouLabels: Translation<typeof english.thankYouLabels> = {
  HEADING: 'Merci pour votre réservation !',
  DESCRIPTION_ONE:
    'Votre ménage est réservé. Nous vous avons envoyé par courriel votre confirmation avec la date, la plage horaire, l’adresse et le total.',
  DESCRIPTION_TWO:
    'Votre carte n’est débitée qu’une fois le travail terminé par votre préposé(e) au ménage. Si vos plans changent, annulez avant son arrivée et vous ne payez rien.',
  CONTINUE: 'Continuer',
};
