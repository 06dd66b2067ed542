import type { MetaSeed } from './content-types.ts';

/**
 * Each page's meta in French (decision 106), by route slug: the <title> (`{title} | MapleShine`),
 * the description search engines show and the keywords. Written for Canadian French readers.
 */
type MetaTexts = Omit<MetaSeed, 'slug'>;

const hiringCities = [
  ['edmonton', 'Edmonton', 'à Edmonton'],
  ['calgary', 'Calgary', 'à Calgary'],
  ['lower-mainland', 'Lower Mainland', 'dans le Lower Mainland'],
  ['winnipeg', 'Winnipeg', 'à Winnipeg'],
  ['ottawa', 'Ottawa', 'à Ottawa'],
  ['toronto', 'Toronto', 'à Toronto'],
  ['mississauga', 'Mississauga', 'à Mississauga'],
  ['brampton', 'Brampton', 'à Brampton'],
] as const;

const hiringMeta: Record<string, MetaTexts> = Object.fromEntries(
  hiringCities.map(([slug, name, inCity]) => [
    `house-cleaner-jobs-${slug}`,
    {
      title: `Emplois de préposé au ménage ${inCity}`,
      description: `Emplois de préposé au ménage ${inCity}\u00a0: gagnez jusqu’à 30 $ l’heure, soyez payé dans les 48 heures suivant chaque quart et choisissez votre horaire. Postulez chez MapleShine.`,
      keywords: `emploi préposé au ménage ${name}, emploi entretien ménager ${name}, emploi femme de ménage, travail de ménage flexible, carrières MapleShine`,
    },
  ]),
);

export const metaFrench: Record<string, MetaTexts> = {
  home: {
    title: 'Ménage ponctuel à domicile au Canada',
    description:
      'Réservez des préposés au ménage sélectionnés et vérifiés dans neuf villes canadiennes. Prix connus d’avance, visite le jour même ou le lendemain, aucun contrat, paiement après le ménage.',
    keywords:
      'ménage à domicile, entretien ménager Canada, service de ménage, ménage le jour même, ménage de déménagement, grand ménage',
  },
  login: {
    title: 'Se connecter',
    description:
      'Connectez-vous à votre compte MapleShine pour gérer vos réservations de ménage, vos adresses et vos avis, ou pour voir et accepter des contrats de ménage comme travailleur autonome.',
    keywords: 'connexion MapleShine, se connecter, compte client, compte travailleur autonome',
  },
  register: {
    title: 'Créer un compte',
    description:
      'Créez un compte MapleShine gratuit pour réserver un ménage plus vite, enregistrer vos adresses, suivre vos réservations et évaluer les préposés qui viennent chez vous.',
    keywords: 'créer un compte, inscription, inscription MapleShine, réserver un ménage',
  },
  'contact-us': {
    title: 'Nous joindre',
    description:
      'Une question sur une réservation, un paiement ou le travail de préposé au ménage ? Écrivez à MapleShine à hello@mapleshine.ca, appelez au 1-888-555-0143 ou envoyez-nous un message en ligne.',
    keywords:
      'joindre MapleShine, service à la clientèle, aide service de ménage, questions réservation',
  },
  'about-us': {
    title: 'À propos',
    description:
      'MapleShine met en relation les ménages et les entreprises du Canada avec des préposés au ménage sélectionnés et vérifiés. Découvrez notre façon de travailler, nos valeurs et nos villes.',
    keywords:
      'à propos de MapleShine, plateforme de ménage, entreprise de ménage canadienne, préposés vérifiés',
  },
  'terms-and-conditions': {
    title: 'Conditions d’utilisation',
    description:
      'Les conditions d’utilisation de MapleShine : réservations, autorisation de la carte et paiement après le ménage, annulations, préposés autonomes, responsabilité et droit applicable.',
    keywords:
      'conditions d’utilisation, conditions de service, politique d’annulation, conditions MapleShine',
  },
  'help-and-legal': {
    title: 'Aide et mentions légales',
    description:
      'Aide et renseignements juridiques pour les clients et les préposés de MapleShine, dont nos conditions d’utilisation, nos pratiques de confidentialité et la façon de joindre notre équipe.',
    keywords:
      'aide, mentions légales, conditions d’utilisation, confidentialité, soutien MapleShine',
  },
  'privacy-policy': {
    title: 'Politique de confidentialité',
    description:
      'Comment MapleShine recueille, utilise, communique et protège vos renseignements personnels selon la LPRPDE, combien de temps nous les conservons et comment y accéder ou les corriger.',
    keywords:
      'politique de confidentialité, LPRPDE, renseignements personnels, protection des données, confidentialité MapleShine',
  },
  profile: {
    title: 'Mon profil',
    description:
      'Consultez votre profil MapleShine : votre nom, vos coordonnées, votre photo et vos adresses enregistrées. Tenez-les à jour pour que les préposés et notre équipe puissent vous joindre.',
    keywords: 'mon profil, renseignements du compte, adresses enregistrées, compte MapleShine',
  },
  'add-address': {
    title: 'Ajouter une adresse',
    description:
      'Enregistrez une nouvelle adresse dans votre profil MapleShine, avec la rue, la ville, le code postal, la province et le pays, pour réserver votre prochain ménage plus vite.',
    keywords: 'ajouter une adresse, adresses enregistrées, adresse du service, profil MapleShine',
  },
  'edit-address': {
    title: 'Modifier l’adresse',
    description:
      'Mettez à jour une adresse enregistrée dans votre profil MapleShine : rue, ville, code postal, province et pays. Gardez vos adresses de service exactes et à jour.',
    keywords:
      'modifier l’adresse, mettre à jour l’adresse, adresses enregistrées, profil MapleShine',
  },
  'edit-profile': {
    title: 'Modifier le profil',
    description:
      'Modifiez votre profil MapleShine : changez votre nom, votre numéro de téléphone et votre photo, ou choisissez un nouveau mot de passe en quelques étapes simples.',
    keywords:
      'modifier le profil, changer de numéro de téléphone, photo de profil, changer le mot de passe',
  },
  booking: {
    title: 'Mes réservations',
    description:
      'Retrouvez vos réservations de ménage MapleShine au même endroit : visites à venir, plages horaires, services, prix et ménages passés, et annulez une réservation si vos plans changent.',
    keywords: 'mes réservations, réservations de ménage, ménage à venir, annuler une réservation',
  },
  dashboard: {
    title: 'Tableau de bord',
    description:
      'Votre tableau de bord MapleShine : un coup d’œil sur vos réservations ou vos contrats, vos notifications récentes et vos avis, avec des liens vers votre profil et votre compte.',
    keywords: 'tableau de bord, mon compte, réservations, contrats, notifications',
  },
  chats: {
    title: 'Clavardage',
    description:
      'Clavardez avec MapleShine au sujet de vos réservations et de vos contrats. Posez une question, donnez un détail sur votre logement ou obtenez l’aide de notre équipe au besoin.',
    keywords: 'clavardage, messages, aide en ligne, aide MapleShine',
  },
  'change-password': {
    title: 'Changer le mot de passe',
    description:
      'Changez le mot de passe de votre compte MapleShine. Choisissez un mot de passe solide d’au moins 6 caractères que vous n’utilisez sur aucun autre site ni aucune autre application.',
    keywords:
      'changer le mot de passe, sécurité du compte, nouveau mot de passe, compte MapleShine',
  },
  jobs: {
    title: 'Contrats',
    description:
      'Les contrats de ménage offerts dans votre ville et ceux que vous avez acceptés. Acceptez ceux qui conviennent à votre horaire, puis commencez-les et terminez-les d’ici.',
    keywords:
      'contrats de ménage, contrats pour travailleurs autonomes, accepter des contrats, préposés MapleShine',
  },
  'working-hours': {
    title: 'Heures de travail',
    description:
      'Indiquez quand vous faites du ménage avec MapleShine : vos heures de la semaine, vos congés et le nombre de contrats par jour. Les clients ne se voient offrir que vos heures de travail.',
    keywords: 'heures de travail, horaire du préposé, congés, disponibilités, préposés MapleShine',
  },
  'job-details': {
    title: 'Détails du contrat',
    description:
      'Les détails d’un contrat de ménage MapleShine : client, adresse, service, heures prévues, date et plage horaire, options et total, pour arriver prêt à travailler.',
    keywords:
      'détails du contrat, contrat de ménage, travailleur autonome, adresse du service, options',
  },
  order: {
    title: 'Détails de la commande',
    description:
      'Revoyez les détails de votre commande de ménage MapleShine : service, date et plage horaire, adresse, options, heures prévues, taxes et prix total payé.',
    keywords: 'détails de la commande, commande de ménage, reçu, résumé de la réservation',
  },
  reviews: {
    title: 'Avis',
    description:
      'Les avis et les étoiles des visites de ménage MapleShine. Les clients évaluent chaque ménage, ce qui nous aide à maintenir la qualité de nos préposés dans toutes les villes.',
    keywords: 'avis, évaluations, avis sur le ménage, commentaires des clients, MapleShine',
  },
  'add-review': {
    title: 'Laisser un avis',
    description:
      'Évaluez votre ménage MapleShine et écrivez un court avis. Vos commentaires aident les autres clients à choisir en confiance et nos préposés à s’améliorer.',
    keywords: 'écrire un avis, évaluer le préposé, commentaires des clients, avis sur le ménage',
  },
  notification: {
    title: 'Notifications',
    description:
      'Vos notifications MapleShine : confirmations de réservation, contrats acceptés et terminés, mises à jour de paiement et autres nouvelles de votre compte, au même endroit.',
    keywords:
      'notifications, mises à jour des réservations, mises à jour des contrats, alertes du compte',
  },
  'forgot-password': {
    title: 'Mot de passe oublié',
    description:
      'Vous avez oublié votre mot de passe MapleShine ? Entrez l’adresse courriel de votre compte et nous vous enverrons un lien sécurisé pour en choisir un nouveau en quelques minutes.',
    keywords:
      'mot de passe oublié, réinitialiser le mot de passe, récupération du compte, connexion MapleShine',
  },
  'reset-password': {
    title: 'Réinitialiser le mot de passe',
    description:
      'Choisissez un nouveau mot de passe pour votre compte MapleShine grâce au lien sécurisé que nous vous avons envoyé par courriel. Le lien ne sert qu’une fois et expire rapidement.',
    keywords:
      'réinitialiser le mot de passe, nouveau mot de passe, récupération du compte, compte MapleShine',
  },
  'check-availability-form': {
    title: 'Vérifier les disponibilités',
    description:
      'Voyez quand un préposé MapleShine est libre : choisissez le service, la taille du logement, les options, la ville, la date et la plage horaire, et obtenez un prix tout de suite.',
    keywords:
      'vérifier les disponibilités, prix d’un ménage, ménage le jour même, réserver un préposé',
  },
  'frequently-asked-questions': {
    title: 'Foire aux questions',
    description:
      'Les réponses aux questions courantes sur la réservation d’un ménage MapleShine, les prix et le paiement, les annulations et le travail de préposé autonome avec nous.',
    keywords:
      'FAQ, foire aux questions, questions sur le ménage, aide à la réservation, emplois de préposé',
  },
  'join-us': {
    title: 'Joignez-vous à nous',
    description:
      'Devenez préposé au ménage chez MapleShine : gagnez jusqu’à 30 $ l’heure, soyez payé dans les 48 heures suivant chaque quart terminé et choisissez les contrats qui conviennent à votre horaire.',
    keywords:
      'joignez-vous à nous, emplois de ménage, devenir préposé au ménage, travail flexible, carrières MapleShine',
  },
  'contractor-application': {
    title: 'Candidature de travailleur autonome',
    description:
      'Postulez pour faire du ménage avec MapleShine. Parlez-nous de votre expérience et de votre ville, passez une vérification des antécédents et acceptez vite des contrats près de chez vous.',
    keywords:
      'candidature travailleur autonome, postuler, emplois de préposé, vérification des antécédents, MapleShine',
  },
  services: {
    title: 'Nos services',
    description:
      'Les services MapleShine : ménages de déménagement, grand ménage, ménage après une réception, ménage d’entretien et entretien commercial, tous à prix connu d’avance.',
    keywords:
      'services de ménage, ménage de déménagement, grand ménage, ménage après une réception, ménage d’entretien, entretien commercial',
  },
  commercial: {
    title: 'Entretien commercial',
    description:
      'L’entretien commercial des bureaux, studios et petits commerces partout au Canada : préposés vérifiés, visites tôt ou en soirée, prix connus d’avance et aucun contrat à signer.',
    keywords:
      'entretien commercial, ménage de bureaux, services d’entretien, ménage de commerces, MapleShine',
  },
  careers: {
    title: 'Carrières',
    description:
      'Travaillez comme préposé au ménage MapleShine dans neuf villes canadiennes. Gagnez jusqu’à 30 $ l’heure, soyez payé dans les 48 heures suivant chaque quart et établissez votre horaire.',
    keywords:
      'carrières, emplois de ménage, emplois de préposé au ménage, travail flexible, MapleShine',
  },
  blogs: {
    title: 'Blogue',
    description:
      'Conseils de ménage, listes pour le déménagement et entretien de la maison par MapleShine, pensés pour les maisons canadiennes en toute saison, du dégel printanier au cœur de l’hiver.',
    keywords:
      'blogue ménage, conseils de ménage, liste de déménagement, entretien de la maison, MapleShine',
  },
  blog: {
    title: 'Blogue',
    description:
      'Lisez le blogue MapleShine : conseils pratiques de ménage, listes pour le jour du déménagement, entretien saisonnier et nouvelles pour les clients et les préposés du Canada.',
    keywords:
      'blogue, conseils de ménage, entretien de la maison, conseils de déménagement, nouvelles MapleShine',
  },
  'blog-detail': {
    title: 'Article de blogue',
    description:
      'Un article du blogue MapleShine plein de conseils pratiques de ménage et d’entretien pour les maisons canadiennes. Lisez-le, partagez-le et laissez un commentaire avec vos astuces.',
    keywords:
      'article sur le ménage, conseils de ménage, entretien de la maison, blogue MapleShine',
  },
  'book-now': {
    title: 'Réserver',
    description:
      'Réservez un ménage ponctuel en une minute. Choisissez le service, la taille du logement et la plage horaire, voyez le prix d’avance et payez par carte seulement après le ménage.',
    keywords:
      'réserver un ménage, réserver un préposé, ménage le jour même, réservation en ligne, MapleShine',
  },
  'thank-you': {
    title: 'Merci',
    description:
      'Merci d’avoir réservé avec MapleShine. Votre confirmation s’en vient par courriel, et votre carte ne sera débitée qu’une fois le ménage terminé.',
    keywords: 'merci, réservation confirmée, réservation de ménage, MapleShine',
  },
  'success-registration': {
    title: 'Inscription réussie',
    description:
      'Votre compte MapleShine est créé. Cherchez le lien d’activation dans vos courriels, puis connectez-vous pour réserver des ménages et gérer votre profil et vos adresses.',
    keywords: 'inscription réussie, compte créé, activer le compte, MapleShine',
  },
  'account-activation': {
    title: 'Activation du compte',
    description:
      'Activation de votre compte MapleShine. Une fois votre adresse courriel confirmée, vous pourrez vous connecter, réserver des ménages et gérer votre profil, vos adresses et vos avis.',
    keywords: 'activation du compte, confirmer le courriel, activer le compte, MapleShine',
  },
  'account-verified': {
    title: 'Compte vérifié',
    description:
      'Votre compte MapleShine est vérifié. Connectez-vous pour réserver un ménage ponctuel, enregistrer vos adresses, suivre vos réservations et laisser un avis après chaque visite.',
    keywords: 'compte vérifié, courriel confirmé, connexion MapleShine, réserver un ménage',
  },
  'success-reset-password': {
    title: 'Mot de passe réinitialisé',
    description:
      'Votre mot de passe MapleShine a été changé. Connectez-vous avec le nouveau pour gérer vos réservations, vos contrats et votre profil. Écrivez-nous si vous ne l’avez pas demandé.',
    keywords:
      'réinitialisation du mot de passe, mot de passe changé, sécurité du compte, connexion MapleShine',
  },
  'confirm-card': {
    title: 'Confirmez votre carte',
    description:
      'Confirmez votre carte enregistrée auprès de votre banque pour que MapleShine puisse bloquer le montant de votre ménage. Rien n’est bloqué avant la confirmation ; la carte n’est débitée qu’une fois le ménage fait.',
    keywords:
      'confirmer la carte, 3-D Secure, authentification de la carte, réservation MapleShine',
  },
  unsubscribe: {
    title: 'Se désabonner',
    description:
      'Cessez de recevoir par courriel les rappels ou les offres de MapleShine en un clic, sans vous connecter. Les courriels au sujet de vos réservations, de vos reçus et de la sécurité de votre compte vous parviennent toujours.',
    keywords: 'désabonnement, préférences de courriel, courriels MapleShine, LCAP',
  },
  logout: {
    title: 'Se déconnecter',
    description:
      'Vous êtes en train de vous déconnecter de votre compte MapleShine. Merci de votre visite. Reconnectez-vous en tout temps pour réserver un ménage ou voir vos contrats et réservations.',
    keywords: 'se déconnecter, déconnexion, compte MapleShine, session',
  },
  error: {
    title: 'Erreur',
    description:
      'Un problème est survenu au chargement de cette page MapleShine. Réessayez dans un moment, ou écrivez-nous à hello@mapleshine.ca si le problème persiste.',
    keywords: 'erreur, un problème est survenu, réessayer, soutien MapleShine',
  },
  'move-out-move-in-clean': {
    title: 'Ménage de déménagement',
    description:
      'Ménage de départ ou d’arrivée : cuisine complète, salles de bain désinfectées à fond, plinthes, murs et planchers, avec intérieur du réfrigérateur, du four et fenêtres sur demande.',
    keywords:
      'ménage de déménagement, ménage de départ, ménage d’arrivée, ménage de fin de bail, ménage pour locataires',
  },
  'deep-cleaning': {
    title: 'Grand ménage',
    description:
      'Le grand ménage des logements qui ont besoin d’un renouveau : cuisine dégraissée, douches détartrées, coulis récurés, plinthes lavées et bouches d’aération époussetées. Prix connu d’avance.',
    keywords:
      'grand ménage, grand ménage de maison, ménage du printemps, nettoyage des coulis, dégraissage de cuisine',
  },
  'post-event-cleanup': {
    title: 'Ménage après une réception',
    description:
      'Le ménage après votre fête ou votre rassemblement : déchets ensachés, vaisselle lavée, tables essuyées, dégâts nettoyés et salles de bain remises en ordre. Le jour même ou le lendemain.',
    keywords:
      'ménage après une réception, ménage après une fête, nettoyage après un party, ménage d’événement',
  },
  'routine-clean': {
    title: 'Ménage d’entretien',
    description:
      'Le ménage d’entretien garde propre un logement bien tenu : cuisine, salles de bain, époussetage, lits faits et planchers lavés. Une visite ponctuelle, sans abonnement.',
    keywords: 'ménage d’entretien, ménage de maison, ménage régulier, service de ménage à domicile',
  },
  'service-detail': {
    title: 'Détails du service',
    description:
      'Ce que comprend un service de ménage MapleShine, ce qui en fait varier le prix et à qui il s’adresse. Consultez la liste de contrôle, puis réservez en ligne à prix connu d’avance.',
    keywords:
      'détails du service de ménage, liste de contrôle du ménage, prix du ménage, services MapleShine',
  },
  ...hiringMeta,
  'move-out-in-cleaning-edmonton': {
    title: 'Ménage de déménagement à Edmonton',
    description:
      'Ménage de départ ou d’arrivée à Edmonton, jour et nuit : réservation le jour même ou le lendemain, aucun contrat, prix connu d’avance et préposés sélectionnés et vérifiés.',
    keywords:
      'ménage de déménagement Edmonton, ménage d’arrivée Edmonton, préposés au ménage Edmonton, ménage de fin de bail Edmonton',
  },
  'page-not-found': {
    title: 'Page introuvable',
    description:
      'Désolés, la page MapleShine que vous cherchez est introuvable. Elle a peut-être été déplacée. Retournez à l’accueil pour réserver un ménage ou parcourir nos services.',
    keywords: 'page introuvable, 404, MapleShine, services de ménage',
  },
};
