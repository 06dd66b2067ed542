import type { BannerSeed } from './content-types.ts';

/**
 * The site's settings and banners in French (decision 106). Only the settings a person reads are
 * translated: the phone number, the e-mail address and the social links are the same in French.
 */
export const settingFrench: Record<string, string> = {
  FOOTER_DESCRIPTION:
    'MapleShine met en relation les ménages et les entreprises de partout au Canada avec des préposés au ménage sélectionnés et dont les antécédents ont été vérifiés. Prix connus d’avance, paiement par carte et aucun contrat.',
  COPYRIGHTED_TEXT: '© 2026 MapleShine Cleaning Inc. Tous droits réservés.',
};

/** The home page's banners by English heading. */
export const bannerFrench: Record<string, Omit<BannerSeed, 'image'>> = {
  'A spotless home, booked in a minute': {
    heading: 'Une maison impeccable, réservée en une minute',
    subHeading:
      'Ménage de déménagement, grand ménage, ménage après une réception, ménage d’entretien et entretien commercial',
    description:
      'Décrivez votre logement, voyez le prix d’avance et payez seulement une fois le ménage terminé.',
  },
  'Moving day, sorted': {
    heading: 'Le jour du déménagement, réglé',
    subHeading: 'Ménages de départ et d’arrivée avec une liste de contrôle complète',
    description:
      'De l’intérieur du four à la dernière plinthe, remettez les clés ou emménagez dans un logement propre de haut en bas.',
  },
  'Ready before you open': {
    heading: 'Prêt avant l’ouverture',
    subHeading: 'Entretien commercial pour bureaux, studios et boutiques',
    description:
      'Réservez un ménage tôt le matin ou en soirée pour votre lieu de travail, sans contrat, avec la TPS ou la TVH indiquée sur chaque prix.',
  },
};
