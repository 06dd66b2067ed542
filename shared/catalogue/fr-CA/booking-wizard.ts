import type * as english from '../en-CA/booking-wizard.ts';
import type { Translation } from '../translation.ts';

/* Les textes de l’assistant de réservation qui ne sont pas des libellés de page (décision 107). */

export const wizardTexts: Translation<typeof english.wizardTexts> = {
  LOADING_FORM: 'Chargement du formulaire de réservation',
  LOADING_DETAILS: 'Chargement de vos coordonnées',
  FORM_LOAD_ERROR: 'Nous n’avons pas pu charger le formulaire de réservation. Veuillez réessayer.',
  TRY_AGAIN: 'Réessayer',
  UNREACHABLE: 'Nous n’avons pas pu joindre MapleShine. Vérifiez votre connexion et réessayez.',
  FAILED: 'Une erreur s’est produite.',
  PRIVACY_LINK: 'Politique de confidentialité',
  TERMS_LINK: 'Conditions générales',
  BEDROOM_OPTION: '{count, plural, one {# chambre} other {# chambres}}',
  BATHROOM_OPTION: '{count, plural, one {# salle de bain} other {# salles de bain}}',
  PREVIOUS_MONTH: 'Mois précédent',
  NEXT_MONTH: 'Mois suivant',
  WINDOW: 'le {date}, de {from} à {until}',
  WINDOW_AS_GIVEN: 'le {date}, {window}',
  HOURS: '{hours} h',
};

export const detailsErrors: Translation<typeof english.detailsErrors> = {
  RESIDENCE_REQUIRED: 'Veuillez choisir le type de logement.',
  SERVICE_REQUIRED: 'Veuillez choisir le service.',
  CITY_REQUIRED: 'Veuillez choisir la ville.',
  BEDROOMS_REQUIRED: 'Veuillez choisir le nombre de chambres.',
  BATHROOMS_REQUIRED: 'Veuillez choisir le nombre de salles de bain.',
  ADDRESS_REQUIRED: 'L’adresse complète est obligatoire.',
  ADDRESS_TOO_LONG: 'L’adresse complète ne peut pas dépasser 255 caractères.',
  DATE_REQUIRED: 'Veuillez choisir la date',
  FROM_REQUIRED: 'Veuillez choisir une heure de début.',
  UNTIL_REQUIRED: 'Veuillez choisir une heure de fin.',
  UNTIL_AFTER_FROM: 'L’heure de fin doit être après l’heure de début.',
  POSTAL_CODE_REQUIRED: 'Le code postal est obligatoire.',
  POSTAL_CODE_FORMAT: 'Veuillez entrer un code postal valide, comme T5J 1W4.',
  POSTAL_CODE_WRONG_CITY:
    '{postalCode} n’est pas à {city}. Veuillez vérifier la ville ou le code postal.',
};

export const paymentTexts: Translation<typeof english.paymentTexts> = {
  PAYING: 'Chargement…',
  CARDHOLDER_NAME_REQUIRED: 'Veuillez entrer le nom du titulaire de la carte.',
  TERMS_REQUIRED: 'Veuillez accepter les conditions.',
  COUPON_NOT_APPLIED: 'Veuillez d’abord appliquer votre code promo pour obtenir votre rabais.',
  COUPON_EMPTY: 'Veuillez entrer le code promo.',
  COUPON_REQUIRED: 'Veuillez entrer le code promo.',
  COUPON_INVALID: 'Ce code promo n’est pas valide.',
  PRICE_BREAKDOWN: 'Détail du prix',
  PAYMENT_FAILED: 'Votre paiement n’a pas pu être traité. Veuillez réessayer.',
  CARD_PAYMENTS_UNAVAILABLE:
    'La carte ne peut pas être traitée pour le moment. Veuillez réessayer.',
  CARD_FIELD_NOT_READY:
    'Le champ de la carte est encore en chargement. Veuillez réessayer dans un instant.',
  LOADING_CARD_FIELD: 'Chargement du champ de carte sécurisé',
  TEST_MODE: 'Mode test',
  TEST_MODE_NOTE:
    'Aucune vraie carte n’est débitée. Utilisez une carte de test Stripe, par exemple 4242 4242 4242 4242.',
  CARD_NUMBER_LABEL: 'Numéro de carte',
  EXPIRY_LABEL: 'Date d’expiration (MM/AA)',
  EXPIRY_PLACEHOLDER: 'MM/AA',
  CVC_LABEL: 'Code de sécurité (CVC)',
  NUMBER_INCOMPLETE: 'Votre numéro de carte est incomplet.',
  NUMBER_INVALID: 'Votre numéro de carte n’est pas valide.',
  NUMBER_UNKNOWN: 'Utilisez un des numéros de carte de test de Stripe.',
  EXPIRY_INCOMPLETE: 'La date d’expiration de votre carte est incomplète.',
  EXPIRY_INVALID: 'La date d’expiration de votre carte n’est pas valide.',
  EXPIRY_PAST: 'La date d’expiration de votre carte est passée.',
  CVC_INCOMPLETE: 'Le code de sécurité de votre carte est incomplet.',
};

export const bookedTexts: Translation<typeof english.bookedTexts> = {
  HEADING: 'Votre réservation',
  BOOKING_NUMBER: 'Numéro de réservation',
  SERVICE: 'Service',
  DATE: 'Date',
  TIME: 'Heure',
  TIME_VALUE: 'De {from} à {until}',
  ADDRESS: 'Adresse',
  AMOUNT_HELD: 'Montant retenu',
  PAYMENT: 'Paiement',
  CARD_SAVED: 'Carte enregistrée; {amount} sera retenu 24 heures avant votre ménage',
  ADD_TO_CALENDAR: 'Ajouter au calendrier',
};
