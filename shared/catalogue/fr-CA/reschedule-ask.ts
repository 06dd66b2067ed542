import type * as english from '../en-CA/reschedule-ask.ts';
import type { Translation } from '../translation.ts';

export const rescheduleAskTexts: Translation<typeof english.rescheduleAskTexts> = {
  askNote:
    'Ces plages sont en dehors des heures de travail de votre préposé(e) au ménage. Nous le lui demandons d’abord\u00a0; votre réservation garde sa plage jusqu’à son acceptation, et un refus ne lui coûte rien.',
  askConfirm: 'Demander à votre préposé(e) au ménage de venir le {when}\u00a0?',
  askExplain:
    'Votre réservation garde sa plage actuelle jusqu’à l’acceptation de votre préposé(e) au ménage. S’il ou elle refuse ou ne répond pas à temps, vous pourrez garder votre plage, offrir la nouvelle plage à d’autres personnes préposées au ménage si l’une est libre, ou annuler sans frais.',
  ask: 'Demander à mon préposé(e)',
  askWithPrice: 'Demander à mon préposé(e) à {price}',
  asking: 'Demande en cours…',
  waitingHeading: 'Nouvelle plage demandée',
  waiting: 'En attente de la réponse de {cleaner} d’ici le {answerBy}.',
  waitingTime: 'Plage demandée\u00a0: {when} · {price}',
  declined: '{cleaner} ne peut pas venir le {when}. Votre réservation garde sa plage.',
  expired: '{cleaner} n’a pas répondu à temps pour le {when}. Votre réservation garde sa plage.',
  choose: 'Que souhaitez-vous faire\u00a0?',
  keep: 'Garder ma plage',
  open: 'Offrir la nouvelle plage à d’autres préposé(e)s',
  openConfirm:
    'Déplacer votre réservation au {when} ({price}) et l’offrir à d’autres personnes préposées au ménage\u00a0? {cleaner} en est libéré(e) sans aucune pénalité, et nous vous avertissons dès qu’une autre personne l’accepte. Cela compte pour l’un de vos deux changements de plage.',
  openYes: 'Oui, déplacer et offrir',
  cancelFree: 'Annuler sans frais',
  cancelConfirm:
    'Annuler cette réservation sans frais\u00a0? La retenue sur votre carte est libérée.',
  cancelYes: 'Oui, annuler sans frais',
  back: 'Retour',
  working: 'Enregistrement…',
};
