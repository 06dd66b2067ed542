import type * as english from '../en-CA/retention.ts';
import type { Translation } from '../translation.ts';

export const retentionPeriodUnits: Translation<typeof english.retentionPeriodUnits> = {
  hours: '{count, plural, one {#\u00a0heure} other {#\u00a0heures}}',
  days: '{count, plural, one {#\u00a0jour} other {#\u00a0jours}}',
  months: '{count, plural, one {#\u00a0mois} other {#\u00a0mois}}',
  years: '{count, plural, one {#\u00a0an} other {#\u00a0ans}}',
};

export const retentionKinds: Translation<typeof english.retentionKinds> = {
  leads: {
    WHAT: 'Réservations commencées sans compte et jamais payées',
    WHEN: 'Le nom, l’adresse courriel, le numéro de téléphone et les détails de réservation que vous avez fournis sont supprimés {period} après la dernière modification que vous y avez apportée, à moins que vous ne créiez un compte.',
    WHY: 'Pour que vous puissiez revenir terminer la réservation.',
  },
  contactMessages: {
    WHAT: 'Messages du formulaire de contact',
    WHEN: 'Les messages que vous envoyez par le formulaire de contact sont supprimés {period} après leur réception.',
    WHY: 'Pour donner suite à votre question ou à votre plainte.',
  },
  sentMail: {
    WHAT: 'Copies des courriels que nous vous avons envoyés',
    WHEN: 'Nos copies des courriels que nous vous envoyons sont supprimées {period} après leur envoi. Une fois le courriel envoyé, notre copie ne contient plus son lien d’activation de compte ou de réinitialisation du mot de passe.',
    WHY: 'Pour répondre aux questions sur la livraison d’un message.',
  },
  unsentMail: {
    WHAT: 'Courriels qui n’ont pas pu être livrés',
    WHEN: 'Nos copies des courriels qui n’ont pas pu être livrés sont supprimées {period} après leur rédaction.',
    WHY: 'Pour savoir pourquoi un message ne vous est pas parvenu.',
  },
  rateLimitEvents: {
    WHAT: 'Tentatives de connexion et d’envoi de formulaires',
    WHEN: 'Les traces des tentatives de connexion et d’envoi de formulaires sont supprimées dans un délai d’un jour dès qu’elles datent de {period} et ne comptent plus.',
    WHY: 'Pour freiner les tentatives de deviner des mots de passe et le pourriel.',
  },
  webVitals: {
    WHAT: 'Mesures de la vitesse des pages',
    WHEN: 'Les mesures de la vitesse de chargement de nos pages dans votre navigateur (la page et les durées, rien à votre sujet) sont supprimées {period} après avoir été prises.',
    WHY: 'Pour que le site reste rapide.',
  },
  sessions: {
    WHAT: 'Sessions de connexion',
    WHEN: 'La trace d’une connexion (son appareil et ses heures) est supprimée {period} après son expiration.',
    WHY: 'Pour que vous restiez connecté et puissiez voir où vous l’êtes.',
  },
  discardedUploads: {
    WHAT: 'Photos des comptes fermés',
    WHEN: 'Lorsque vous fermez votre compte, vos photos sont retirées de notre stockage {period} plus tard.',
    WHY: 'La fermeture d’un compte prend effet immédiatement; les fichiers suivent lors du nettoyage quotidien suivant.',
  },
  declinedApplications: {
    WHAT: 'Candidatures de préposés refusées',
    WHEN: 'Les candidatures des préposés au ménage qui ne sont pas retenues, avec leur photo, sont supprimées {period} après la décision.',
    WHY: 'Pour répondre aux questions sur la décision.',
  },
  dataExports: {
    WHAT: 'Téléchargements de vos données',
    WHEN: 'L’archive que vous avez demandée est supprimée {period} après qu’elle est prête, lorsque son lien expire.',
    WHY: 'Pour vous laisser le temps de la télécharger.',
  },
  securityIncidents: {
    WHAT: 'Registre des incidents de sécurité',
    WHEN: 'Notre registre d’une atteinte aux mesures de sécurité est conservé au moins {period} et n’est jamais supprimé automatiquement.',
    WHY: 'La loi canadienne sur la protection des renseignements personnels (LPRPDE) nous oblige à tenir un registre de chaque atteinte pendant au moins 24\u00a0mois.',
  },
  receipts: {
    WHAT: 'Reçus et leurs données fiscales',
    WHEN: 'Les reçus, les notes de crédit et les dossiers de réservation et de paiement sur lesquels ils reposent sont conservés {period} après la fin de l’année d’imposition à laquelle ils se rapportent, même après la fermeture d’un compte, et ne sont jamais supprimés automatiquement.',
    WHY: 'La législation fiscale canadienne nous oblige à les conserver.',
  },
};

export const retentionSection: Translation<typeof english.retentionSection> = {
  HEADING: 'Combien de temps nous les conservons',
  LINE: '{what}\u00a0: {when} {why}',
  DAILY: 'Chaque jour, une tâche automatisée supprime ce qui a atteint la fin de ces délais.',
  KEPT_AFTER_CLOSURE:
    'Lorsque vous fermez votre compte, nous supprimons ou anonymisons aussitôt vos renseignements, sauf ce qui suit, que la loi nous oblige à conserver\u00a0:',
  KEPT_WHILE_NEEDED: 'tant que sa raison d’être dure',
};
