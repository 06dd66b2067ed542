import type * as english from '../en-CA/mail-quote.ts';
import type { Translation } from '../translation.ts';

/** La soumission envoyée depuis l’écran de réservation (décision 105). */

export const quoteMail: Translation<typeof english.quoteMail> = {
  subject: 'Votre soumission MapleShine {bookingNo}',
  body: `Bonjour {firstName},

Voici la soumission pour votre ménage\u00a0:

{lines}

Pour réserver, retournez à la page de réservation et payez avec votre carte. Votre carte est autorisée au moment de réserver et n’est débitée qu’une fois le ménage terminé.

MapleShine`,
  service: 'Service demandé\u00a0: {service}',
  date: 'Date du ménage\u00a0: {day}',
  window: 'Plage du ménage\u00a0: de {from} à {until}',
  address: 'Adresse\u00a0: {address}',
  unitAddress: 'Unité {unit}, {address}',
  extras: 'Options\u00a0: {extras}',
  noExtras: 'Aucune',
  hours: 'Heures estimées\u00a0: {hours}',
  rate: 'Prix à l’heure\u00a0: {amount}',
  subtotal: 'Prix du ménage\u00a0: {amount}',
  discount: 'Rabais\u00a0: -{amount}',
  planDiscount: 'Rabais de ménage régulier ({percent})\u00a0: -{amount}',
  tax: '{tax}\u00a0: {amount}',
  taxName: 'Taxe',
  total: 'Prix final\u00a0: {amount}',
  bookingNumber: 'Numéro de réservation\u00a0: {bookingNo}',
};
