import type * as english from '../en-CA/quebec-terms.ts';
import type { Translation } from '../translation.ts';

export const quebecTermsChoice: Translation<typeof english.quebecTermsChoice> = {
  BOUND_BY_ENGLISH: 'Je souhaite être lié·e par la version anglaise',
};

export const quebecTermsDocument: Translation<typeof english.quebecTermsDocument> = {
  title: 'Conditions d’utilisation',
  updated: 'Dernière mise à jour : 5 janvier 2026',
  intro:
    'Les présentes conditions régissent votre utilisation du site Web et de l’application MapleShine ainsi que toute réservation faite par leur intermédiaire. MapleShine est exploitée par MapleShine Cleaning Inc. (« MapleShine », « nous »). En créant un compte, en réservant un ménage ou en posant votre candidature comme préposé·e au ménage, vous acceptez les présentes conditions. Si vous ne les acceptez pas, veuillez ne pas utiliser MapleShine.',
  sections: [
    {
      heading: '1. Ce qu’est MapleShine',
      paragraphs: [
        'MapleShine est une plateforme en ligne qui met en relation des clients qui souhaitent un ménage ponctuel et des préposé·e·s au ménage indépendant·e·s (« préposé·e·s » ou « travailleurs autonomes ») qui l’effectuent. Nous prenons les réservations et les paiements, vérifions les préposé·e·s avant leur arrivée et vous aidons en cas de problème. Le ménage lui-même est effectué par la personne qui accepte votre demande.',
      ],
      items: [],
    },
    {
      heading: '2. Comptes',
      paragraphs: [],
      items: [
        'Vous devez avoir au moins 18 ans et être en mesure de conclure un contrat qui vous lie pour réserver ou pour travailler comme préposé·e au ménage.',
        'Les renseignements que vous nous fournissez (nom, courriel, numéro de téléphone et adresses) doivent être exacts et tenus à jour.',
        'Vous êtes responsable de la confidentialité de votre mot de passe et des activités faites dans votre compte. Avisez-nous sans délai à hello@mapleshine.ca si vous croyez que quelqu’un d’autre l’a utilisé.',
      ],
    },
    {
      heading: '3. Réservations',
      paragraphs: [],
      items: [
        'Une réservation vise une seule visite, à l’adresse, à la date et dans la plage horaire que vous choisissez. Il n’y a ni contrat à long terme, ni abonnement, ni nombre minimal de visites.',
        'Votre soumission repose sur ce que vous nous indiquez : le service, le type de résidence, le nombre de chambres et de salles de bain, et les options. Veuillez décrire votre logement avec exactitude. Si le logement est beaucoup plus grand ou dans un état très différent de celui décrit, la personne au ménage suivra la liste des tâches par ordre de priorité pendant le temps réservé, et nous communiquerons avec vous avant que du temps supplémentaire soit facturé.',
        'Vous vous engagez à donner un accès sécuritaire au logement à l’heure réservée, avec l’eau, l’électricité et le chauffage en fonction, et les animaux tenus à l’écart. Veuillez retirer ou ranger les objets de valeur, l’argent comptant et les objets fragiles.',
        'Une réservation est confirmée lorsqu’un·e préposé·e l’accepte. Si personne n’est disponible dans votre plage horaire, nous vous en informerons, libérerons la retenue sur votre carte et vous aiderons à choisir un autre moment.',
      ],
    },
    {
      heading: '4. Prix, taxes et paiement',
      paragraphs: [],
      items: [
        'Les prix sont en dollars canadiens. Votre soumission indique le nombre d’heures estimé, le tarif horaire, le rabais d’un code promotionnel s’il y a lieu, la TPS ou la TVH applicable dans votre province (au Québec, la TPS et la TVQ) et le total.',
        'Au moment de la réservation, votre carte est autorisée pour le total : le montant est retenu sur votre carte, mais pas débité. Pour un ménage prévu dans plus de cinq jours, votre carte est enregistrée de façon sécuritaire par notre entreprise de traitement des paiements et autorisée environ 24 heures avant le ménage. Si cette autorisation échoue, nous vous écrirons par courriel, et la réservation pourra être annulée à moins que vous ne mettiez à jour votre mode de paiement.',
        'Le paiement est encaissé (débité) seulement après que la personne au ménage a indiqué que le travail est terminé. Nous ne débitons jamais plus que le montant autorisé sans votre accord.',
        'Les paiements par carte sont traités par notre entreprise de traitement des paiements. MapleShine ne voit ni ne conserve jamais le numéro complet de votre carte.',
        'Les codes promotionnels sont soumis aux conditions indiquées (par exemple des dates de validité, un achat minimal, une ville ou une seule utilisation par client), n’ont aucune valeur monétaire et ne peuvent être combinés, sauf indication contraire de notre part.',
      ],
    },
    {
      heading: '5. Annulations et modifications',
      paragraphs: [],
      items: [
        'Vous pouvez annuler une réservation sans frais avant le début du ménage, à partir de la page Réservation de votre compte ou en communiquant avec nous. Comme votre carte a seulement été autorisée, l’annulation libère la retenue ; votre banque peut prendre quelques jours ouvrables avant d’afficher les fonds comme disponibles.',
        'Pour changer la date, l’heure ou les détails d’une réservation, écrivez-nous à hello@mapleshine.ca ou appelez au 1-888-555-0143. Une modification peut entraîner une nouvelle soumission.',
        'Une fois le ménage commencé, il ne peut plus être annulé en ligne. Si vous devez interrompre un ménage en cours, communiquez avec nous et nous conviendrons d’un montant équitable pour le temps déjà travaillé.',
        'Nous pouvons annuler une réservation si la personne au ménage ne peut pas accéder au logement de façon sécuritaire, si les conditions sont dangereuses ou si les présentes conditions ne sont pas respectées. Si nous annulons pour une raison qui ne vous est pas imputable, vous n’êtes pas facturé·e.',
      ],
    },
    {
      heading: '6. Si quelque chose ne va pas',
      paragraphs: [
        'Si une tâche prévue pour votre service a été oubliée, avisez-nous dans les 48 heures suivant le ménage à hello@mapleshine.ca, avec des photos si possible. Nous examinerons la réservation et, s’il y a lieu, ferons refaire les tâches oubliées ou offrirons un remboursement partiel.',
      ],
      items: [],
    },
    {
      heading: '7. Travailleurs autonomes',
      paragraphs: [],
      items: [
        'Les préposé·e·s au ménage sont des travailleurs autonomes, et non des employé·e·s, des mandataires ou des associé·e·s de MapleShine. Ils et elles décident de leurs disponibilités et des demandes qu’ils acceptent, et ils maîtrisent la façon dont le travail est effectué.',
        'Chaque préposé·e doit réussir une vérification des antécédents avant d’accepter un premier travail. Une vérification des antécédents réduit les risques, mais ne peut garantir la conduite future d’une personne.',
        'Les préposé·e·s sont responsables de leur propre impôt sur le revenu, de leurs cotisations au Régime de pensions du Canada ou au Régime de rentes du Québec et, s’il y a lieu, de leur inscription aux fins de la TPS/TVH.',
        'Les préposé·e·s gagnent jusqu’à 30 $ l’heure, selon le service et le travail, et sont payé·e·s dans les 48 heures suivant chaque quart terminé.',
        'Les clients et les préposé·e·s s’engagent à se traiter mutuellement avec respect. Le harcèlement, la discrimination ou un comportement dangereux, de la part de quiconque, peuvent entraîner la suspension ou la fermeture d’un compte.',
      ],
    },
    {
      heading: '8. Évaluations, commentaires et autres contenus',
      paragraphs: [
        'Les évaluations et les commentaires du blogue doivent être honnêtes, respectueux et porter sur votre propre expérience. Vous demeurez propriétaire de ce que vous écrivez, et vous autorisez MapleShine à l’afficher sur le site et dans son matériel. Nous pouvons retirer un contenu illégal, injurieux ou trompeur, ou qui divulgue les renseignements personnels d’une autre personne.',
      ],
      items: [],
    },
    {
      heading: '9. Dommages et responsabilité',
      paragraphs: [],
      items: [
        'Signalez tout dommage ou toute perte dans les 48 heures suivant le ménage, avec des photos et une description. Nous ferons enquête avec la personne au ménage et chercherons avec vous une solution équitable.',
        'Nous ne sommes pas responsables des dommages préexistants, de l’usure normale, des objets mal fixés ou en mauvais état, ni de l’argent comptant, des bijoux et des autres objets de valeur laissés à la vue.',
        'Dans la mesure permise par la loi, la responsabilité totale de MapleShine découlant d’une réservation est limitée au montant que vous avez payé pour cette réservation, et MapleShine n’est pas responsable des pertes indirectes, accessoires ou consécutives.',
        'Rien dans les présentes conditions ne limite un droit que vous confère la législation sur la protection du consommateur de votre province et qui ne peut être limité par contrat.',
      ],
    },
    {
      heading: '10. Utilisation du site',
      paragraphs: [
        'Vous vous engagez à ne pas faire un usage abusif du site : aucune tentative d’accéder aux comptes ou aux données d’autrui, aucune extraction automatisée ni requête en masse, aucune réservation ni aucun paiement frauduleux, et aucune tentative de convenir d’un travail rémunéré, en dehors de la plateforme, avec une personne rencontrée par MapleShine afin d’éviter ses frais.',
      ],
      items: [],
    },
    {
      heading: '11. Confidentialité',
      paragraphs: [
        'La façon dont nous recueillons, utilisons et protégeons les renseignements personnels est décrite dans notre Politique de confidentialité.',
      ],
      items: [],
    },
    {
      heading: '12. Modifications des présentes conditions',
      paragraphs: [
        'Nous pouvons mettre à jour les présentes conditions à l’occasion. La date indiquée en haut correspond à la version la plus récente. Une réservation est régie par les conditions en vigueur au moment où elle a été faite. Si une modification est importante, nous en aviserons les titulaires de compte par courriel avant son entrée en vigueur.',
      ],
      items: [],
    },
    {
      heading: '13. Droit applicable',
      paragraphs: [
        'Les présentes conditions sont régies par les lois de la province de l’Alberta et les lois fédérales du Canada qui s’y appliquent. Tout différend sera entendu par les tribunaux de l’Alberta, à moins que la législation sur la protection du consommateur de votre province ne vous donne le droit de le porter devant les tribunaux de votre propre province.',
      ],
      items: [],
    },
    {
      heading: '14. Pour nous joindre',
      paragraphs: [],
      items: [
        'MapleShine Cleaning Inc.',
        'Courriel : hello@mapleshine.ca',
        'Téléphone : 1-888-555-0143',
      ],
    },
  ],
};
