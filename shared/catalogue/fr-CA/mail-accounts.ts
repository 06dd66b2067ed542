import type * as english from '../en-CA/mail-accounts.ts';
import type { Translation } from '../translation.ts';

/** Les courriels au sujet d’un compte (décision 105). */

export const activation: Translation<typeof english.activation> = {
  subject: 'Activez votre compte MapleShine',
  body: `Bonjour {firstName},

Bienvenue chez MapleShine. Veuillez activer votre compte en ouvrant ce lien\u00a0:

{link}

Le lien ne fonctionne qu’une fois et expire dans 7 jours. Si vous n’avez pas créé ce compte, vous pouvez ignorer ce courriel.

MapleShine`,
};

export const passwordReset: Translation<typeof english.passwordReset> = {
  subject: 'Réinitialisez votre mot de passe MapleShine',
  body: `Bonjour,

Nous avons reçu une demande de réinitialisation du mot de passe de votre compte MapleShine. Choisissez un nouveau mot de passe ici\u00a0:

{link}

Le lien ne fonctionne qu’une fois et expire dans 60 minutes. Si vous n’avez rien demandé, vous pouvez ignorer ce courriel\u00a0: votre mot de passe reste le même.

MapleShine`,
};

export const alreadyRegistered: Translation<typeof english.alreadyRegistered> = {
  subject: 'Vous avez déjà un compte MapleShine',
  body: `Bonjour,

Quelqu’un, probablement vous, vient d’essayer de créer un compte MapleShine avec cette adresse courriel. Vous en avez déjà un\u00a0: rien n’a été modifié.

Connectez-vous à {loginUrl} ou, si vous avez oublié votre mot de passe, choisissez-en un nouveau à {forgotPasswordUrl}.

Si ce n’était pas vous, vous pouvez ignorer ce courriel.

MapleShine`,
};

export const registrationOverBookings: Translation<typeof english.registrationOverBookings> = {
  subject: 'Ouvrez votre compte MapleShine',
  body: `Bonjour,

Quelqu’un, probablement vous, vient d’essayer de créer un compte MapleShine avec cette adresse courriel. Vos réservations y sont déjà rattachées\u00a0: pour ouvrir votre compte avec elles, choisissez votre mot de passe ici\u00a0:

{link}

Le lien ne fonctionne qu’une fois et expire dans 7 jours. Si ce n’était pas vous, vous pouvez ignorer ce courriel\u00a0: rien n’a été modifié.

MapleShine`,
};

export const passwordChanged: Translation<typeof english.passwordChanged> = {
  subject: 'Le mot de passe de votre compte MapleShine a été modifié',
  body: `Bonjour,

Le mot de passe de votre compte MapleShine vient d’être modifié, et tous vos autres appareils ont été déconnectés.

Si ce n’est pas vous, réinitialisez votre mot de passe dès maintenant à {forgotPasswordUrl} et communiquez avec nous.

MapleShine`,
};

export const applicationReceived: Translation<typeof english.applicationReceived> = {
  subject: 'Nous avons reçu votre candidature chez MapleShine',
  body: `Bonjour {fullName},

Merci d’avoir posé votre candidature pour faire le ménage avec MapleShine. Notre équipe examinera votre candidature et votre consentement à la vérification des antécédents, et nous vous écrirons dès qu’elle sera approuvée. D’ici là, vous pouvez vous connecter et compléter votre profil, mais vous ne pouvez pas encore accepter de travaux.

MapleShine`,
};

export const applicationToConfirm: Translation<typeof english.applicationToConfirm> = {
  subject: 'Confirmez votre adresse courriel pour votre candidature chez MapleShine',
  body: `Bonjour {fullName},

Merci d’avoir posé votre candidature pour faire le ménage avec MapleShine. Veuillez confirmer votre adresse courriel en ouvrant ce lien\u00a0:

{link}

Le lien ne fonctionne qu’une fois et expire dans 7 jours. Une fois l’adresse confirmée, vous pourrez vous connecter et compléter votre profil pendant que notre équipe examine votre candidature et votre consentement à la vérification des antécédents\u00a0; nous vous écrirons dès qu’elle sera approuvée. D’ici là, vous ne pouvez pas accepter de travaux.

Si vous n’avez pas posé de candidature, vous pouvez ignorer ce courriel.

MapleShine`,
};

export const applicationAlreadyReceived: Translation<typeof english.applicationAlreadyReceived> = {
  subject: 'Votre candidature chez MapleShine',
  body: `Bonjour,

Quelqu’un, probablement vous, vient de poser sa candidature pour faire le ménage avec MapleShine avec cette adresse courriel. Une candidature avec cette adresse a déjà été reçue\u00a0: rien n’a été modifié. Vous pouvez vous connecter à {loginUrl} pour en voir l’état et compléter votre profil.

Si ce n’était pas vous, vous pouvez ignorer ce courriel.

MapleShine`,
};

export const applicationNeedsAccountPassword: Translation<
  typeof english.applicationNeedsAccountPassword
> = {
  subject: 'Votre candidature chez MapleShine',
  body: `Bonjour,

Quelqu’un, probablement vous, vient de poser sa candidature pour faire le ménage avec MapleShine avec cette adresse courriel. Elle a déjà un compte MapleShine, et la candidature ne donnait pas le mot de passe de ce compte\u00a0: rien n’a été modifié.

Pour poser votre candidature avec cette adresse, remplissez de nouveau le formulaire avec le mot de passe de votre compte. Si vous l’avez oublié, choisissez-en d’abord un nouveau à {forgotPasswordUrl}.

Si ce n’était pas vous, vous pouvez ignorer ce courriel.

MapleShine`,
};

export const applicationApproved: Translation<typeof english.applicationApproved> = {
  subject: 'Votre candidature chez MapleShine est approuvée',
  body: `Bonjour {fullName},

Bonne nouvelle\u00a0: votre candidature est approuvée. Connectez-vous à {loginUrl} pour voir les travaux offerts dans votre ville et accepter votre premier.

MapleShine`,
};

export const applicationRejected: Translation<typeof english.applicationRejected> = {
  subject: 'Votre candidature pour faire le ménage avec MapleShine',
  body: `Bonjour {fullName},

Merci d’avoir posé votre candidature pour faire le ménage avec MapleShine. Nous sommes désolés de vous annoncer que nous ne pouvons pas l’approuver\u00a0:

{reason}

Si votre situation a changé, n’hésitez pas à répondre à ce courriel.

MapleShine`,
};

export const bookingWithYourAddress: Translation<typeof english.bookingWithYourAddress> = {
  subject: 'Une réservation MapleShine a été commencée avec votre adresse courriel',
  body: `Bonjour,

Quelqu’un, probablement vous, vient de commencer une réservation de ménage sur MapleShine avec cette adresse courriel sans se connecter. Vous avez déjà un compte\u00a0: la réservation se poursuit donc comme réservation d’invité. Rien n’a été ajouté à votre compte, et aucun de ses renseignements n’a été montré.

Si c’était vous, vous pouvez terminer la réservation telle quelle\u00a0; ses courriels arriveront à cette adresse. Pour retrouver vos réservations et vos adresses enregistrées dans votre compte, connectez-vous à {loginUrl} avant de réserver. Si vous avez oublié votre mot de passe, choisissez-en un nouveau à {forgotPasswordUrl}.

Si ce n’était pas vous, vous pouvez ignorer ce courriel\u00a0: votre compte n’a pas été modifié.

MapleShine`,
};

export const bookingWithOperatorAddress: Translation<typeof english.bookingWithOperatorAddress> = {
  subject: 'Une réservation MapleShine a été commencée avec votre adresse courriel',
  body: `Bonjour,

Quelqu’un vient de commencer une réservation de ménage sur MapleShine avec cette adresse courriel, qui appartient à un compte de la console MapleShine. La réservation se poursuit comme réservation d’invité\u00a0: rien n’a été ajouté à votre compte de console, et aucun de ses renseignements n’a été montré.

Un compte de console ne peut pas réserver de ménage. Si c’était vous, vous pouvez terminer la réservation telle quelle, ou réserver avec un compte client.

Si ce n’était pas vous, vous pouvez ignorer ce courriel\u00a0: votre compte n’a pas été modifié.

MapleShine`,
};
