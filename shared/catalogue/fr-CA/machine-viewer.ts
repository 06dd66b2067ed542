import type * as english from '../en-CA/machine-viewer.ts';
import type { Translation } from '../translation.ts';

/**
 * La visionneuse de machines à /machines (décision 046). Ses propres textes seulement : les noms,
 * descriptions et étiquettes des machines viennent de leur `meta` et restent en anglais (décision 109).
 */
export const machineViewerLabels: Translation<typeof english.machineViewerLabels> = {
  TITLE: 'Machines à états',
  INDEX_INTRO:
    'Chaque parcours de MapleShine qui a une machine à états. Ouvrez-en une pour voir son diagramme dans les mots du client, du préposé ou de l’opérateur, et parcourir pas à pas ce qui peut arriver.',
  INDEX_RUNS_IN: 'S’exécute dans\u00a0:',
  INDEX_COVERAGE: 'Testée\u00a0:',
  ALL_MACHINES: 'Toutes les machines',
  ZOOM_IN: 'Agrandir',
  ZOOM_OUT: 'Réduire',
  FIT: 'Ajuster à la vue',
  DIAGRAM_HELP:
    'Faites glisser ou utilisez les flèches du clavier pour vous déplacer\u00a0; pincez, faites défiler ou appuyez sur + et − pour zoomer, et sur 0 pour tout voir. La case pleine est l’état où se trouve la machine\u00a0; cliquez sur une case pour voir comment les tests l’atteignent.',
  COPY_LINK: 'Copier le lien vers cet état',
  LINK_COPIED: 'Lien copié.',
  LINK_NOT_COPIED: 'Copiez ce lien\u00a0:',
  MACHINE: 'Machine à états',
  DEFINED_IN: 'Définie dans {file}\u00a0; sa page pour les responsables du produit est {page}.',
  DIAGRAM_OF: 'Diagramme de {title}',
  STATE_NAMED: 'État {name}',
  LAYING_OUT: 'Mise en page du diagramme',
  LAYOUT_FAILED: 'Le diagramme n’a pas pu être mis en page\u00a0: {message}',
  CURRENT_STATE: 'État actuel',
  FINISHED: 'terminée',
  NO_DESCRIPTION: 'Cet état n’a pas de description.',
  CHOICES_HEADING: 'Ce qui peut arriver maintenant',
  MACHINE_FINISHED: 'La machine a terminé\u00a0: plus rien ne peut arriver.',
  NO_EVENT: 'Aucun événement ne fait avancer la machine d’ici.',
  EVENTS: 'Événements',
  ANSWERS: 'Réponses des appels en cours (simulations instantanées)',
  WAITS: 'Attentes',
  SENDS: 'Envoie\u00a0: {what}',
  STEPS_TAKEN: 'Étapes franchies',
  START_OVER: 'Recommencer',
  NO_STEPS: 'Aucune pour l’instant\u00a0: la machine est à son point de départ.',
  CONTEXT: 'Ce que la machine sait',
  TEST_PATH_HEADING: 'Comment les tests atteignent {state}',
  NO_TEST_MODEL:
    'Cette machine n’a pas encore de modèle de test, donc aucun test ne parcourt ses transitions. Ajoutez-en un dans {folder}.',
  NO_TEST_PATH: 'Aucun des {count} parcours de test générés n’atteint cet état.',
  SHORTEST_PATH:
    'Le plus court des {count} parcours que génèrent les tests fondés sur le modèle ({file}) qui se termine ici\u00a0:',
  TEST_PATH_LIST: 'Parcours de test vers {state}',
  STARTS_HERE: 'C’est le point de départ de la machine.',
  FOLLOW_PATH: 'Suivre ce parcours',
  CALL_SUCCEEDS: '{id} réussit',
  CALL_FAILS: '{id} échoue',
  CALL_FAILED: '{id} a échoué (simulation de la visionneuse).',
  SKIP_WAIT: 'Passer l’attente ({delay})',
  WAIT_PASSED: '{delay} écoulé',
  A_DELAY: 'un délai',
  MINUTES: '{count, plural, one {#\u00a0min} other {#\u00a0min}}',
  SECONDS: '{count, plural, one {# seconde} other {# secondes}}',
  MILLISECONDS: '{value}\u00a0ms',
};
