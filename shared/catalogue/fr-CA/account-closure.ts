import type * as english from '../en-CA/account-closure.ts';
import type { Translation } from '../translation.ts';

export const closeAccountTexts: Translation<typeof english.closeAccountTexts> = {
  HEADING: 'Fermer mon compte',
  INTRO:
    'Fermer votre compte annule vos réservations à venir, remet les travaux que vous avez acceptés, et supprime ou anonymise vos données personnelles. C’est irréversible.',
  OPEN: 'Fermer mon compte…',
  DIALOG_TITLE: 'Fermer votre compte',
  PASSWORD: 'Mot de passe actuel',
  PASSWORD_REQUIRED: 'Veuillez entrer votre mot de passe actuel.',
  CODE: 'Code de votre application d’authentification',
  CODE_REQUIRED: 'Veuillez entrer le code à 6 chiffres de votre application d’authentification.',
  CONFIRM: 'Je comprends que la fermeture de mon compte est irréversible.',
  CONFIRM_REQUIRED: 'Veuillez confirmer que vous comprenez.',
  SUBMIT: 'Fermer mon compte',
  SUBMIT_WITH_FEE: 'Fermer mon compte et payer {fee}',
  CANCEL: 'Garder mon compte',
  CLOSE_DIALOG: 'Fermer cette fenêtre',
};

export const closurePreviewTexts: Translation<typeof english.closurePreviewTexts> = {
  LOADING: 'Vérification de ce que coûte la fermeture du compte…',
  LOAD_FAILED: 'Impossible de vérifier ce que coûte la fermeture pour l’instant : {message}',
  BOOKINGS: 'Réservations à venir qui seront annulées',
  NO_BOOKINGS: 'Aucune réservation à venir.',
  BOOKING_LINE: '{bookingNo} · {service}{when, select, none {} other { · {when}}}',
  FREE: 'Gratuit',
  FEE: 'Frais de {fee}',
  TOTAL_FREE: 'La fermeture ne coûte rien : aucuns frais d’annulation ne sont dus.',
  TOTAL_FEE:
    'Fermer maintenant coûte {fee} en frais d’annulation (taxes incluses) selon notre politique d’annulation, versés aux préposé(e)s. Ils sont prélevés sur la carte de chaque réservation.',
  JOBS: 'Travaux acceptés qui seront remis aux autres préposé(e)s',
  ERASED:
    'Supprimés ou anonymisés : votre nom (les avis et commentaires afficheront « Ancien(ne) client(e) » ou « Ancien(ne) préposé(e) »), votre numéro de téléphone, vos adresses et notes d’accès, vos photos, notifications, courriels, préférences de courriel et sessions. Votre adresse courriel est libérée.',
  KEPT: 'Ce que nous conservons, et pourquoi',
};

export const consoleClosureTexts: Translation<typeof english.consoleClosureTexts> = {
  SECTION: 'Compte du client',
  INTRO:
    'À la demande écrite du client, fermez son compte comme il pourrait le faire depuis son profil.',
  CLOSED: 'Ce client a fermé son compte.',
  OPEN: 'Fermer le compte…',
  DIALOG_TITLE: 'Fermer le compte de ce client',
  NOTE: 'La demande écrite',
  NOTE_DESCRIPTION:
    'Pour le journal d’audit, p. ex. « Courriel du 28 novembre 2026 demandant la fermeture du compte ».',
  NOTE_REQUIRED: 'Veuillez noter la demande reçue (par exemple sa date).',
  SUBMIT: 'Fermer le compte',
  SUBMIT_WITH_FEE: 'Fermer le compte et facturer {fee}',
  CANCEL: 'Annuler',
  CLOSE_DIALOG: 'Fermer cette fenêtre',
  ERASED:
    'Supprimés ou anonymisés : son nom (les avis et commentaires afficheront « Ancien(ne) client(e) » ou « Ancien(ne) préposé(e) »), son numéro de téléphone, ses adresses et notes d’accès, ses photos, notifications, courriels, préférences de courriel et sessions. Son adresse courriel est libérée.',
  CLEANER_SECTION: 'Compte du ou de la préposé(e)',
  CLEANER_INTRO:
    'À la demande écrite du ou de la préposé(e), fermez son compte comme il pourrait le faire depuis son profil.',
  CLEANER_CLOSED: 'Ce ou cette préposé(e) a fermé son compte.',
  CLEANER_DIALOG_TITLE: 'Fermer le compte de ce ou cette préposé(e)',
};
