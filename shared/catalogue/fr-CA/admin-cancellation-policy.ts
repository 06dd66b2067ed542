import type * as english from '../en-CA/admin-cancellation-policy.ts';
import type { Translation } from '../translation.ts';

/* L’éditeur de la politique d’annulation dans la console (enjeu 42, décision 127). */

export const cancellationPolicyLabels: Translation<typeof english.cancellationPolicyLabels> = {
  HEADING: 'Politique d’annulation',
  INTRO:
    'Ce qu’il en coûte à un client d’annuler, selon le temps qui reste avant le début. Tous les frais vont au préposé au ménage assigné. Une nouvelle version ne s’applique qu’aux réservations confirmées après sa publication\u00a0; chaque réservation garde la version sous laquelle elle a été confirmée.',
  LOADING: 'Chargement de la politique d’annulation',
  CURRENT_HEADING: 'En vigueur',
  CURRENT_VERSION: 'Version {version}, en vigueur depuis le {moment}',
  PUBLISHED_BY: 'Publiée par {name}',
  FIRST_VERSION: 'La première version, mise en place avec MapleShine',
  NONE_YET: 'Aucune politique n’a encore été publiée\u00a0: l’annulation est gratuite.',
  EDIT_HEADING: 'Publier une nouvelle version',
  EDIT_INTRO:
    'Les paliers se comptent à rebours à partir du début du ménage, le plus éloigné d’abord, chacun commençant là où le précédent se termine\u00a0; le dernier se termine au début. Avant le premier palier, l’annulation est gratuite.',
  FREE_MINUTES_FIELD: 'Gratuite pendant ce nombre de minutes après la réservation',
  FREE_MINUTES_HINT: 'De 0 à 60, quel que soit le palier.',
  TIER_LEGEND: 'Palier {tier}',
  FROM_FIELD: 'De (heures avant le début)',
  UNTIL_FIELD: 'Jusqu’à (heures avant le début)',
  FEE_KIND_FIELD: 'Frais',
  FEE_NONE: 'Aucuns frais',
  FEE_CLEANER_PAY: 'Heures de la paie du préposé',
  FEE_PRICE_SHARE: 'Part du prix avant taxes',
  HOURS_FIELD: 'Heures de paie',
  HOURS_HINT: 'Par quarts d’heure, de 0,25 à 8.',
  PERCENT_FIELD: 'Pourcentage du prix',
  PERCENT_HINT: 'De 1 à 100.',
  ADD_TIER: 'Ajouter un palier',
  REMOVE_TIER: 'Retirer le palier {tier}',
  PREVIEW_HEADING: 'Tel que les clients le liront',
  PREVIEW_INCOMPLETE: 'La phrase s’affiche dès que chaque champ contient un nombre.',
  PUBLISH: 'Publier la version {version}',
  RESET: 'Repartir de la version en vigueur',
  HISTORY_HEADING: 'Versions précédentes',
  HISTORY_EMPTY: 'Aucune version précédente\u00a0: celle en vigueur est la première.',
  HISTORY_VERSION: 'Version {version} de la politique',
  HISTORY_IN_FORCE: 'En vigueur du {from} au {until}',
};

export const cancellationPolicyWords: Translation<typeof english.cancellationPolicyWords> = {
  FREE_UNTIL:
    'Annulation gratuite jusqu’à {hours, plural, one {# heure} other {# heures}} avant le début.',
  FREE_TO_START: 'Annulation gratuite jusqu’au début du ménage.',
  ALSO_FREE_WITH_MINUTES:
    'Elle est aussi gratuite tant qu’aucun préposé au ménage n’a accepté votre réservation, et dans les {minutes, plural, one {# minute} other {# minutes}} qui suivent la réservation.',
  ALSO_FREE:
    'Elle est aussi gratuite tant qu’aucun préposé au ménage n’a accepté votre réservation.',
  TIER_BETWEEN: 'De {from} à {until}\u00a0heures avant le début, l’annulation coûte {fee}.',
  TIER_LAST:
    'À moins de {from, plural, one {# heure} other {# heures}} du début, l’annulation coûte {fee}.',
  FEE_NONE: 'rien',
  FEE_CLEANER_PAY: '{hours, plural, one {# heure} other {# heures}} de la paie de votre préposé',
  FEE_PRICE_SHARE: '{percent}\u00a0% du prix avant taxes',
  CLOSED: 'Une fois le ménage commencé, il ne peut plus être annulé.',
  TO_CLEANER: 'Tous les frais vont à votre préposé au ménage, taxes incluses.',
};
