import type * as english from '../en-CA/home.ts';
import type { Translation } from '../translation.ts';
import { BOOK_NOW_LABEL, sameDayHeadingLabels } from './same-day-heading.ts';

/** Ce que la page d’accueil affiche elle-même, en français (décision 107). */
export const homePageLabels: Translation<typeof english.homePageLabels> = {
  HERO_HEADING: 'Ménage résidentiel dans neuf villes canadiennes',
  HERO_FROM_PRICE: 'À partir de {amount} avant taxes',
  HERO_FROM_PRICE_NOTE: 'pour un logement de 1 chambre et 1 salle de bain',
  HERO_VETTED: 'Préposé(e)s au ménage vérifié(e)s, antécédents contrôlés',
  HERO_CARD_HELD: 'Carte retenue, débitée une fois le travail fait',
  QUOTE_CARD_TITLE: 'Votre soumission',
  QUOTE_CARD_LABEL: 'Votre soumission\u00a0: {service}',
  QUOTE_CARD_HOME: '1 chambre · 1 salle de bain',
  QUOTE_CARD_WINDOW: 'Plage horaire',
  QUOTE_CARD_HOURS: 'Heures estimées',
  QUOTE_CARD_PRICE: 'Prix avant taxes',
  BANNER_HEADING: 'Un logement impeccable, réservé en une minute',
  BANNER_SUBHEADING:
    'Des préposé(e)s au ménage vérifié(e)s, aux antécédents contrôlés, dans neuf villes canadiennes. Prix affichés d’avance, visites le jour même ou le lendemain, sans contrat.',
  ...sameDayHeadingLabels,
  BOOK_NOW: BOOK_NOW_LABEL,
  SERVICES_HEADING: 'Nos services',
  SERVICES_SUBHEADING:
    'Des ménages ponctuels pour chaque occasion : jour du déménagement, grand ménage, après la fête.',
  VIEW_ALL: 'Tout voir',
  READ_MORE: 'LIRE LA SUITE',
  ABOUT_HEADING: 'À propos de MapleShine',
  ABOUT_SUBHEADING: 'Un ménage de confiance, réservé en quelques minutes',
  ABOUT_TEXT:
    'MapleShine met en relation les ménages et les entreprises d’Edmonton, de Calgary, du Lower Mainland, de Winnipeg, d’Ottawa, de Toronto, de Mississauga et de Brampton avec des préposé(e)s au ménage indépendant(e)s, dont les antécédents ont été contrôlés et que notre équipe a approuvé(e)s. Vous voyez votre prix avant de réserver, votre carte n’est débitée qu’une fois le travail terminé, et chaque réservation est ponctuelle, sans contrat.',
  ABOUT_POINT_1: 'Préposé(e)s au ménage vérifié(e)s, antécédents contrôlés',
  ABOUT_POINT_2: 'Prix affichés d’avance, taxes indiquées par leur nom',
  ABOUT_POINT_3: 'Carte débitée seulement une fois le travail terminé',
  HOW_IT_WORKS_HEADING: 'Comment ça marche',
  HOW_STEP_1_TITLE: 'Parlez-nous de votre logement',
  HOW_STEP_1_TEXT:
    'Choisissez le service, les pièces et les options, et voyez votre prix et votre plage horaire avant de payer.',
  HOW_STEP_2_TITLE: 'Réservez, votre carte est retenue',
  HOW_STEP_2_TEXT:
    'Votre carte est autorisée, pas débitée, et un(e) préposé(e) au ménage vérifié(e) de votre ville accepte le travail.',
  HOW_STEP_3_TITLE: 'Payez une fois le travail fait',
  HOW_STEP_3_TEXT:
    'Votre carte n’est débitée qu’après le ménage. Vous évaluez ensuite votre préposé(e) au ménage.',
  TRUST_HEADING: 'Pourquoi les foyers font confiance à MapleShine',
  TRUST_CHECKED_TITLE: 'Antécédents contrôlés',
  TRUST_CHECKED_TEXT:
    'Chaque préposé(e) au ménage consent à une vérification de ses antécédents en posant sa candidature, et notre équipe l’approuve avant son premier travail.',
  TRUST_CARD_TITLE: 'Carte retenue, débitée une fois le travail fait',
  TRUST_CARD_TEXT:
    'Votre carte est retenue à la réservation et débitée seulement une fois le travail fait, jamais de plus que le prix que vous avez approuvé.',
  TRUST_PAID_TITLE: 'Préposé(e)s payé(e)s en 48 heures',
  TRUST_PAID_TEXT:
    'Les préposé(e)s au ménage gagnent jusqu’à 30 $ l’heure et sont payé(e)s dans les 48 heures suivant chaque quart terminé.',
  CITIES_HEADING: 'Où nous faisons le ménage',
  TESTIMONIALS_HEADING: 'Ce que disent nos clients',
  TESTIMONIALS_SUBHEADING: 'De vrais avis de foyers et d’entreprises partout au Canada.',
  FAQ_HEADING: 'Foire aux questions',
};
