import type * as english from '../en-CA/content.ts';
import type { Translation } from '../translation.ts';

/** Les pages de contenu : à propos, services, ménage commercial et carrières, en français. */

export const aboutUsLabels: Translation<typeof english.aboutUsLabels> = {
  BANNER_HEADING: 'À propos de nous',
  BANNER_SUBHEADING:
    'Une plateforme canadienne de ménage fondée sur la confiance, des prix clairs et une rémunération juste.',
  VALUES_HEADING: 'Nos valeurs',
  VALUE_1_TITLE: 'Confiance',
  VALUE_1_TEXT:
    'Chaque préposé(e) au ménage consent à une vérification des antécédents et est approuvé(e) par notre équipe avant d’accepter un travail.',
  VALUE_2_TITLE: 'Des prix clairs',
  VALUE_2_TEXT:
    'Vous voyez les heures estimées, le prix à l’heure, les taxes et le total avant de payer, sans frais cachés.',
  VALUE_3_TITLE: 'Sans engagement',
  VALUE_3_TEXT: 'Chaque réservation est un ménage ponctuel. Sans contrat, sans abonnement.',
  VALUE_4_TITLE: 'Une rémunération juste',
  VALUE_4_TEXT:
    'Les préposé(e)s au ménage gagnent jusqu’à 30 $ l’heure et sont payé(e)s dans les 48 heures suivant chaque quart terminé.',
  CTA_HEADING: 'Prêt pour un logement plus propre ?',
  BOOK_NOW: 'Réserver',
  JOIN_US_HEADING: 'Vous voulez faire du ménage avec nous ?',
  JOIN_US: 'Joignez-vous à nous',
};

export const servicesLabels: Translation<typeof english.servicesLabels> = {
  BANNER_HEADING: 'Nos services',
  BANNER_SUBHEADING:
    'Des ménages ponctuels pour chaque occasion, chacun avec une liste de contrôle claire et un prix affiché d’avance.',
  READ_MORE: 'LIRE LA SUITE',
  BOOK_NOW: 'Réserver',
};

export const commercialLabels: Translation<typeof english.commercialLabels> = {
  BANNER_HEADING: 'Ménage commercial',
  BANNER_SUBHEADING:
    'Bureaux, studios et petits commerces nettoyés avant l’ouverture, sans contrat.',
  INTRO_HEADING: 'Un lieu de travail propre, selon votre horaire',
  INTRO_TEXT:
    'Réservez un ménage commercial ponctuel tôt le matin ou en soirée. Les postes de travail et les surfaces souvent touchées sont désinfectés, les cuisinettes et les toilettes nettoyées et réapprovisionnées, les poubelles vidées, et les planchers aspirés et lavés.',
  SPACES_HEADING: 'Les espaces que nous nettoyons',
  SPACE_1: 'Bureaux et espaces de travail partagés',
  SPACE_2: 'Studios et cliniques',
  SPACE_3: 'Petits commerces de détail',
  SPACE_4: 'Salles d’exposition et aires d’accueil',
  BOOKING_TIP:
    'En réservant, choisissez « Bureau ou local commercial » comme type de logement pour que votre estimation corresponde à votre espace.',
  BOOK_NOW: 'Réserver',
  CONTACT_HEADING: 'Vous avez un plus grand espace ?',
  CONTACT_US: 'Nous joindre',
};

export const careersLabels: Translation<typeof english.careersLabels> = {
  BANNER_HEADING: 'Carrières chez MapleShine',
  BANNER_SUBHEADING:
    'Faites le ménage de logements dans votre ville, gagnez jusqu’à 30 $ l’heure et soyez payé(e) dans les 48 heures suivant chaque quart terminé.',
  OPEN_POSITIONS_HEADING: 'Emplois en entretien ménager par ville',
  OPEN_POSITIONS_TEXT:
    'Nous accueillons des préposé(e)s au ménage indépendant(e)s dans chacune de nos villes. Choisissez la vôtre pour en savoir plus.',
  VIEW_JOB: 'Voir l’emploi',
  APPLY_NOW: 'Postuler',
};

export const serviceSalesLabels: Translation<typeof english.serviceSalesLabels> = {
  FROM_PRICE: 'À partir de {amount} avant taxes',
  FROM_PRICE_NOTE: 'pour un logement de 1 chambre et 1 salle de bain, environ {hours} h',
  CARD_HELD: 'Carte retenue, débitée seulement une fois le travail fait',
};

export const contentPageLabels: Translation<typeof english.contentPageLabels> = {
  BANNER_SUBHEADING: '',
  BOOK_NOW: 'Réserver',
  FAQ_HEADING: 'Foire aux questions',
  ...serviceSalesLabels,
};
