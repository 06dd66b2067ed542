import type * as english from '../en-CA/demo-gate.ts';
import type { Translation } from '../translation.ts';

/* L’écran du mot de passe de l’hôte de démonstration (spec §2). */

export const demoGateTexts: Translation<typeof english.demoGateTexts> = {
  HEADING: 'Démo MapleShine',
  INTRO: 'Ce site est une démo privée. Entrez le mot de passe qu’on vous a remis pour continuer.',
  PASSWORD: 'Mot de passe',
  CONTINUE: 'Continuer',
  INCORRECT_PASSWORD: 'Mot de passe incorrect. Réessayez.',
};
