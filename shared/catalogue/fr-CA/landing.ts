import type * as english from '../en-CA/landing.ts';
import type { Translation } from '../translation.ts';

/** La page d’atterrissage d’Edmonton (déménagement), en français (décision 107). */
export const landingLabels: Translation<typeof english.landingLabels> = {
  HERO_HEADING: 'Ménage d’emménagement et de déménagement à Edmonton',
  HERO_SUBHEADING:
    'Réservez 24 h sur 24, 7 jours sur 7, un(e) préposé(e) au ménage vérifié(e) pour aujourd’hui ou demain. Une seule fois, sans contrat, avec un prix affiché d’avance et sans frais cachés.',
  BOOK_NOW: 'Réserver',
  ABOUT_HEADING: 'Le ménage de déménagement à Edmonton, bien fait',
  ABOUT_TEXT:
    'Que vous remettiez les clés d’un appartement à Oliver ou que vous vous installiez dans une maison à Summerside, MapleShine envoie un(e) préposé(e) au ménage vérifié(e) pour préparer les lieux. Parlez-nous du logement, choisissez votre plage horaire et voyez votre prix avant de payer; votre carte n’est débitée qu’une fois le travail terminé.',
  WHY_US_HEADING: 'Pourquoi les Edmontoniens choisissent MapleShine',
  WHY_US_1_TITLE: 'Réservation 24 h sur 24',
  WHY_US_1_TEXT: 'Réservez en ligne à toute heure, de jour comme de nuit, en une minute environ.',
  WHY_US_2_TITLE: 'Le jour même ou le lendemain',
  WHY_US_2_TEXT:
    'Vous déménagez à court préavis ? Voyez tout de suite si une personne est libre aujourd’hui ou demain.',
  WHY_US_3_TITLE: 'Une seule fois, sans contrat',
  WHY_US_3_TEXT:
    'Réservez le ménage dont vous avez besoin pour votre déménagement, sans engagement.',
  WHY_US_4_TITLE: 'Prix affichés d’avance',
  WHY_US_4_TEXT:
    'Les heures estimées, le prix à l’heure, la TPS et le total s’affichent avant que vous payiez. Aucuns frais cachés.',
  WHY_US_5_TITLE: 'Vérifié(e)s, antécédents contrôlés',
  WHY_US_5_TEXT:
    'Chaque préposé(e) au ménage passe une vérification des antécédents et est approuvé(e) avant d’accepter un travail.',
  WHY_US_6_TITLE: 'Options chiffrées d’avance',
  WHY_US_6_TEXT:
    'Ajoutez l’enlèvement des ordures, le balcon ou le garage en réservant et voyez le prix immédiatement.',
  CHECKLIST_HEADING: 'Notre liste de contrôle d’emménagement et de déménagement',
  CHECKLIST_SUBHEADING:
    'Tout ce qu’il faut pour votre propriétaire, votre acheteur ou votre nouveau logement.',
  CHECKLIST_1_TITLE: 'Cuisine nettoyée à fond',
  CHECKLIST_1_TEXT:
    'Comptoirs, évier, façades des électroménagers et portes d’armoires, et l’intérieur du réfrigérateur, du four et des armoires sur demande.',
  CHECKLIST_2_TITLE: 'Salle de bain désinfectée à fond',
  CHECKLIST_2_TEXT:
    'Toilettes, baignoires, douches, lavabos, miroirs et robinetterie récurés et désinfectés.',
  CHECKLIST_3_TITLE: 'Plinthes, interrupteurs, portes, bouches d’aération et murs',
  CHECKLIST_3_TEXT:
    'Essuyés dans tout le logement pour enlever la poussière, les traces de doigts et la saleté.',
  CHECKLIST_4_TITLE: 'Fenêtres intérieures',
  CHECKLIST_4_TEXT: 'Vitres, cadres et rebords intérieurs nettoyés sur demande.',
  CHECKLIST_5_TITLE: 'Époussetage de toutes les surfaces',
  CHECKLIST_5_TEXT:
    'Tablettes, rebords, garde-robes, luminaires et toutes les surfaces accessibles.',
  CHECKLIST_6_TITLE: 'Planchers aspirés et lavés',
  CHECKLIST_6_TEXT: 'Chaque pièce, y compris les coins, les garde-robes et le long des plinthes.',
  CHECKLIST_7_TITLE: 'Détachage',
  CHECKLIST_7_TEXT: 'Éraflures, marques et dépôts enlevés des murs, des portes et des moulures.',
  COMMITMENT_HEADING: 'Notre engagement envers vous',
  COMMITMENT_1_TITLE: 'Service 24 h sur 24',
  COMMITMENT_1_TEXT:
    'Réservez quand cela vous convient, avec des heures de début de 0 h à 23 h, y compris le jour même et le lendemain.',
  COMMITMENT_2_TITLE: 'Une solution ponctuelle',
  COMMITMENT_2_TEXT:
    'Un seul ménage pour votre déménagement. Sans contrat, sans abonnement, sans frais de suivi.',
  COMMITMENT_3_TITLE: 'Professionnel(le)s et vérifié(e)s',
  COMMITMENT_3_TEXT:
    'Des préposé(e)s au ménage indépendant(e)s qui ont consenti à une vérification des antécédents et que notre équipe a approuvé(e)s.',
  COMMITMENT_4_TITLE: 'Des prix transparents',
  COMMITMENT_4_TEXT:
    'Votre soumission montre chaque montant avant que vous payiez, et votre carte n’est débitée qu’une fois le travail terminé.',
  TESTIMONIALS_HEADING: 'Ce que disent nos clients d’Edmonton',
  BLOGS_HEADING: 'Conseils de déménagement et de ménage',
  READ_MORE: 'LIRE LA SUITE',
  FAQ_HEADING: 'Foire aux questions',
  FAQ_1_QUESTION: 'Puis-je réserver un ménage de déménagement pour aujourd’hui ?',
  FAQ_2_QUESTION: 'Faites-vous le ménage les fins de semaine et les jours fériés ?',
  FAQ_3_QUESTION: 'Jusqu’à quelle heure puis-je réserver le soir ?',
  FAQ_4_QUESTION: 'En combien de temps une personne peut-elle arriver chez moi ?',
  FAQ_ANSWER:
    'Vous pouvez réserver en ligne 24 h sur 24, 7 jours sur 7, et les réservations pour le jour même ou le lendemain sont les bienvenues tous les jours de la semaine. Choisissez une heure de début de 0 h à 23 h, et Vérifier la disponibilité vous dit aussitôt si un(e) préposé(e) au ménage d’Edmonton est libre pour cette plage horaire.',
  CLOSING_HEADING: 'Vous déménagez bientôt ? Réservez votre ménage à Edmonton dès aujourd’hui.',
  CLOSING_TEXT:
    'Obtenez un prix d’avance en une minute environ et un(e) préposé(e) au ménage vérifié(e) dès aujourd’hui.',
};
