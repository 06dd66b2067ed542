import type * as english from '../en-CA/mail-unaccepted.ts';
import type { Translation } from '../translation.ts';

/** La réservation payée qu’aucun préposé au ménage n’a encore acceptée (décisions 098 et 105). */

export const unacceptedNotice: Translation<typeof english.unacceptedNotice> = {
  subject: 'Aucun préposé au ménage n’a encore accepté votre réservation MapleShine {bookingNo}',
  body: `Bonjour {name},

Aucun préposé au ménage n’a encore accepté votre réservation {bookingNo}\u00a0: {service}, {time}.

{offered}

Sur la page de votre réservation, vous pouvez la déplacer à l’un de ces moments d’une seule touche, ou l’annuler\u00a0:
{link}

Si personne ne l’accepte avant le début, nous annulons la réservation et {money}\u00a0; rien ne vous sera facturé.

MapleShine`,
  offeredNone:
    'Aucun autre moment n’a de préposé au ménage libre dans les deux prochaines semaines pour l’instant\u00a0; de nouveaux moments s’ouvrent à mesure que les préposés ajoutent des heures.',
  offered: 'Les moments les plus proches où un préposé au ménage est libre\u00a0:',
  offeredTime: '  - {time}',
  moneyHeld: 'la retenue de {amount} sur votre carte est libérée',
  moneySaved: 'votre carte enregistrée n’est pas débitée',
  cleaning: 'Ménage',
  noticeTitle: 'Aucun préposé au ménage n’a encore accepté votre réservation',
  noticeMessage:
    'Aucun préposé au ménage n’a encore accepté la réservation {bookingNo} ({service} le {date} à {time}). Ouvrez la réservation pour la déplacer à un moment où un préposé est libre, ou pour l’annuler. Si personne ne l’accepte avant le début, nous l’annulons et libérons la retenue sur votre carte.',
};

export const localTime: Translation<typeof english.localTime> = {
  inWords: '{day}, de {from} à {until}',
};
