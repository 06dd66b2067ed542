import type * as english from '../en-CA/api-security-incidents.ts';
import type { Translation } from '../translation.ts';

export const securityIncidentRefusals: Translation<typeof english.securityIncidentRefusals> = {
  notFound: 'Il n’y a pas d’incident de sécurité numéro {id}.',
  titleMissing: 'Veuillez donner un titre court à l’incident.',
  descriptionMissing:
    'Veuillez décrire ce qui s’est passé, comment l’incident a été découvert et ce qui a été fait.',
  dataAffectedMissing: 'Veuillez indiquer les renseignements touchés et à qui ils appartiennent.',
  badDay:
    'Le {field} ({day}) n’est pas un jour du calendrier. Veuillez l’écrire sous la forme AAAA-MM-JJ, par exemple 2026-11-24.',
  dayInFuture:
    'Le {field} ({day}) n’est pas encore arrivé. Veuillez donner un jour jusqu’à aujourd’hui.',
  discoveredBeforeOccurred:
    'Le jour de la découverte ({discovered}) précède le jour où l’incident s’est produit ({occurred}).',
  toldBeforeDiscovered:
    'Le {field} ({day}) précède le jour où l’incident a été découvert ({discovered}).',
};

export const securityIncidentFields: Translation<typeof english.securityIncidentFields> = {
  occurredOn: 'jour où l’incident s’est produit',
  discoveredOn: 'jour de la découverte',
  reportedToCommissionerOn: 'jour de la déclaration au commissaire',
  peopleNotifiedOn: 'jour de l’avis aux personnes touchées',
};

export const securityIncidentAnswers: Translation<typeof english.securityIncidentAnswers> = {
  recorded: 'Incident de sécurité {id} consigné.',
  updated: 'Incident de sécurité {id} mis à jour.',
};
