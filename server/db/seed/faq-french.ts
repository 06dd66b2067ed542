/**
 * The FAQ in French (decision 106), keyed by the English question (the entries' natural key).
 * Written for Canadian French readers, not word for word.
 */
export const faqFrench: Record<string, { question: string; answer: string }> = {
  'How do I book a cleaning?': {
    question: 'Comment réserver un ménage ?',
    answer:
      'Entrez votre nom, votre courriel et votre téléphone dans le formulaire de réservation de notre page d’accueil ou de la page Réserver, puis décrivez votre logement, le service, les options, votre adresse et la plage horaire qui vous convient. Choisissez Vérifier les disponibilités pour voir votre prix, puis Réserver et payez par carte pour confirmer.',
  },
  'Do I need an account to book?': {
    question: 'Faut-il un compte pour réserver ?',
    answer:
      'Non, n’importe qui peut réserver avec un nom, une adresse courriel et un numéro de téléphone. Un compte gratuit vous permet aussi de voir vos réservations, d’enregistrer des adresses, d’annuler une réservation en ligne et de laisser des avis.',
  },
  'Can I get a cleaner today?': {
    question: 'Puis-je avoir un préposé au ménage aujourd’hui ?',
    answer:
      'Souvent, oui. Si vous choisissez aujourd’hui, seules les heures de début plus tard que l’heure actuelle sont offertes, et Vérifier les disponibilités vous dit tout de suite si un préposé de votre ville est libre à ce moment ; sinon, essayez une plage plus tardive ou un autre jour.',
  },
  'Which cities do you serve?': {
    question: 'Dans quelles villes offrez-vous vos services ?',
    answer:
      'Nous servons actuellement Edmonton, Calgary, le Lower Mainland, Winnipeg, Ottawa, Toronto, Mississauga et Brampton. Les suggestions d’adresses du formulaire de réservation se limitent au Canada.',
  },
  'How is the price calculated?': {
    question: 'Comment le prix est-il calculé ?',
    answer:
      'Nous estimons les heures dont votre ménage a besoin d’après le service, le nombre de chambres et de salles de bain, le type de résidence et les options (au moins 2 heures, arrondies à la demi-heure suivante), puis nous les multiplions par le tarif horaire du service. Votre prix indique les heures prévues, le tarif horaire et le total avant que vous payiez, sans frais cachés.',
  },
  'Are taxes included in the price?': {
    question: 'Les taxes sont-elles comprises dans le prix ?',
    answer:
      'La taxe de vente s’ajoute au prix du service, selon la province de l’adresse où se fait le ménage : TPS de 5 % en Alberta, en Colombie-Britannique et au Manitoba, et TVH de 13 % en Ontario. La taxe est indiquée par son nom sur votre prix et votre reçu.',
  },
  'What is included in a cleaning?': {
    question: 'Que comprend un ménage ?',
    answer:
      'Chaque page de service présente sa liste de contrôle ; tout ménage comprend la cuisine, les salles de bain, l’époussetage et les planchers. Des options comme l’intérieur du réfrigérateur, du four ou des armoires, les fenêtres intérieures, l’enlèvement des déchets, le balcon, le garage et la lessive peuvent s’ajouter à la réservation, et chacune allonge la durée prévue.',
  },
  'Do I need to provide cleaning supplies?': {
    question: 'Dois-je fournir les produits de nettoyage ?',
    answer:
      'Non, votre préposé au ménage apporte les produits et l’équipement de nettoyage habituels. Si vous tenez à certains produits, comme des nettoyants sans parfum ou un vaporisateur sans danger pour la pierre, laissez-les en vue et montrez-les à votre préposé à son arrivée.',
  },
  'I have pets. Is that a problem?': {
    question: 'J’ai des animaux. Est-ce un problème ?',
    answer:
      'Pas du tout. Gardez simplement les animaux craintifs devant les inconnus ou l’aspirateur dans une autre pièce ou dans leur cage pendant le ménage, et mentionnez-les à votre préposé à son arrivée.',
  },
  'Do I need to be home, and how does my cleaner get in?': {
    question: 'Dois-je être à la maison, et comment mon préposé entre-t-il ?',
    answer:
      'Vous n’avez pas à rester pendant tout le ménage, mais quelqu’un doit ouvrir au préposé ou prévoir l’accès. Inscrivez votre numéro d’interphone ou d’appartement dans le champ App./unité ; dès qu’un préposé accepte votre ménage, il reçoit votre adresse et votre numéro de téléphone et peut vous appeler au sujet des clés, d’une boîte à clés ou du concierge.',
  },
  'Can I book a recurring cleaning?': {
    question: 'Puis-je réserver un ménage récurrent ?',
    answer:
      'Chaque réservation MapleShine est un ménage ponctuel, sans contrat ni abonnement. Quand vous voulez une autre visite, il suffit de réserver de nouveau.',
  },
  'How do I cancel or change a booking?': {
    question: 'Comment annuler ou modifier une réservation ?',
    answer:
      'Connectez-vous et annulez depuis la page Réservations de votre compte, ou écrivez-nous, en tout temps avant que votre préposé commence ; le blocage sur votre carte est entièrement libéré. Pour changer la date ou l’heure, annulez puis réservez la nouvelle plage.',
  },
  'When is my card charged?': {
    question: 'Quand ma carte est-elle débitée ?',
    answer:
      'Au moment de la réservation, nous bloquons (autorisons) sur votre carte le montant total du prix ; la carte n’est débitée que lorsque votre préposé termine le ménage. Si vous annulez avant qu’il commence, le blocage est libéré et vous ne payez rien.',
  },
  'I booked more than five days ahead. When is the hold placed?': {
    question: 'J’ai réservé plus de cinq jours d’avance. Quand le montant est-il bloqué ?',
    answer:
      'Un blocage sur une carte ne dure que quelques jours : pour un ménage prévu dans plus de cinq jours, nous enregistrons votre carte de façon sécurisée à la réservation et bloquons le montant 24 heures avant le ménage. Si ce blocage échoue, nous vous écrivons par courriel pour que vous puissiez régler la situation avant le jour venu.',
  },
  'Can I use a coupon?': {
    question: 'Puis-je utiliser un code promo ?',
    answer:
      'Oui. Dans le formulaire de paiement, cochez « J’ai un code promo », entrez votre code et choisissez Appliquer avant de payer ; le rabais et les taxes sont alors recalculés. Chaque code promo s’utilise une fois par client, et certains sont réservés à certaines villes ou à une commande minimale.',
  },
  "What if I'm not happy with the cleaning?": {
    question: 'Et si je ne suis pas satisfait du ménage ?',
    answer:
      'Faites le tour du logement avec votre préposé avant qu’il indique le ménage comme terminé, pour que tout oubli soit corrigé sur place. Si vous remarquez un problème plus tard, écrivez-nous avec votre numéro de réservation et notre équipe l’examinera avec vous ; votre avis après le ménage nous aide aussi à garder la barre haute.',
  },
  'Are your cleaners background-checked?': {
    question: 'Les antécédents de vos préposés sont-ils vérifiés ?',
    answer:
      'Oui. Chaque préposé au ménage pose sa candidature, consent à une vérification de ses antécédents et est approuvé par notre équipe avant de pouvoir accepter un seul contrat, et les clients évaluent chaque ménage terminé.',
  },
  'How do I apply to clean with MapleShine?': {
    question: 'Comment poser ma candidature pour faire du ménage avec MapleShine ?',
    answer:
      'Remplissez la candidature de travailleur autonome avec votre nom complet, votre courriel, votre téléphone, votre ville, vos années d’expérience et une photo de vous, choisissez un mot de passe et consentez à une vérification des antécédents. Nous vous confirmons par courriel que votre candidature est bien reçue.',
  },
  'Why do I need a background check?': {
    question: 'Pourquoi une vérification des antécédents ?',
    answer:
      'Les clients vous accueillent chez eux : chaque préposé au ménage consent donc à une vérification de ses antécédents avant d’être approuvé. Vous donnez votre consentement dans le formulaire de candidature, et vous ne pouvez pas accepter de contrats avant que la vérification soit terminée et votre candidature approuvée.',
  },
  'How long does approval take?': {
    question: 'Combien de temps prend l’approbation ?',
    answer:
      'Cela dépend surtout du délai de votre vérification des antécédents, habituellement quelques jours ouvrables. En attendant, vous pouvez vous connecter et remplir votre profil, et nous vous écrivons par courriel dès que vous êtes approuvé.',
  },
  'How much can I earn?': {
    question: 'Combien puis-je gagner ?',
    answer:
      'Vous pouvez gagner jusqu’à 30 $ l’heure pour les contrats que vous terminez. Les contrats de votre ville indiquent le service, les heures prévues et les options avant que vous les acceptiez, pour que vous sachiez à quoi vous attendre.',
  },
  'When do I get paid?': {
    question: 'Quand suis-je payé ?',
    answer:
      'Vous êtes payé dans les 48 heures suivant chaque quart terminé. Un quart est terminé quand vous indiquez le contrat comme Terminé dans votre page Contrats.',
  },
  'How do I choose my jobs?': {
    question: 'Comment choisir mes contrats ?',
    answer:
      'Les contrats offerts dans votre ville s’affichent dans votre page Contrats avec la date, la plage horaire, le service et les heures prévues ; acceptez ceux qui vous conviennent et refusez les autres. Le premier préposé qui accepte obtient le contrat, et vous ne pouvez jamais avoir deux contrats dont les heures se chevauchent.',
  },
  'How do I start and finish a job?': {
    question: 'Comment commencer et terminer un contrat ?',
    answer:
      'Le jour venu, ouvrez le contrat dans votre page Contrats et choisissez Commencer quand vous vous mettez au travail, puis Terminer quand c’est fini. Terminer le contrat débite le client et lance votre délai de paiement de 48 heures.',
  },
  'Do I bring my own supplies?': {
    question: 'Dois-je apporter mes propres produits ?',
    answer:
      'Oui, apportez vos produits et votre équipement de nettoyage habituels, comme un aspirateur, une vadrouille, des chiffons et des nettoyants tout usage. Certains clients laissent en vue des produits qu’ils préfèrent que vous utilisiez, par exemple des nettoyants sans parfum.',
  },
  'Am I an employee of MapleShine?': {
    question: 'Suis-je un employé de MapleShine ?',
    answer:
      'Non, vous travaillez comme travailleur autonome : vous décidez quand vous travaillez et quels contrats vous acceptez. Vous êtes responsable de votre impôt sur le revenu et de vous inscrire à la TPS/TVH une fois que vos revenus dépassent le seuil de petit fournisseur de 30 000 $.',
  },
  'Do I need insurance?': {
    question: 'Ai-je besoin d’une assurance ?',
    answer:
      'Comme travailleur autonome, vous vous assurez vous-même. Nous recommandons une assurance responsabilité civile générale pour être protégé si quelque chose est endommagé par accident pendant un contrat.',
  },
  'Do I need cleaning experience?': {
    question: 'Faut-il de l’expérience en ménage ?',
    answer:
      'La candidature demande vos années d’expérience, de moins d’un an à plus de 10 ans. L’expérience aide, mais la fiabilité, le souci du détail et une vérification des antécédents sans problème comptent le plus.',
  },
  'Which cities can I work in?': {
    question: 'Dans quelles villes puis-je travailler ?',
    answer:
      'Nous avons des contrats à Edmonton, à Calgary, dans le Lower Mainland, à Winnipeg, à Ottawa, à Toronto, à Mississauga et à Brampton. Vous choisissez votre ville dans la candidature et y voyez les contrats offerts.',
  },
  'Will a move-out clean help me get my damage deposit back?': {
    question: 'Un ménage de départ m’aidera-t-il à récupérer mon dépôt de garantie ?',
    answer:
      'Notre liste de contrôle de départ couvre ce que les propriétaires et les gestionnaires immobiliers inspectent d’habitude : cuisine, salles de bain, plinthes, interrupteurs, portes, bouches d’aération, murs et planchers. Ajoutez l’intérieur du réfrigérateur, du four et des armoires en option pour le résultat le plus complet ; nous ne pouvons pas garantir la décision du propriétaire, mais rien de la liste n’est laissé de côté.',
  },
  'Does the home need to be empty for a move-out or move-in clean?': {
    question: 'Le logement doit-il être vide pour un ménage de départ ou d’arrivée ?',
    answer:
      'Un logement vide donne le meilleur résultat, car votre préposé peut atteindre chaque plancher, mur et armoire. S’il reste des meubles ou des boîtes, réservez une plage plus longue : travailler autour prend plus de temps.',
  },
  'How is a deep clean different from a routine clean?': {
    question: 'Quelle différence entre un grand ménage et un ménage d’entretien ?',
    answer:
      'Le ménage d’entretien garde propre un logement bien tenu, tandis que le grand ménage s’attaque à la saleté accumulée : cuisine dégraissée, douches et robinets détartrés, coulis récurés, plinthes et cadres de porte lavés, aspirateur sous et derrière les meubles. C’est le bon choix si votre logement n’a pas eu de ménage en profondeur depuis un bon moment.',
  },
  'How long does a deep clean take?': {
    question: 'Combien de temps dure un grand ménage ?',
    answer:
      'Cela dépend de la taille et du type de votre logement et des options ajoutées ; par exemple, pour une maison de trois chambres et deux salles de bain, on prévoit environ 5 heures. Votre prix indique les heures prévues avant que vous payiez.',
  },
  'How soon after my event can a cleaner come?': {
    question: 'Combien de temps après ma réception un préposé peut-il venir ?',
    answer:
      'Vous pouvez réserver une heure de début de 0 h à 23 h, y compris plus tard le jour même si un préposé de votre ville est libre. Bien des hôtes réservent pour le lendemain matin, pour que la maison soit en ordre avant le dîner.',
  },
  'Do you take the garbage away after the party?': {
    question: 'Emportez-vous les déchets après la fête ?',
    answer:
      'Chaque ménage après une réception comprend le ramassage et l’ensachage des déchets et du recyclage. Si vous voulez que les sacs quittent la propriété, ajoutez l’option Enlèvement des déchets à la réservation.',
  },
  'Can I set up a routine clean every week?': {
    question: 'Puis-je prévoir un ménage d’entretien chaque semaine ?',
    answer:
      'Chaque réservation est ponctuelle, sans abonnement ni contrat : vous gardez le contrôle. Réservez un nouveau ménage d’entretien chaque fois que vous en voulez un ; cela prend environ une minute.',
  },
  'What does a routine clean cover?': {
    question: 'Que comprend un ménage d’entretien ?',
    answer:
      'Les comptoirs, l’évier et les façades des électroménagers de la cuisine, les salles de bain nettoyées et désinfectées, les lits faits, les surfaces époussetées, et les planchers passés à l’aspirateur et lavés. Ajoutez des options comme l’intérieur du réfrigérateur ou la lessive au besoin.',
  },
  'What kinds of spaces does commercial cleaning cover?': {
    question: 'Quels types de locaux l’entretien commercial couvre-t-il ?',
    answer:
      'Les bureaux, les studios et les petits commerces. Choisissez « Bureau ou local commercial » comme type de résidence à la réservation pour que l’estimation corresponde à votre local.',
  },
  'Can you clean before we open or after we close?': {
    question: 'Pouvez-vous faire le ménage avant l’ouverture ou après la fermeture ?',
    answer:
      'Oui, les heures de début vont de 0 h à 23 h : vous pouvez réserver tôt le matin ou en soirée pour ne pas nuire à vos activités. Comme toute réservation MapleShine, chaque entretien commercial est ponctuel, sans contrat.',
  },
};
