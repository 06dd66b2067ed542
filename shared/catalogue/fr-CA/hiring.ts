/*
 * Les huit pages d’offres d’emploi (house-cleaner-jobs-<ville>), en français (décision 107).
 * En français, `inText` porte sa préposition (« à Edmonton », « dans le Lower Mainland ») : c’est
 * ainsi que la ville se lit dans « Emplois … à Edmonton » comme dans « partout à Edmonton ». De même,
 * `areas` porte la préposition de son premier lieu (« d’Oliver, du centre-ville, … »).
 */

import type * as english from '../en-CA/hiring.ts';
import type { HiringCity } from '../en-CA/hiring.ts';
import type { Translation } from '../translation.ts';

export function hiringPageLabels(city: HiringCity): ReturnType<typeof english.hiringPageLabels> {
  return {
    BANNER_HEADING: `Emplois de préposé(e) au ménage ${city.inText}`,
    BANNER_SUBHEADING: `Gagnez jusqu’à 30 $ l’heure en faisant le ménage de logements ${city.inText}, et soyez payé(e) dans les 48 heures suivant chaque quart terminé.`,
    APPLY_NOW: 'Postuler',
    OVERVIEW_HEADING: 'Aperçu de l’emploi',
    OVERVIEW_TEXT: `MapleShine met en relation la clientèle ${city.inText} avec des préposé(e)s au ménage vérifié(e)s, aux antécédents contrôlés, pour des ménages ponctuels de déménagement et d’emménagement, des grands ménages, des ménages après une fête, des ménages courants et des ménages commerciaux. ${city.local} Comme entrepreneur indépendant, vous choisissez les travaux que vous acceptez, et chaque travail affiche l’adresse, la plage horaire, le service, les heures estimées et les options avant que vous vous engagiez.`,
    WHY_JOIN_HEADING: `Pourquoi faire du ménage avec MapleShine ${city.inText}`,
    WHY_JOIN_1_TITLE: 'Gagnez jusqu’à 30 $ l’heure',
    WHY_JOIN_1_TEXT:
      'Une rémunération horaire claire pour chaque travail terminé, avec les heures estimées affichées avant que vous acceptiez.',
    WHY_JOIN_2_TITLE: 'Payé(e) en 48 heures',
    WHY_JOIN_2_TEXT:
      'Vous êtes payé(e) dans les 48 heures suivant chaque quart terminé : pas besoin d’attendre une paie mensuelle.',
    WHY_JOIN_3_TITLE: 'Choisissez vos travaux',
    WHY_JOIN_3_TEXT:
      'Acceptez les travaux qui conviennent à votre horaire et refusez les autres. Vous décidez quand et combien vous travaillez.',
    WHY_JOIN_4_TITLE: 'Travaillez près de chez vous',
    WHY_JOIN_4_TEXT: `Les travaux viennent de logements et d’entreprises ${city.areas}\u00a0: vous passez moins de temps en déplacement.`,
    WHY_JOIN_5_TITLE: 'Ni argent comptant ni factures',
    WHY_JOIN_5_TEXT:
      'La clientèle réserve et paie par carte avec MapleShine : aucun argent à encaisser, aucune facture à réclamer.',
    WHY_JOIN_6_TITLE: 'Tous les détails d’avance',
    WHY_JOIN_6_TEXT:
      'L’adresse, les coordonnées du client, le service, les options et la plage horaire figurent dans votre page Travaux avant votre départ, et vous ne pouvez pas recevoir deux travaux qui se chevauchent.',
    REQUIREMENTS_HEADING: 'Ce qu’il vous faut',
    REQUIREMENT_1: 'Consentir à une vérification des antécédents',
    REQUIREMENT_2: 'Vos propres produits et équipements de ménage courants',
    REQUIREMENT_3: `Un moyen de vous déplacer vers les travaux partout ${city.inText}`,
    REQUIREMENT_4: 'Un téléphone intelligent pour accepter, commencer et terminer les travaux',
    CLOSING_HEADING: 'Prêt(e) à commencer ?',
    CLOSING_TEXT:
      'La candidature prend environ cinq minutes. Une fois votre vérification des antécédents réussie et votre candidature approuvée, vous pourrez accepter votre premier travail.',
  };
}

export const hiringCities: Translation<typeof english.hiringCities> = {
  edmonton: {
    inText: 'à Edmonton',
    areas: 'd’Oliver, du centre-ville, de Windermere, de Summerside et de Mill Woods',
    local:
      'Les ménages de déménagement et d’emménagement y sont en demande constante, des condos du centre-ville aux maisons familiales du sud-ouest.',
  },
  calgary: {
    inText: 'à Calgary',
    areas: 'du Beltline, de Mission, de Bridgeland, de Tuscany et de Mahogany',
    local:
      'À Calgary, la clientèle réserve de tout, du ménage de condos au centre-ville au grand ménage de maisons familiales en banlieue.',
  },
  'lower-mainland': {
    inText: 'dans le Lower Mainland',
    areas: 'de Vancouver, de Burnaby, de Richmond, de Surrey et de Coquitlam',
    local:
      'Dans le Lower Mainland, les travaux vont des appartements du centre-ville de Vancouver aux maisons en rangée et aux appartements en sous-sol de Surrey et de Coquitlam.',
  },
  winnipeg: {
    inText: 'à Winnipeg',
    areas:
      'd’Osborne Village, de River Heights, de St. Vital, de Transcona et de l’Exchange District',
    local:
      'À Winnipeg, la clientèle réserve des ménages courants et des grands ménages toute l’année, et les ménages de déménagement culminent vers la fin de chaque mois.',
  },
  ottawa: {
    inText: 'à Ottawa',
    areas: 'de Westboro, du Glebe, du Centretown, de Kanata et d’Orléans',
    local:
      'Les nombreux logements locatifs d’Ottawa assurent des ménages d’emménagement et de déménagement réguliers, en plus des grands ménages et du ménage de petits bureaux.',
  },
  toronto: {
    inText: 'à Toronto',
    areas: 'de l’Annex, de Leslieville, de Liberty Village, de North York et d’Etobicoke',
    local:
      'Toronto offre la plus grande variété de travaux, des déménagements de condos et des ménages après une fête aux ménages de studios et de bureaux tôt le matin.',
  },
  mississauga: {
    inText: 'à Mississauga',
    areas: 'de Port Credit, de Streetsville, d’Erin Mills, de Meadowvale et du City Centre',
    local:
      'À Mississauga, la clientèle réserve des grands ménages et des ménages courants pour des maisons familiales et des condos, ainsi que des ménages d’emménagement pour les nouveaux acheteurs.',
  },
  brampton: {
    inText: 'à Brampton',
    areas: 'de Springdale, de Mount Pleasant, de Bramalea, de Heart Lake et de Castlemore',
    local:
      'À Brampton, les ménages réservent des ménages après les réunions de famille et les célébrations, ainsi que des grands ménages et des ménages d’emménagement.',
  },
};
