import type * as english from '../en-CA/data-exports.ts';
import type { Translation } from '../translation.ts';

export const dataExportRefusals: Translation<typeof english.dataExportRefusals> = {
  peopleOnly:
    'Le téléchargement de vos données est offert aux clients et aux préposé(e)s au ménage.',
  oncePerDay:
    'Vous avez demandé vos données il y a moins d’un jour. Vous pourrez les demander de nouveau à partir du {moment}; l’archive demandée reste disponible jusqu’à l’expiration de son lien.',
  stillBuilding:
    'Votre archive est encore en préparation. Nous vous écrirons dès qu’elle sera prête, habituellement en quelques minutes.',
  oneOfTokenOrId: 'Veuillez indiquer soit le jeton du lien, soit le numéro de l’archive.',
  notFound:
    'Ce lien de téléchargement n’est pas valide pour votre compte. Veuillez vous connecter en tant que personne ayant demandé l’archive, ou en demander une nouvelle depuis votre profil.',
  expired:
    'Ce lien de téléchargement a expiré. Vous pouvez demander une nouvelle archive de vos données depuis votre profil.',
};

export const dataExportAnswers: Translation<typeof english.dataExportAnswers> = {
  list: 'Vos archives de données.',
  requested:
    'Nous préparons votre archive. Nous vous enverrons un lien par courriel dès qu’elle sera prête.',
};

export const dataExportReadyMail: Translation<typeof english.dataExportReadyMail> = {
  subject: 'Vos données MapleShine sont prêtes à télécharger',
  body: `Bonjour,

L’archive de vos données que vous avez demandée le {requested} est prête :

{link}

Connectez-vous à votre compte pour la télécharger : le lien ne fonctionne que pour votre compte, jusqu’au {expires}. L’archive contient un fichier pour les ordinateurs (data.json) et une page que vous pouvez lire (index.html).

Si vous ne l’avez pas demandée, veuillez changer votre mot de passe et nous écrire à support@mapleshine.ca.

L’équipe MapleShine`,
};

export const dataExportReadyNotice: Translation<typeof english.dataExportReadyNotice> = {
  title: 'Vos données sont prêtes à télécharger',
  message:
    'Votre archive est disponible jusqu’au {expires}. Ouvrez votre profil, à la section « Vos données », pour la télécharger.',
};

export const dataExportScreen: Translation<typeof english.dataExportScreen> = {
  HEADING: 'Vos données',
  EXPLANATION:
    'Téléchargez une copie de tout ce que MapleShine détient à votre sujet : votre profil, vos adresses et consignes d’accès, vos réservations et paiements, vos avis, messages, courriels, consentements et connexions (et, pour les préposé(e)s au ménage, vos heures, travaux, paie et relevés). Nous la préparons en arrière-plan et vous envoyons un lien par courriel; il fonctionne pendant 7 jours, pour vous seulement. Vous pouvez en faire la demande une fois par jour.',
  REQUEST: 'Télécharger mes données',
  REQUESTING: 'Demande en cours…',
  BUILDING: 'Votre archive est en préparation. Nous vous écrirons quand elle sera prête.',
  READY: 'Votre archive est disponible jusqu’au {expires}.',
  DOWNLOAD: 'Télécharger',
  DOWNLOADING: 'Téléchargement…',
  DOWNLOADED: 'Téléchargée le {day}.',
  EXPIRED: 'Votre dernière archive, demandée le {day}, a expiré.',
  FAILED: 'Nous n’avons pas pu préparer votre archive du {day}. Veuillez la demander de nouveau.',
  NEXT_REQUEST: 'Vous pourrez demander une nouvelle archive à partir du {moment}.',
  LOADING: 'Chargement de vos archives de données',
  LINK_HEADING: 'Téléchargez vos données',
  LINK_INTRO: 'Votre archive de tout ce que MapleShine détient à votre sujet.',
  LINK_DOWNLOADED:
    'Votre archive est en cours de téléchargement. Ouvrez-y le fichier index.html pour la lire.',
  BACK_TO_PROFILE: 'Aller à votre profil',
};

export const dataExportPage: Translation<typeof english.dataExportPage> = {
  title: 'Vos données chez MapleShine',
  intro:
    'Tout ce que MapleShine détenait à votre sujet le {generated}. Le fichier data.json de cette archive contient les mêmes données, pour les ordinateurs. Les montants sont en dollars canadiens.',
  none: 'Rien.',
  planDiscount: 'Rabais de ménage régulier ({percent})',
  yes: 'Oui',
  no: 'Non',
  sections: {
    account: 'Compte',
    customerProfile: 'Profil de client',
    cleanerProfile: 'Profil de préposé(e) au ménage',
    addresses: 'Adresses et consignes d’accès',
    bookings: 'Réservations et leurs montants',
    reviewsWritten: 'Avis que vous avez rédigés',
    comments: 'Commentaires sur le blogue',
    notifications: 'Avis dans l’application',
    emails: 'Courriels que nous vous avons envoyés',
    consents: 'Consentements aux courriels',
    sessions: 'Connexions (sessions)',
    dataExports: 'Vos demandes de données',
    workingHours: 'Heures de travail',
    daysOff: 'Congés',
    jobs: 'Travaux',
    reviewsReceived: 'Avis sur votre travail',
    payoutAccount: 'Compte de versement',
    payoutItems: 'Versements',
    backgroundChecks: 'Vérifications des antécédents',
    taxDetails: 'Renseignements fiscaux (masqués)',
    payStatements: 'Relevés de paie hebdomadaires',
    kept: 'Ce que nous conservons après la fermeture de votre compte, et pourquoi',
  },
  keptIntro:
    'Quand vous fermez votre compte, nous effaçons ou anonymisons vos renseignements personnels, sauf ce que la loi nous oblige à conserver, détaché de vous autant que la loi le permet :',
  keptYears: '{years, plural, one {# an} other {# ans}}',
  keptWhileNeeded: 'Tant que sa raison d’être dure',
  fields: {
    email: 'Courriel',
    language: 'Langue',
    createdAt: 'Créé le',
    activatedAt: 'Activé le',
    firstName: 'Prénom',
    lastName: 'Nom de famille',
    fullName: 'Nom complet',
    mobile: 'Cellulaire',
    address: 'Adresse',
    unit: 'Logement',
    city: 'Ville',
    postalCode: 'Code postal',
    province: 'Province ou territoire',
    country: 'Pays',
    photo: 'Photo',
    status: 'Statut',
    approvedAt: 'Approuvé le',
    rejectedAt: 'Refusé le',
    rejectionReason: 'Motif donné',
    pausedAt: 'Mis en pause le',
    pauseReason: 'Motif de la pause',
    backgroundCheckConsentAt: 'Consentement à la vérification des antécédents',
    accessEntryCode: 'Code d’entrée',
    accessParking: 'Stationnement',
    accessPets: 'Animaux',
    accessOther: 'Autres consignes',
    bookingNo: 'Réservation',
    service: 'Type de ménage',
    date: 'Jour',
    window: 'Heure',
    hours: 'Heures',
    bedrooms: 'Chambres',
    bathrooms: 'Salles de bain',
    contactName: 'Nom de la personne-ressource',
    contactEmail: 'Courriel de la personne-ressource',
    contactMobile: 'Cellulaire de la personne-ressource',
    cleanerFirstName: 'Préposé(e) au ménage',
    subtotalCents: 'Prix avant taxes',
    discountCents: 'Rabais',
    taxName: 'Taxe',
    taxCents: 'Montant des taxes',
    totalCents: 'Montant total',
    paymentStatus: 'Paiement',
    capturedAt: 'Débité le',
    cancelledAt: 'Annulé le',
    completedAt: 'Terminé le',
    refunds: 'Remboursements',
    cancellationFees: 'Frais d’annulation',
    tips: 'Pourboires',
    receipts: 'Reçus et notes de crédit',
    amountCents: 'Montant',
    reason: 'Motif',
    number: 'Numéro',
    kind: 'Genre',
    issuedAt: 'Émis le',
    cardLast4: 'Carte se terminant par',
    rating: 'Note',
    body: 'Texte',
    hidden: 'Masqué par la modération',
    blogTitle: 'Article',
    title: 'Titre',
    message: 'Contenu',
    viewedAt: 'Lu le',
    subject: 'Objet',
    sentAt: 'Envoyé le',
    topic: 'Sujet',
    grantedAt: 'Donné le',
    grantedVia: 'Donné depuis',
    grantedWording: 'Libellé accepté',
    withdrawnAt: 'Retiré le',
    withdrawnVia: 'Retiré depuis',
    device: 'Appareil',
    lastSeenAt: 'Dernière activité',
    expiresAt: 'Expire le',
    requestedAt: 'Demandée le',
    readyAt: 'Prête le',
    downloadedAt: 'Téléchargée le',
    weekday: 'Jour de la semaine',
    startsAt: 'De',
    endsAt: 'À',
    firstDay: 'Premier jour',
    lastDay: 'Dernier jour',
    payCents: 'Paie',
    state: 'État',
    bankLast4: 'Compte bancaire se terminant par',
    payoutsEnabled: 'Versements activés',
    provider: 'Fournisseur',
    checkedOn: 'Vérifié le',
    result: 'Résultat',
    expiresOn: 'Expire le',
    legalName: 'Nom légal',
    birthYear: 'Année de naissance',
    numberKind: 'Genre de numéro',
    gstHstNumber: 'Numéro de TPS/TVH',
    savedAt: 'Enregistré le',
    weekOf: 'Semaine du',
    jobs: 'Travaux',
    tipsCents: 'Pourboires',
    feesCents: 'Frais d’annulation',
    earnedCents: 'Gagné',
    paidOutCents: 'Versé',
    toBePaidCents: 'Reste à verser',
    what: 'Quoi',
    why: 'Pourquoi',
    keptFor: 'Conservé pendant',
  },
};

export const dataExportCodes: Translation<typeof english.dataExportCodes> = {
  exportStatus: {
    building: 'En préparation',
    ready: 'Prête',
    failed: 'Échec',
    expired: 'Expirée',
  },
  emailStatus: {
    pending: 'En attente d’envoi',
    sent: 'Envoyé',
    failed: 'N’a pas pu être envoyé',
  },
  documentKind: {
    receipt: 'Reçu',
    creditNote: 'Note de crédit',
  },
  payoutKind: {
    service: 'Ménage',
    cancellationFee: 'Frais d’annulation',
    tip: 'Pourboire',
  },
  payoutState: {
    pending: 'À payer',
    sending: 'En cours d’envoi',
    sent: 'Envoyé',
    failed: 'Échec',
  },
  checkResult: {
    clear: 'Conforme',
    notClear: 'Non conforme',
  },
  consentTopic: {
    bookAgain: 'Rappels pour réserver de nouveau',
    offers: 'Offres et nouvelles',
  },
  numberKind: {
    sin: 'Numéro d’assurance sociale',
    bn: 'Numéro d’entreprise',
  },
  planEvent: {
    created: 'Commencé',
    paused: 'Suspendu',
    resumed: 'Repris',
    skipped: 'Visite sautée',
    changed: 'Modifié',
    ended: 'Terminé',
    cleanerAccepted: 'Acceptation de la personne préposée au ménage',
    cleanerLeft: 'Départ de la personne préposée au ménage',
  },
  actor: {
    customer: 'Vous',
    operator: 'MapleShine',
    cleaner: 'La personne préposée au ménage',
    scheduler: 'MapleShine (automatiquement)',
  },
};
