import { formatMoney, formatNumber, formatPercent } from '#shared/i18n/format.ts';
import { citySeed, extraSeed, residenceTypeSeed, serviceSeed } from './catalog.ts';
import { extraFrench, residenceTypeFrench, serviceFrench } from './catalog-french.ts';
import type { PageSeed } from './content-types.ts';
import { withoutTitleHeading } from './page-headings.ts';
import { citiesWithoutHiringPage } from './quebec.ts';

/*
 * The five service pages, the commercial page and the careers page in French (decision 106); see
 * pages-french.ts. Built as the English ones are (pages.ts): prices, times and extras are read
 * from the catalog seed, so the French never disagrees with the English or with the quotes, and
 * the names of services, residence types and extras are the catalog's French ones.
 */

const RESERVER = '<p><a href="/fr/book-now" class="btn-orange">Réserver</a></p>';
const POSTULER = '<p><a href="/fr/contractor-application" class="btn-orange">Postuler</a></p>';
const EMAIL = 'hello@mapleshine.ca';
const PHONE = '1-888-555-0143';
const NB = '\u00a0';

/** A time as it reads in a sentence: « 45 minutes », « 1 heure », « 1 heure 30 minutes ». */
function duration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest}${NB}minutes`;
  const hourText = hours === 1 ? `1${NB}heure` : `${hours}${NB}heures`;
  return rest === 0 ? hourText : `${hourText} ${rest}${NB}minutes`;
}

/** The English rule (whole dollars without cents) in French style: « 55 $ », « 42,50 $ ». */
function dollars(cents: number): string {
  return cents % 100 === 0
    ? `${formatNumber(cents / 100, 'fr-CA', 0)}${NB}$`
    : formatMoney(cents / 100, 'fr-CA');
}

function serviceBySlug(slug: string) {
  const service = serviceSeed.find((entry) => entry.slug === slug);
  if (!service) throw new Error(`No service with slug ${slug} in the catalog seed`);
  return service;
}

function serviceName(slug: string): string {
  const french = serviceFrench[slug];
  if (!french) throw new Error(`No French for the service ${slug}`);
  return french.name;
}

function inFrench(names: Record<string, string>, name: string): string {
  const french = names[name];
  if (!french) throw new Error(`No French for ${name}`);
  return french;
}

function residenceTypeLine(name: string, percent: number): string {
  const french = inFrench(residenceTypeFrench, name);
  if (percent === 100) return `<li><strong>${french}</strong>${NB}: le temps de référence.</li>`;
  const change = percent < 100 ? 'moins' : 'plus';
  const difference = formatPercent(Math.abs(100 - percent) / 100, 'fr-CA');
  return `<li><strong>${french}</strong>${NB}: environ ${difference} ${change} de temps que pour une maison.</li>`;
}

/** The « ce qui influe sur le prix » block of a service page, as pricingSection in pages.ts. */
function pricingSection(slug: string, extraNames: string[], roomNote = ''): string {
  const service = serviceBySlug(slug);
  const extras = extraNames.map((name) => {
    const extra = extraSeed.find((entry) => entry.name === name);
    if (!extra) throw new Error(`No extra named ${name} in the catalog seed`);
    return `<li><strong>${inFrench(extraFrench, extra.name)}</strong>${NB}: ajoute environ ${duration(extra.extraMinutes)}.</li>`;
  });
  return `<h3>Ce qui influe sur le prix</h3>
<p>Vous payez à l’heure, et vous voyez l’estimation avant de payer. Le tarif de ce service est de <strong>${dollars(service.hourlyRateCents)} l’heure</strong>, plus la TPS ou la TVH de votre province (au Québec, la TPS et la TVQ). Le temps estimé est calculé à partir des éléments suivants${NB}:</p>
<ul>
<li><strong>Chambres</strong>${NB}: chaque chambre ajoute environ ${duration(service.minutesPerBedroom)} (de 1 à 8${NB}chambres).${roomNote}</li>
<li><strong>Salles de bain</strong>${NB}: chaque salle de bain ajoute environ ${duration(service.minutesPerBathroom)} (de 1 à 8${NB}salles de bain).</li>
<li><strong>Type de résidence</strong>${NB}: le même nombre de pièces ne demande pas le même temps d’un type de logement à l’autre.</li>
<li><strong>Options</strong>${NB}: chaque option cochée ajoute une durée fixe, indiquée dans votre soumission avant la réservation.</li>
</ul>
<p>Chaque visite part d’une base de ${duration(service.baseMinutes)} pour la cuisine, les aires communes et les planchers. Le total est arrondi à la demi-heure supérieure, avec un minimum de 2${NB}heures. Le type de résidence modifie ensuite le temps nécessaire pour les mêmes pièces${NB}:</p>
<ul>
${residenceTypeSeed.map((type) => residenceTypeLine(type.name, type.hoursFactorPercent)).join('\n')}
</ul>
<p>Les options qui conviennent à ce service${NB}:</p>
<ul>
${extras.join('\n')}
</ul>
<p>Votre soumission indique la plage horaire du ménage, les heures estimées, le tarif horaire, la taxe et le total. Le montant est autorisé sur votre carte à la réservation et n’est débité qu’une fois le ménage terminé, jamais au-delà du montant que vous avez approuvé.</p>`;
}

function citySlug(name: string): string {
  return name.toLowerCase().replace(/\s+/g, '-');
}

/** A city's name with its preposition: « à Calgary », « dans le Lower Mainland ». */
function inPlace(name: string): string {
  return name === 'Lower Mainland' ? 'dans le Lower Mainland' : `à ${name}`;
}

const moveOutChecklist = `<ul>
<li><strong>Cuisine nettoyée au complet</strong>${NB}: comptoirs, dosseret, évier, robinets et façades des électroménagers, ainsi que l’intérieur du réfrigérateur, du four et des armoires sur demande.</li>
<li><strong>Salles de bain désinfectées à fond</strong>${NB}: toilette, baignoire, douche, carreaux, lavabo, miroir et accessoires récurés et désinfectés.</li>
<li><strong>Plinthes, interrupteurs, portes, bouches d’aération et murs</strong>${NB}: essuyés, y compris les cadres de porte, les poignées et les plaques d’interrupteur.</li>
<li><strong>Fenêtres intérieures</strong> sur demande${NB}: vitres, cadres, rebords et rails.</li>
<li><strong>Époussetage de toutes les surfaces</strong>${NB}: tablettes, rebords, garde-robes, luminaires et coins du plafond.</li>
<li><strong>Planchers passés à l’aspirateur et lavés</strong> dans toutes les pièces, y compris les garde-robes et le long des murs.</li>
<li><strong>Nettoyage ciblé des marques, traces et dépôts</strong> sur les murs, les portes, les armoires et les planchers.</li>
</ul>`;

const WHO_IS_IT_FOR = '<h3>À qui s’adresse ce service</h3>';
const WHAT_IS_INCLUDED = '<h3>Ce qui est inclus</h3>';

const commercialPage: PageSeed = {
  slug: 'commercial',
  title: 'Entretien commercial',
  html: `<h2>L’entretien commercial des bureaux, studios et commerces</h2>
<p>Un lieu de travail propre fait meilleure impression sur la clientèle et rend la journée plus saine pour votre équipe. MapleShine réserve des préposés au ménage sélectionnés et dont les antécédents ont été vérifiés pour les bureaux, les cabinets professionnels, les studios, les petits commerces et les espaces de travail partagés d’Edmonton, de Calgary, du Lower Mainland, de Winnipeg, d’Ottawa, de Toronto, de Mississauga et de Brampton.</p>
<p>Réservez une seule visite avant une rencontre avec un client, après des rénovations ou un déménagement, avant une inspection ou simplement quand les lieux en ont besoin. Aucun contrat, aucun nombre minimum de visites, et un prix connu avant de payer.</p>
<h3>Ce que nous nettoyons</h3>
<ul>
<li>Postes de travail, bureaux et tables de réunion essuyés.</li>
<li>Surfaces souvent touchées désinfectées${NB}: poignées de porte, interrupteurs, rampes, téléphones et équipement partagé.</li>
<li>Coins-repas${NB}: comptoirs, évier, façades des électroménagers, four à micro-ondes et dessus de table.</li>
<li>Toilettes nettoyées et désinfectées, et réapprovisionnées avec les produits que vous fournissez.</li>
<li>Poubelles et bacs de recyclage vidés, et sacs remplacés.</li>
<li>Accueil, corridors et entrées rangés et époussetés.</li>
<li>Planchers passés à l’aspirateur et lavés partout.</li>
</ul>
<h3>Pourquoi les entreprises choisissent MapleShine</h3>
<ul>
<li><strong>Le ménage selon votre horaire</strong>${NB}: des plages horaires tôt le matin, en soirée ou la fin de semaine, pour que le travail ne soit pas interrompu.</li>
<li><strong>Des prix connus d’avance</strong>${NB}: les heures estimées, le tarif horaire, la taxe et le total avant la réservation, options comprises dans la soumission.</li>
<li><strong>Des préposés vérifiés</strong>${NB}: chaque préposé au ménage passe une vérification des antécédents avant son premier contrat.</li>
<li><strong>Le paiement après le ménage</strong>${NB}: votre carte n’est débitée qu’une fois le ménage terminé, et vous recevez un reçu qui indique la TPS ou la TVH (au Québec, la TPS et la TVQ).</li>
</ul>
<h3>Comment réserver</h3>
<ol>
<li>Choisissez <strong>${serviceName('commercial-cleaning')}</strong> et le type de résidence <strong>${inFrench(residenceTypeFrench, 'Office or Commercial Unit')}</strong>.</li>
<li>Comptez chaque bureau fermé, salle de réunion ou aire de travail distincte comme une chambre, et chaque salle de toilettes comme une salle de bain.</li>
<li>Ajoutez des options comme les fenêtres intérieures ou l’enlèvement des déchets, choisissez une date et une plage horaire, puis vérifiez votre soumission.</li>
</ol>
<p>Un local plus grand, plusieurs adresses ou des visites régulières${NB}? Écrivez à <a href="mailto:${EMAIL}">${EMAIL}</a> ou appelez au ${PHONE}, et nous vous aiderons à planifier les visites. Consultez la <a href="/fr/service-detail/commercial-cleaning">liste de contrôle complète de l’entretien commercial</a>.</p>
${RESERVER}`,
};

const careersPage: PageSeed = {
  slug: 'careers',
  title: 'Carrières',
  html: `<h2>Faites du ménage avec MapleShine</h2>
<p>Les préposés au ménage de MapleShine sont des travailleurs autonomes qui choisissent leurs contrats et sont payés rapidement. Que vous vouliez des journées complètes ou quelques quarts entre l’école et la famille, c’est vous qui décidez quand vous travaillez et quels contrats vous acceptez.</p>
<h3>Ce que vous y gagnez</h3>
<ul>
<li><strong>Gagnez jusqu’à 30${NB}$ l’heure</strong>, selon le service et le contrat.</li>
<li><strong>Une paie dans les 48${NB}heures</strong> suivant chaque quart terminé. Pas besoin d’attendre la fin du mois.</li>
<li><strong>Un horaire flexible</strong>${NB}: les contrats offerts dans votre ville apparaissent dans votre liste «${NB}Tâches${NB}», et vous n’acceptez que ceux qui conviennent à votre journée. Aucun minimum d’heures.</li>
<li><strong>Des contrats clairs</strong>${NB}: chaque contrat indique l’adresse, le service, les heures estimées, la plage horaire et les options avant que vous l’acceptiez.</li>
<li><strong>Un paiement garanti d’avance</strong>${NB}: le montant est autorisé sur la carte du client avant qu’un contrat vous soit proposé.</li>
<li><strong>Du soutien au besoin</strong>${NB}: joignez notre équipe par courriel ou par téléphone au sujet de n’importe quel contrat.</li>
</ul>
<h3>Ce que nous recherchons</h3>
<ul>
<li>Vous avez 18${NB}ans ou plus et le droit de travailler au Canada.</li>
<li>Vous consentez à une vérification des antécédents, qui doit être réussie avant votre premier contrat.</li>
<li>Vous avez un téléphone intelligent pour accepter les contrats et un moyen fiable de vous y rendre.</li>
<li>Vous avez le souci du détail, vous êtes ponctuel et vous communiquez clairement avec les clients.</li>
<li>Une expérience en ménage est un atout, que ce soit dans des maisons, des hôtels ou des bureaux, mais le soin et la fiabilité comptent avant tout.</li>
</ul>
<h3>Comment vous joindre à nous</h3>
<ol>
<li>Remplissez le formulaire de candidature avec vos coordonnées, votre ville et votre expérience.</li>
<li>Passez la vérification des antécédents.</li>
<li>Une fois votre candidature approuvée, connectez-vous, remplissez votre profil et commencez à accepter des contrats.</li>
</ol>
<p>Comme travailleur autonome, vous devez déclarer vos revenus aux fins de l’impôt sur le revenu.</p>
<h3>Les villes où nous embauchons</h3>
<ul>
${citySeed
  .filter((city) => !citiesWithoutHiringPage.has(city.name))
  .map(
    (city) =>
      `<li><a href="/fr/house-cleaner-jobs-${citySlug(city.name)}">Emplois de préposé au ménage ${inPlace(city.name)}</a></li>`,
  )
  .join('\n')}
</ul>
<p>Des questions sur le travail avec nous${NB}? Écrivez à <a href="mailto:${EMAIL}">${EMAIL}</a>.</p>
${POSTULER}`,
};

// As in pages.ts, each service page opens with its title, which withoutTitleHeading takes away.
const servicePages: PageSeed[] = [
  {
    slug: 'move-out-move-in-clean',
    title: serviceName('move-out-move-in-clean'),
    html: `<h2>${serviceName('move-out-move-in-clean')}</h2>
<p>Remettez les clés l’esprit tranquille, ou commencez la vie dans votre nouveau chez-vous en sachant que chaque surface est propre. Le ménage de départ ou d’arrivée couvre tout le logement de haut en bas, y compris les endroits qu’on oublie quand les meubles sont dans le chemin.</p>
${WHAT_IS_INCLUDED}
${moveOutChecklist}
<p>Pour un meilleur résultat, réservez le ménage après le départ des déménageurs${NB}: dans des pièces vides, le préposé peut atteindre les garde-robes, les plinthes et le plancher là où se trouvaient les meubles.</p>
${pricingSection('move-out-move-in-clean', ['Inside Fridge', 'Inside Oven', 'Inside Cupboards', 'Interior Windows', 'Garbage Removal', 'Balcony', 'Garage'])}
${WHO_IS_IT_FOR}
<ul>
<li><strong>Les locataires</strong> qui déménagent et veulent un logement prêt pour l’inspection de départ.</li>
<li><strong>Les propriétaires et les gestionnaires immobiliers</strong> qui préparent un logement entre deux locataires.</li>
<li><strong>Les vendeurs</strong> qui laissent une maison propre le jour de la prise de possession, et <strong>les acheteurs</strong> qui veulent la faire nettoyer avant l’arrivée de leurs meubles.</li>
<li><strong>Toute personne qui emménage</strong> et qui préfère déballer ses choses dans des armoires propres.</li>
</ul>
${RESERVER}`,
  },
  {
    slug: 'deep-cleaning',
    title: serviceName('deep-cleaning'),
    html: `<h2>${serviceName('deep-cleaning')}</h2>
<p>Le grand ménage remet à neuf un logement qui a besoin de plus qu’un petit coup de propre. Nous allons au-delà des surfaces que vous voyez tous les jours pour venir à bout de la graisse, du calcaire, de la poussière et de la saleté qui s’accumulent au fil des mois.</p>
${WHAT_IS_INCLUDED}
<ul>
<li>Cuisine dégraissée${NB}: comptoirs, dosseret, surface de cuisson, hotte, façades des armoires et extérieur des électroménagers.</li>
<li>Évier et robinets récurés et détartrés.</li>
<li>Douches, baignoires et robinets détartrés, et coulis des carreaux récurés.</li>
<li>Toilettes, lavabos, miroirs et accessoires nettoyés et désinfectés.</li>
<li>Plinthes, cadres de porte, portes et interrupteurs lavés.</li>
<li>Bouches d’aération, luminaires, ventilateurs de plafond et rebords en hauteur époussetés.</li>
<li>Aspirateur passé sous et derrière les meubles qu’on peut déplacer sans risque.</li>
<li>Planchers passés à l’aspirateur et lavés partout.</li>
</ul>
${pricingSection('deep-cleaning', ['Inside Oven', 'Inside Fridge', 'Inside Cupboards', 'Interior Windows', 'Balcony', 'Garage'])}
${WHO_IS_IT_FOR}
<ul>
<li>Le ménage du printemps, ou les préparatifs avant les Fêtes et la visite de la famille.</li>
<li>Les logements qui n’ont pas eu de ménage en profondeur depuis un moment, ou après des rénovations ou un long hiver.</li>
<li>La préparation d’une maison pour une vente, une visite ou l’arrivée d’un bébé.</li>
<li>Toute personne qui veut repartir à neuf avant de passer aux ménages d’entretien.</li>
</ul>
${RESERVER}`,
  },
  {
    slug: 'post-event-cleanup',
    title: serviceName('post-event-cleanup'),
    html: `<h2>${serviceName('post-event-cleanup')}</h2>
<p>La fête a été un succès${NB}; le lendemain n’a pas à être une corvée. Réservez un ménage après une réception pour le soir même ou le lendemain, et nous remettrons votre maison en ordre pendant que vous vous reposez.</p>
${WHAT_IS_INCLUDED}
<ul>
<li>Déchets et recyclage ramassés, triés et ensachés.</li>
<li>Vaisselle, verres et plats de service lavés, essuyés et rangés, ou placés dans le lave-vaisselle.</li>
<li>Comptoirs, tables et chaises essuyés.</li>
<li>Dégâts et taches collantes nettoyés sur les planchers et les surfaces.</li>
<li>Salles de bain remises en ordre${NB}: toilettes, lavabos et miroirs nettoyés, serviettes replacées.</li>
<li>Planchers passés à l’aspirateur et lavés dans les pièces où s’est tenue la réception.</li>
</ul>
${pricingSection('post-event-cleanup', ['Garbage Removal', 'Balcony', 'Garage', 'Inside Fridge', 'Laundry'])}
${WHO_IS_IT_FOR}
<ul>
<li>Les fêtes d’anniversaire, les anniversaires de mariage, les remises de diplômes et les fêtes prénatales.</li>
<li>Les repas des Fêtes et les célébrations de Diwali, de l’Aïd et du réveillon du jour de l’An.</li>
<li>Les soirées de jeux, les soirées de la Coupe Grey et des séries éliminatoires, et les barbecues d’été.</li>
<li>Les petites fêtes de bureau et les réceptions à la maison.</li>
</ul>
${RESERVER}`,
  },
  {
    slug: 'routine-clean',
    title: serviceName('routine-clean'),
    html: `<h2>${serviceName('routine-clean')}</h2>
<p>Le ménage d’entretien est une visite ponctuelle qui garde propre un logement bien tenu. Il couvre les pièces que vous utilisez tous les jours, pour que vous puissiez consacrer votre fin de semaine à autre chose qu’aux corvées. Réservez de nouveau quand vous le voulez, sans abonnement.</p>
${WHAT_IS_INCLUDED}
<ul>
<li>Comptoirs, évier et façades des électroménagers de la cuisine essuyés et lustrés.</li>
<li>Salles de bain nettoyées et désinfectées${NB}: toilette, baignoire ou douche, lavabo et miroir.</li>
<li>Lits faits, avec des draps propres si vous les laissez à portée de main.</li>
<li>Surfaces époussetées${NB}: tables, tablettes, commodes et rebords de fenêtre.</li>
<li>Poubelles vidées.</li>
<li>Planchers passés à l’aspirateur et lavés.</li>
</ul>
${pricingSection('routine-clean', ['Inside Fridge', 'Interior Windows', 'Laundry', 'Balcony'])}
${WHO_IS_IT_FOR}
<ul>
<li>Les familles occupées et les professionnels qui veulent retrouver leurs soirées.</li>
<li>La préparation de l’arrivée d’invités, ou le rattrapage après un voyage ou une semaine chargée.</li>
<li>Les aînés et toute personne qui aimerait un coup de main pour les tâches les plus exigeantes.</li>
<li>Les logements qui ont eu droit à un grand ménage et qui doivent rester impeccables.</li>
</ul>
${RESERVER}`,
  },
  {
    slug: 'commercial-cleaning',
    title: serviceName('commercial-cleaning'),
    html: `<h2>${serviceName('commercial-cleaning')}</h2>
<p>Bureaux, studios et petits commerces nettoyés avant l’ouverture. Réservez une visite à la fois, à une heure qui ne dérange ni votre équipe ni votre clientèle.</p>
${WHAT_IS_INCLUDED}
<ul>
<li>Postes de travail, bureaux et tables de réunion essuyés.</li>
<li>Surfaces souvent touchées désinfectées${NB}: poignées de porte, interrupteurs, rampes et équipement partagé.</li>
<li>Coins-repas nettoyés${NB}: comptoirs, évier, four à micro-ondes et façades des électroménagers.</li>
<li>Toilettes nettoyées, désinfectées et réapprovisionnées avec les produits que vous fournissez.</li>
<li>Poubelles et bacs de recyclage vidés.</li>
<li>Planchers passés à l’aspirateur et lavés.</li>
</ul>
${pricingSection('commercial-cleaning', ['Interior Windows', 'Garbage Removal', 'Inside Fridge', 'Inside Cupboards'], ' Pour un local commercial, comptez chaque bureau fermé, salle de réunion ou aire de travail distincte comme une chambre.')}
${WHO_IS_IT_FOR}
<ul>
<li>Les petits et moyens bureaux, les espaces de cotravail et les cabinets professionnels.</li>
<li>Les studios, les salons et les petits commerces de détail.</li>
<li>Les gestionnaires immobiliers qui préparent un local pour un nouveau locataire ou une visite.</li>
<li>Les entreprises qui se préparent à une inspection, à une journée portes ouvertes ou à la visite d’un client important.</li>
</ul>
<p>Pour en savoir plus, consultez <a href="/fr/commercial">l’entretien commercial avec MapleShine</a>.</p>
${RESERVER}`,
  },
];

/** The five service pages, the commercial page and the careers page in French (decision 106), by slug; see pages-french.ts. */
export const servicePagesFrench: Record<string, Omit<PageSeed, 'slug'>> = Object.fromEntries(
  [commercialPage, careersPage, ...servicePages]
    .map(withoutTitleHeading)
    .map(({ slug, title, html }) => [slug, { title, html }]),
);
