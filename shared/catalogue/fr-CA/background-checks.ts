import type * as english from '../en-CA/background-checks.ts';
import type { Translation } from '../translation.ts';

/* Les vérifications des antécédents (enjeu 43, décision 134). */

export const checkFieldMessages: Translation<typeof english.checkFieldMessages> = {
  checkProvider:
    'Veuillez indiquer qui a fait la vérification des antécédents, ou «\u00a0en personne\u00a0».',
  checkProviderTooLong: 'Le fournisseur peut compter au plus 100 caractères.',
  checkedOn: 'Veuillez indiquer la date de la vérification des antécédents.',
  checkResult: 'Veuillez choisir le résultat de la vérification des antécédents.',
  checkExpiresOn: 'Veuillez indiquer la date d’expiration de la vérification des antécédents.',
  checkRequired:
    'Veuillez inscrire la vérification des antécédents qui autorise la personne candidate.',
};

export const checkRefusals: Translation<typeof english.checkRefusals> = {
  checkedInFuture: 'La date de la vérification des antécédents ne peut pas être dans le futur.',
  expiresBeforeChecked:
    'La vérification des antécédents doit expirer après la date à laquelle elle a été faite.',
  alreadyExpired:
    'Cette vérification des antécédents est déjà expirée\u00a0: veuillez en inscrire une à jour.',
  notClearCannotApprove:
    'Un(e) préposé(e) au ménage dont la vérification des antécédents n’est pas concluante ne peut pas être approuvé(e).',
  onlyApproved:
    'On inscrit ici les vérifications des préposé(e)s approuvé(e)s\u00a0; celle d’une candidature est inscrite à son approbation.',
  checkExpired:
    'Votre vérification des antécédents a expiré le {day}\u00a0: vous pourrez accepter des travaux dès que MapleShine en aura inscrit une nouvelle.',
  checkExpiresBeforeJob:
    'Votre vérification des antécédents expire le {day}, avant ce travail\u00a0: vous pourrez l’accepter dès que MapleShine aura inscrit votre vérification renouvelée.',
  checkNotClear:
    'Votre dernière vérification des antécédents n’est pas concluante\u00a0: vous ne pouvez pas accepter de travaux. Veuillez communiquer avec MapleShine.',
};

export const checkAnswers: Translation<typeof english.checkAnswers> = {
  recorded: 'La vérification des antécédents de {name} est inscrite.',
  recordedAndResumed:
    'La vérification des antécédents de {name} est inscrite\u00a0; la pause due à sa vérification expirée est levée.',
  recordedAndPaused:
    'La vérification des antécédents de {name} est inscrite\u00a0; elle n’est pas concluante, donc cette personne est en pause et ne prend plus de nouveaux travaux.',
};

export const checkExpiringMail: Translation<typeof english.checkExpiringMail> = {
  subject:
    'Votre vérification des antécédents expire dans {days, plural, one {# jour} other {# jours}}',
  body: `Bonjour {name},

Votre vérification des antécédents auprès de MapleShine expire le {day}. Pour continuer à accepter des travaux après cette date, envoyez-nous une vérification renouvelée avant\u00a0: répondez à ce courriel et notre équipe l’inscrira.

Si elle expire, votre compte est mis en pause le {day}\u00a0: vous gardez les travaux acceptés, mais vous ne pouvez plus en accepter de nouveaux tant qu’une nouvelle vérification n’est pas inscrite.

MapleShine`,
};

export const checkLapsedMail: Translation<typeof english.checkLapsedMail> = {
  subject:
    'Votre vérification des antécédents a expiré\u00a0: vous ne pouvez plus accepter de nouveaux travaux',
  body: `Bonjour {name},

Votre vérification des antécédents auprès de MapleShine a expiré le {day}\u00a0; votre compte est donc en pause\u00a0: vous gardez les travaux acceptés, mais vous ne pouvez plus en accepter de nouveaux.

Répondez à ce courriel avec une vérification renouvelée\u00a0; dès que notre équipe l’aura inscrite, vous pourrez de nouveau accepter des travaux.

MapleShine`,
};

export const checkExpiringNotice: Translation<typeof english.checkExpiringNotice> = {
  title: 'Votre vérification des antécédents expire le {day}',
  message:
    'Envoyez-nous une vérification renouvelée avant le {day} pour continuer à accepter des travaux\u00a0; après cette date, votre compte est en pause jusqu’à l’inscription d’une nouvelle vérification.',
};
export const checkLapsedNotice: Translation<typeof english.checkLapsedNotice> = {
  title: 'Votre vérification des antécédents a expiré',
  message:
    'Votre compte est en pause\u00a0: vous gardez vos travaux acceptés, mais vous ne pouvez plus en accepter de nouveaux tant qu’une nouvelle vérification n’est pas inscrite.',
};

export const operatorCheckExpiringMail: Translation<typeof english.operatorCheckExpiringMail> = {
  subject: 'La vérification des antécédents de {cleanerName} expire le {day}',
  body: `Bonjour {name},

La vérification des antécédents de {cleanerName} ({cityName}) expire le {day}, dans {days, plural, one {# jour} other {# jours}}. Cette personne a été invitée à envoyer une vérification renouvelée. Dès que vous l’avez, inscrivez-la sur sa page dans la console\u00a0: {cleanerUrl}

Si aucune nouvelle vérification n’est inscrite d’ici le {day}, cette personne est mise en pause automatiquement.

MapleShine`,
};
export const operatorCheckLapsedMail: Translation<typeof english.operatorCheckLapsedMail> = {
  subject: '{cleanerName} est en pause\u00a0: sa vérification des antécédents a expiré',
  body: `Bonjour {name},

La vérification des antécédents de {cleanerName} ({cityName}) a expiré le {day}\u00a0; cette personne est donc en pause\u00a0: elle garde les travaux acceptés, mais ne peut plus en accepter de nouveaux. Inscrire une nouvelle vérification concluante sur sa page lève la pause\u00a0: {cleanerUrl}

MapleShine`,
};

export const checkConsoleTexts: Translation<typeof english.checkConsoleTexts> = {
  HEADING: 'Vérification des antécédents',
  PROVIDER: 'Fournisseur',
  PROVIDER_HELP: 'Qui a fait la vérification, ou «\u00a0en personne\u00a0».',
  CHECKED_ON: 'Vérifiée le',
  RESULT: 'Résultat',
  CLEAR: 'Concluante',
  NOT_CLEAR: 'Non concluante',
  EXPIRES_ON: 'Expire le',
  APPROVE_TITLE: 'Approuver {name}',
  APPROVE_INTRO:
    'Inscrivez la vérification des antécédents qui l’autorise. Cette personne reçoit un courriel une fois approuvée.',
  APPROVE_SUBMIT: 'Approuver et envoyer le courriel',
  CANCEL: 'Annuler',
  CLOSE: 'Fermer',
  NO_CHECK: 'Aucune vérification inscrite',
  NO_CHECK_NOTE:
    'Approuvé(e) avant l’inscription des vérifications\u00a0: cette personne continue de travailler, mais le site ne la dit pas vérifiée.',
  CHECK_LINE: '{result}, vérifiée le {checked} ({provider})\u00a0; expire le {expires}',
  CURRENT: 'À jour',
  EXPIRED: 'Expirée',
  RECORD: 'Inscrire une vérification',
  RECORD_TITLE: 'Inscrire une vérification des antécédents pour {name}',
  RECORD_SUBMIT: 'Inscrire la vérification',
  HISTORY: 'Vérifications précédentes',
  PAUSED_CHECK_EXPIRED: 'En pause\u00a0: vérification des antécédents expirée',
  PAUSED_CHECK_NOT_CLEAR: 'En pause\u00a0: vérification des antécédents non concluante',
};
