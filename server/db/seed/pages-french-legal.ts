import type { PageSeed } from './content-types.ts';
import { RETENTION_PLACEHOLDER } from '../../domain/retention-section.ts';

/*
 * The terms and conditions and the privacy policy in French (decision 106), by slug; see
 * pages-french.ts. The retention periods are
 * written in when the page is read (server/domain/retention-section.ts, decision 140).
 *
 * The terms are, word for word, the French terms a customer in Quebec accepts at payment
 * (shared/catalogue/fr-CA/quebec-terms.ts, decision 110), as the English page is the English
 * ones: one contract, one French text. `tests/unit/quebec.test.ts` holds them together.
 */

const COMPANY = 'MapleShine Cleaning Inc.';
const EMAIL = 'hello@mapleshine.ca';
const PHONE = '1-888-555-0143';
const PRIVACY_EMAIL = 'privacy@mapleshine.ca';
const NB = '\u00a0';

const termsPage: Omit<PageSeed, 'slug'> = {
  title: 'Conditions d’utilisation',
  html: `<p><em>Dernière mise à jour${NB}: 5 janvier 2026</em></p>
<p>Les présentes conditions régissent votre utilisation du site Web et de l’application MapleShine ainsi que toute réservation faite par leur intermédiaire. MapleShine est exploitée par ${COMPANY} («${NB}MapleShine${NB}», «${NB}nous${NB}»). En créant un compte, en réservant un ménage ou en posant votre candidature comme préposé·e au ménage, vous acceptez les présentes conditions. Si vous ne les acceptez pas, veuillez ne pas utiliser MapleShine.</p>

<h2>1. Ce qu’est MapleShine</h2>
<p>MapleShine est une plateforme en ligne qui met en relation des clients qui souhaitent un ménage ponctuel et des préposé·e·s au ménage indépendant·e·s («${NB}préposé·e·s${NB}» ou «${NB}travailleurs autonomes${NB}») qui l’effectuent. Nous prenons les réservations et les paiements, vérifions les préposé·e·s avant leur arrivée et vous aidons en cas de problème. Le ménage lui-même est effectué par la personne qui accepte votre demande.</p>

<h2>2. Comptes</h2>
<ul>
<li>Vous devez avoir au moins 18${NB}ans et être en mesure de conclure un contrat qui vous lie pour réserver ou pour travailler comme préposé·e au ménage.</li>
<li>Les renseignements que vous nous fournissez (nom, courriel, numéro de téléphone et adresses) doivent être exacts et tenus à jour.</li>
<li>Vous êtes responsable de la confidentialité de votre mot de passe et des activités faites dans votre compte. Avisez-nous sans délai à <a href="mailto:${EMAIL}">${EMAIL}</a> si vous croyez que quelqu’un d’autre l’a utilisé.</li>
</ul>

<h2>3. Réservations</h2>
<ul>
<li>Une réservation vise une seule visite, à l’adresse, à la date et dans la plage horaire que vous choisissez. Il n’y a ni contrat à long terme, ni abonnement, ni nombre minimal de visites.</li>
<li>Votre soumission repose sur ce que vous nous indiquez${NB}: le service, le type de résidence, le nombre de chambres et de salles de bain, et les options. Veuillez décrire votre logement avec exactitude. Si le logement est beaucoup plus grand ou dans un état très différent de celui décrit, la personne au ménage suivra la liste des tâches par ordre de priorité pendant le temps réservé, et nous communiquerons avec vous avant que du temps supplémentaire soit facturé.</li>
<li>Vous vous engagez à donner un accès sécuritaire au logement à l’heure réservée, avec l’eau, l’électricité et le chauffage en fonction, et les animaux tenus à l’écart. Veuillez retirer ou ranger les objets de valeur, l’argent comptant et les objets fragiles.</li>
<li>Une réservation est confirmée lorsqu’un·e préposé·e l’accepte. Si personne n’est disponible dans votre plage horaire, nous vous en informerons, libérerons la retenue sur votre carte et vous aiderons à choisir un autre moment.</li>
</ul>

<h2>4. Prix, taxes et paiement</h2>
<ul>
<li>Les prix sont en dollars canadiens. Votre soumission indique le nombre d’heures estimé, le tarif horaire, le rabais d’un code promotionnel s’il y a lieu, la TPS ou la TVH applicable dans votre province (au Québec, la TPS et la TVQ) et le total.</li>
<li>Au moment de la réservation, votre carte est <strong>autorisée</strong> pour le total${NB}: le montant est retenu sur votre carte, mais pas débité. Pour un ménage prévu dans plus de cinq jours, votre carte est enregistrée de façon sécuritaire par notre entreprise de traitement des paiements et autorisée environ 24${NB}heures avant le ménage. Si cette autorisation échoue, nous vous écrirons par courriel, et la réservation pourra être annulée à moins que vous ne mettiez à jour votre mode de paiement.</li>
<li>Le paiement est <strong>encaissé</strong> (débité) seulement après que la personne au ménage a indiqué que le travail est terminé. Nous ne débitons jamais plus que le montant autorisé sans votre accord.</li>
<li>Les paiements par carte sont traités par notre entreprise de traitement des paiements. MapleShine ne voit ni ne conserve jamais le numéro complet de votre carte.</li>
<li>Les codes promotionnels sont soumis aux conditions indiquées (par exemple des dates de validité, un achat minimal, une ville ou une seule utilisation par client), n’ont aucune valeur monétaire et ne peuvent être combinés, sauf indication contraire de notre part.</li>
</ul>

<h2>5. Annulations et modifications</h2>
<ul>
<li>Vous pouvez annuler une réservation sans frais avant le début du ménage, à partir de la page Réservation de votre compte ou en communiquant avec nous. Comme votre carte a seulement été autorisée, l’annulation libère la retenue${NB}; votre banque peut prendre quelques jours ouvrables avant d’afficher les fonds comme disponibles.</li>
<li>Pour changer la date, l’heure ou les détails d’une réservation, écrivez-nous à <a href="mailto:${EMAIL}">${EMAIL}</a> ou appelez au ${PHONE}. Une modification peut entraîner une nouvelle soumission.</li>
<li>Une fois le ménage commencé, il ne peut plus être annulé en ligne. Si vous devez interrompre un ménage en cours, communiquez avec nous et nous conviendrons d’un montant équitable pour le temps déjà travaillé.</li>
<li>Nous pouvons annuler une réservation si la personne au ménage ne peut pas accéder au logement de façon sécuritaire, si les conditions sont dangereuses ou si les présentes conditions ne sont pas respectées. Si nous annulons pour une raison qui ne vous est pas imputable, vous n’êtes pas facturé·e.</li>
</ul>

<h2>6. Si quelque chose ne va pas</h2>
<p>Si une tâche prévue pour votre service a été oubliée, avisez-nous dans les 48${NB}heures suivant le ménage à <a href="mailto:${EMAIL}">${EMAIL}</a>, avec des photos si possible. Nous examinerons la réservation et, s’il y a lieu, ferons refaire les tâches oubliées ou offrirons un remboursement partiel.</p>

<h2>7. Travailleurs autonomes</h2>
<ul>
<li>Les préposé·e·s au ménage sont des travailleurs autonomes, et non des employé·e·s, des mandataires ou des associé·e·s de MapleShine. Ils et elles décident de leurs disponibilités et des demandes qu’ils acceptent, et ils maîtrisent la façon dont le travail est effectué.</li>
<li>Chaque préposé·e doit réussir une vérification des antécédents avant d’accepter un premier travail. Une vérification des antécédents réduit les risques, mais ne peut garantir la conduite future d’une personne.</li>
<li>Les préposé·e·s sont responsables de leur propre impôt sur le revenu, de leurs cotisations au Régime de pensions du Canada ou au Régime de rentes du Québec et, s’il y a lieu, de leur inscription aux fins de la TPS/TVH.</li>
<li>Les préposé·e·s gagnent jusqu’à 30${NB}$ l’heure, selon le service et le travail, et sont payé·e·s dans les 48${NB}heures suivant chaque quart terminé.</li>
<li>Les clients et les préposé·e·s s’engagent à se traiter mutuellement avec respect. Le harcèlement, la discrimination ou un comportement dangereux, de la part de quiconque, peuvent entraîner la suspension ou la fermeture d’un compte.</li>
</ul>

<h2>8. Évaluations, commentaires et autres contenus</h2>
<p>Les évaluations et les commentaires du blogue doivent être honnêtes, respectueux et porter sur votre propre expérience. Vous demeurez propriétaire de ce que vous écrivez, et vous autorisez MapleShine à l’afficher sur le site et dans son matériel. Nous pouvons retirer un contenu illégal, injurieux ou trompeur, ou qui divulgue les renseignements personnels d’une autre personne.</p>

<h2>9. Dommages et responsabilité</h2>
<ul>
<li>Signalez tout dommage ou toute perte dans les 48${NB}heures suivant le ménage, avec des photos et une description. Nous ferons enquête avec la personne au ménage et chercherons avec vous une solution équitable.</li>
<li>Nous ne sommes pas responsables des dommages préexistants, de l’usure normale, des objets mal fixés ou en mauvais état, ni de l’argent comptant, des bijoux et des autres objets de valeur laissés à la vue.</li>
<li>Dans la mesure permise par la loi, la responsabilité totale de MapleShine découlant d’une réservation est limitée au montant que vous avez payé pour cette réservation, et MapleShine n’est pas responsable des pertes indirectes, accessoires ou consécutives.</li>
<li>Rien dans les présentes conditions ne limite un droit que vous confère la législation sur la protection du consommateur de votre province et qui ne peut être limité par contrat.</li>
</ul>

<h2>10. Utilisation du site</h2>
<p>Vous vous engagez à ne pas faire un usage abusif du site${NB}: aucune tentative d’accéder aux comptes ou aux données d’autrui, aucune extraction automatisée ni requête en masse, aucune réservation ni aucun paiement frauduleux, et aucune tentative de convenir d’un travail rémunéré, en dehors de la plateforme, avec une personne rencontrée par MapleShine afin d’éviter ses frais.</p>

<h2>11. Confidentialité</h2>
<p>La façon dont nous recueillons, utilisons et protégeons les renseignements personnels est décrite dans notre <a href="/fr/privacy-policy">Politique de confidentialité</a>.</p>

<h2>12. Modifications des présentes conditions</h2>
<p>Nous pouvons mettre à jour les présentes conditions à l’occasion. La date indiquée en haut correspond à la version la plus récente. Une réservation est régie par les conditions en vigueur au moment où elle a été faite. Si une modification est importante, nous en aviserons les titulaires de compte par courriel avant son entrée en vigueur.</p>

<h2>13. Droit applicable</h2>
<p>Les présentes conditions sont régies par les lois de la province de l’Alberta et les lois fédérales du Canada qui s’y appliquent. Tout différend sera entendu par les tribunaux de l’Alberta, à moins que la législation sur la protection du consommateur de votre province ne vous donne le droit de le porter devant les tribunaux de votre propre province.</p>

<h2>14. Pour nous joindre</h2>
<ul>
<li>${COMPANY}</li>
<li>Courriel${NB}: <a href="mailto:${EMAIL}">${EMAIL}</a></li>
<li>Téléphone${NB}: ${PHONE}</li>
</ul>`,
};

const privacyPage: Omit<PageSeed, 'slug'> = {
  title: 'Politique de confidentialité',
  html: `<p><em>Dernière mise à jour${NB}: 28 novembre 2026</em></p>
<p>${COMPANY} («${NB}MapleShine${NB}», «${NB}nous${NB}») respecte votre vie privée. La présente politique explique quels renseignements personnels nous recueillons lorsque vous réservez un ménage, créez un compte ou posez votre candidature comme préposé au ménage, pourquoi nous les recueillons, à qui nous les communiquons, combien de temps nous les conservons et comment vous pouvez les consulter et les faire corriger.</p>
<p>Nous traitons les renseignements personnels conformément à la <strong>Loi sur la protection des renseignements personnels et les documents électroniques (LPRPDE)</strong>. En Alberta et en Colombie-Britannique, où s’appliquent les lois provinciales sur la protection des renseignements personnels dans le secteur privé (la Personal Information Protection Act de chacune de ces provinces), nous respectons aussi ces lois.</p>

<h2>Nos principes de protection des renseignements personnels</h2>
<p>Nous suivons les dix principes relatifs à l’équité dans le traitement de l’information énoncés dans la LPRPDE${NB}:</p>
<ol>
<li><strong>Responsabilité</strong>${NB}: nous avons désigné un responsable de la protection des renseignements personnels, chargé de veiller à notre conformité.</li>
<li><strong>Détermination des fins de la collecte des renseignements</strong>${NB}: nous vous indiquons pourquoi nous recueillons des renseignements avant de les recueillir ou au moment de le faire.</li>
<li><strong>Consentement</strong>${NB}: nous ne recueillons, n’utilisons et ne communiquons des renseignements personnels qu’à votre connaissance et avec votre consentement, sauf lorsque la loi permet de faire autrement.</li>
<li><strong>Limitation de la collecte</strong>${NB}: nous ne recueillons que les renseignements dont nous avons besoin aux fins décrites dans la présente politique.</li>
<li><strong>Limitation de l’utilisation, de la communication et de la conservation</strong>${NB}: nous n’utilisons les renseignements qu’à ces fins et ne les conservons que le temps nécessaire.</li>
<li><strong>Exactitude</strong>${NB}: nous veillons à ce que les renseignements soient aussi exacts et complets que l’exigent les fins auxquelles ils servent.</li>
<li><strong>Mesures de sécurité</strong>${NB}: nous protégeons les renseignements au moyen de mesures de sécurité adaptées à leur degré de sensibilité.</li>
<li><strong>Transparence</strong>${NB}: la présente politique décrit nos pratiques en termes simples.</li>
<li><strong>Accès aux renseignements personnels</strong>${NB}: vous pouvez demander à consulter les renseignements personnels que nous détenons à votre sujet.</li>
<li><strong>Possibilité de porter plainte à l’égard du non-respect des principes</strong>${NB}: vous pouvez faire part d’une préoccupation à notre responsable de la protection des renseignements personnels ou au commissaire à la protection de la vie privée.</li>
</ol>

<h2>Les renseignements que nous recueillons</h2>
<p>Auprès des clients${NB}:</p>
<ul>
<li>Votre <strong>nom</strong>, votre <strong>adresse courriel</strong> et votre <strong>numéro de téléphone</strong>, pour confirmer les réservations et permettre au préposé au ménage de vous joindre.</li>
<li>Vos <strong>adresses</strong>${NB}: l’adresse du ménage et le numéro d’appartement de chaque réservation, ainsi que les adresses que vous enregistrez dans votre profil (rue, ville, code postal, province et pays).</li>
<li>Les détails de la réservation${NB}: le service, le type de résidence, le nombre de chambres et de salles de bain, les options, la date et la plage horaire, le prix et le code promotionnel utilisé.</li>
<li>Les évaluations, les commentaires du blogue et, si vous en ajoutez une, une photo de profil.</li>
<li>Les messages que vous nous envoyez par le formulaire de contact, par courriel ou par clavardage.</li>
</ul>
<p>Auprès des préposés au ménage qui posent leur candidature${NB}:</p>
<ul>
<li>Le nom, l’adresse courriel, le numéro de téléphone, l’adresse, la ville et l’expérience en ménage.</li>
<li>Avec votre consentement exprès, le résultat d’une vérification des antécédents effectuée par un fournisseur de services de vérification.</li>
<li>L’historique des contrats, les évaluations et les renseignements nécessaires pour vous payer.</li>
</ul>
<p>Renseignements techniques${NB}:</p>
<ul>
<li>Un témoin de session qui maintient votre connexion, et les détails de la réservation conservés dans le stockage de session de votre navigateur pendant que vous réservez (ils sont effacés lorsque vous quittez la page).</li>
<li>Des journaux de serveur contenant l’adresse IP, le type de navigateur et les pages demandées, qui servent à la sécurité et à la correction des problèmes.</li>
</ul>

<h2>Renseignements de paiement</h2>
<p>Les paiements par carte sont traités par notre entreprise de traitement des paiements. Votre numéro de carte est saisi dans le champ sécurisé de cette entreprise et lui est transmis directement${NB}; <strong>MapleShine ne reçoit ni ne conserve jamais de numéros de carte</strong>. Nous conservons l’état du paiement, les montants autorisés et débités et, lorsque l’entreprise de traitement des paiements les fournit, la marque de la carte et ses quatre derniers chiffres, pour que vous puissiez reconnaître un paiement.</p>

<h2>Comment nous les utilisons</h2>
<ul>
<li>Pour établir les soumissions, prendre les réservations, planifier et effectuer les ménages, et percevoir le paiement après chaque ménage.</li>
<li>Pour communiquer au préposé au ménage les détails du travail dont il a besoin, et pour vous permettre, à vous et au préposé, de communiquer l’un avec l’autre au sujet de la réservation.</li>
<li>Pour examiner les candidatures des préposés au ménage et confirmer leur admissibilité, notamment au moyen de la vérification des antécédents.</li>
<li>Pour envoyer les confirmations de réservation, les reçus et les messages d’activation de compte et de réinitialisation du mot de passe.</li>
<li>Pour répondre à vos questions, traiter les plaintes et régler les différends.</li>
<li>Pour prévenir la fraude et les abus, et assurer la sécurité du site.</li>
<li>Pour vous envoyer des offres et des nouvelles, seulement si vous avez accepté de les recevoir. Chacun de ces messages contient un lien de désabonnement.</li>
</ul>

<h2>Consentement</h2>
<p>Lorsque vous réservez ou créez un compte, vous consentez aux utilisations décrites ci-dessus. Nous demandons votre consentement exprès pour les utilisations sensibles, comme une vérification des antécédents ou l’envoi de courriels promotionnels. Vous pouvez retirer votre consentement en tout temps, sous réserve des restrictions prévues par la loi ou par contrat et d’un préavis raisonnable${NB}; si vous retirez votre consentement à l’égard de renseignements dont nous avons besoin pour fournir un service, il se peut que nous ne puissions plus le fournir.</p>

<h2>À qui nous les communiquons</h2>
<ul>
<li><strong>Le préposé au ménage affecté à votre réservation</strong>${NB}: votre nom, votre numéro de téléphone, l’adresse du ménage et les détails de la réservation, uniquement pour ce travail.</li>
<li><strong>Les fournisseurs de services</strong> qui travaillent pour notre compte${NB}: notre entreprise de traitement des paiements, nos fournisseurs d’hébergement et d’envoi de courriels, le service de suggestion d’adresses, la protection antipourriel de nos formulaires, notre outil de clavardage pour le soutien et, pour les préposés au ménage, un fournisseur de services de vérification des antécédents. Ils ne peuvent utiliser les renseignements que pour nous fournir leurs services.</li>
<li><strong>Les autorités</strong>, lorsque la loi l’exige ou pour protéger la sécurité d’une personne.</li>
<li><strong>Un acheteur ou un successeur</strong>, si les activités de MapleShine sont vendues ou fusionnées, en vertu d’une entente qui protège vos renseignements.</li>
</ul>
<p>Nous ne vendons pas de renseignements personnels. Certains de nos fournisseurs de services conservent ou traitent des renseignements à l’extérieur du Canada, notamment aux États-Unis${NB}; pendant qu’ils s’y trouvent, les autorités de ce pays peuvent y avoir accès en vertu de ses lois.</p>

<h2>Combien de temps nous les conservons</h2>
<ul>
<li>Les renseignements de votre compte sont conservés tant que votre compte est ouvert. Lorsque vous fermez votre compte, nous les supprimons ou les anonymisons aussitôt, sauf ce que la loi nous oblige à conserver, indiqué ci-dessous.</li>
<li>Les résultats des vérifications des antécédents ne sont conservés que le temps nécessaire pour confirmer l’admissibilité et respecter nos obligations légales.</li>
<li>Les journaux de serveur sont conservés pendant au plus 90${NB}jours. Les liens d’activation et de réinitialisation du mot de passe que contiennent les adresses qu’ils consignent y sont masqués.</li>
</ul>
<p>${RETENTION_PLACEHOLDER}</p>

<h2>Comment nous les protégeons</h2>
<p>Les renseignements sont transmis par des connexions chiffrées, les mots de passe ne sont conservés que sous forme de hachages sécurisés, et l’accès aux renseignements personnels est limité aux membres du personnel et aux fournisseurs de services qui en ont besoin. Aucun système n’est parfaitement sûr${NB}; si une atteinte aux mesures de sécurité présente un risque réel de préjudice grave, nous vous en aviserons, de même que le commissaire à la protection de la vie privée du Canada, comme l’exige la LPRPDE.</p>

<h2>Vos droits${NB}: accès et correction</h2>
<ul>
<li><strong>Accès</strong>${NB}: vous pouvez télécharger tout ce que nous détenons à votre sujet depuis votre <a href="/fr/profile">profil</a> (Télécharger mes données), et vous pouvez demander quels renseignements personnels nous détenons à votre sujet, comment ils ont été utilisés et à qui ils ont été communiqués.</li>
<li><strong>Correction</strong>${NB}: vous pouvez nous demander de corriger des renseignements inexacts ou incomplets. Vous pouvez mettre à jour vous-même votre nom, votre numéro de téléphone, votre photo et vos adresses dans votre <a href="/fr/profile">profil</a>.</li>
<li><strong>Suppression</strong>${NB}: vous pouvez fermer vous-même votre compte depuis votre <a href="/fr/profile">profil</a>, ou nous demander par écrit de le fermer${NB}; vos renseignements sont alors supprimés, sous réserve des délais de conservation indiqués ci-dessus.</li>
</ul>
<p>Adressez votre demande à notre responsable de la protection des renseignements personnels. Nous vous répondrons dans un délai de 30${NB}jours, et la plupart des demandes sont traitées sans frais. Nous pourrions d’abord vous demander de confirmer votre identité.</p>

<h2>Responsable de la protection des renseignements personnels</h2>
<ul>
<li>Responsable de la protection des renseignements personnels, ${COMPANY}</li>
<li>Courriel${NB}: <a href="mailto:${PRIVACY_EMAIL}">${PRIVACY_EMAIL}</a></li>
<li>Téléphone${NB}: ${PHONE}</li>
</ul>
<p>Si notre réponse ne vous satisfait pas, vous pouvez communiquer avec le Commissariat à la protection de la vie privée du Canada ou, en Alberta ou en Colombie-Britannique, avec le commissaire à l’information et à la protection de la vie privée de la province.</p>

<h2>Enfants</h2>
<p>MapleShine s’adresse aux adultes. Nous ne recueillons pas sciemment de renseignements personnels auprès de personnes de moins de 18${NB}ans.</p>

<h2>Modifications de la présente politique</h2>
<p>Nous pouvons mettre à jour la présente politique selon l’évolution de nos services ou de la loi. La date indiquée en haut correspond à la version la plus récente${NB}; les modifications importantes seront annoncées par courriel aux titulaires de compte.</p>`,
};

export const legalPagesFrench: Record<string, Omit<PageSeed, 'slug'>> = {
  'terms-and-conditions': termsPage,
  'privacy-policy': privacyPage,
};
