import type * as english from '../en-CA/api-quote.ts';
import type { Translation } from '../translation.ts';

export const quoteRefusals: Translation<typeof english.quoteRefusals> = {
  bookingNotFound: 'Réservation introuvable.',
  service: 'Veuillez choisir le service.',
  city: 'Veuillez choisir la ville.',
  residence: 'Veuillez choisir le type de résidence.',
  extras: 'Veuillez choisir les extras dans la liste.',
  bedrooms: 'Veuillez choisir le nombre total de chambres.',
  bathrooms: 'Veuillez choisir le nombre total de salles de bain.',
  wrongCity: '{postalCode} n’est pas à {cityName}. Veuillez vérifier la ville ou le code postal.',
  date: 'Veuillez choisir la date',
  pastDate: 'Veuillez choisir une date qui n’est pas passée.',
  farDate: 'Veuillez choisir une date dans les 12 prochains mois.',
  from: 'Veuillez choisir une heure de début.',
  until: 'Veuillez choisir une heure de fin.',
  pastFrom: 'Veuillez choisir une heure de début plus tard que l’heure actuelle.',
  untilAfterFrom: 'L’heure de fin doit être après l’heure de début.',
  latestUntil: 'L’heure de fin doit être 23 h ou plus tôt.',
  windowTooShort:
    'Ce ménage prend environ {hours} heures; veuillez donc choisir une plage d’au moins {hours} heures.',
  windowTooShortExample:
    'Ce ménage prend environ {hours} heures; veuillez donc choisir une plage d’au moins {hours} heures (par exemple de {from} à {until}).',
  windowTooShortOtherDay:
    'Ce ménage prend environ {hours} heures; veuillez donc choisir une plage d’au moins {hours} heures (par exemple de {from} à {until} un autre jour).',
  noCleanerOtherDay:
    'Aucune personne à l’entretien ménager n’est libre à {cityName} à cette heure-là. Veuillez choisir un autre jour — les matins offrent habituellement plus de disponibilités.',
  noCleanerLaterThatDay:
    'Aucune personne à l’entretien ménager n’est libre à {cityName} à cette heure-là. Veuillez choisir une autre heure\u00a0: une personne est libre à partir de {clock} ce jour-là.',
  noCleanerNextDay:
    'Aucune personne à l’entretien ménager n’est libre à {cityName} à cette heure-là. Veuillez choisir un autre jour\u00a0: la prochaine personne libre l’est le {day} à partir de {clock}.',
  operatorsDoNotBook:
    'Un compte de la console ne peut pas réserver de ménage. Veuillez réserver avec un compte client.',
  couponInvalid: 'Ce code promo n’est pas valide.',
  checkAvailabilityFirst: 'Veuillez d’abord vérifier les disponibilités.',
  priceChanged: 'Le prix a changé. Veuillez vérifier de nouveau les disponibilités.',
};

export const quoteAnswers: Translation<typeof english.quoteAnswers> = {
  quoted:
    'Bonne nouvelle\u00a0: une personne à l’entretien ménager est disponible pour votre ménage.',
  quoteEmailed: 'Nous vous avons envoyé la soumission par courriel.',
  bookingStarted: 'Merci. Parlez-nous maintenant du ménage.',
  couponApplied: 'Votre code promo a été appliqué.',
};
