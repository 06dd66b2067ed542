import type * as english from '../en-CA/plan-holiday-cleaner.ts';
import type { Translation } from '../translation.ts';

export const holidayCleanerNotice: Translation<typeof english.holidayCleanerNotice> = {
  title: 'Votre ménage régulier du {date} tombe un jour férié\u00a0: {holiday}',
  message:
    'Le ménage régulier {bookingNo} de {customer} du {date} tombe un jour férié\u00a0: {holiday}. Il reste à vous, à moins que vous ne le rendiez\u00a0: si vous préférez ne pas travailler ce jour-là, ouvrez le contrat et appuyez sur Refuser. Cette seule visite est de nouveau offerte aux autres entrepreneurs; vos autres visites restent à vous.',
};

export const holidayCleanerMail: Translation<typeof english.holidayCleanerMail> = {
  subject: 'Votre ménage régulier du {date} tombe un jour férié\u00a0: {holiday}',
  body: `Bonjour {name},

Le ménage régulier {bookingNo} de {customer} du {date} à {time} tombe un jour férié\u00a0: {holiday}.

Rien ne change si vous le gardez. Si vous préférez ne pas travailler ce jour-là, ouvrez le contrat dans vos contrats et appuyez sur Refuser\u00a0: cette seule visite est de nouveau offerte aux autres entrepreneurs de {city}, et vos autres visites de ce ménage régulier restent à vous. Le client peut aussi la sauter ou la déplacer.

L’équipe MapleShine`,
};

export const holidayCleanerHistory: Translation<typeof english.holidayCleanerHistory> = {
  asked: 'A demandé à votre entrepreneur s’il garde la visite du {date} ({holiday})',
};
