import type { PageSeed } from './content-types.ts';

/*
 * The Edmonton move-out landing page and the eight house-cleaner-jobs pages in French (decision
 * 106), by slug; see pages-french.ts. Each page keeps the English page's elements in the same
 * order, as the site shows it: the opening heading that repeats the title is left out, and the
 * h3s under it are h2s (page-headings.ts). Links go to the French site's addresses (under /fr).
 */

const RESERVER = '<p><a href="/fr/book-now" class="btn-orange">Réserver</a></p>';
const POSTULER = '<p><a href="/fr/contractor-application" class="btn-orange">Postuler</a></p>';
const NB = '\u00a0';

const edmontonLandingPage: Omit<PageSeed, 'slug'> = {
  title: 'Ménage de déménagement et d’emménagement à Edmonton',
  html: `<p>Vous quittez un appartement à Oliver, vous rendez les clés d’une maison à Mill Woods ou vous prenez possession d’un nouveau logement à Windermere ou à Summerside${NB}? MapleShine envoie partout à Edmonton des préposés au ménage sélectionnés et dont les antécédents ont été vérifiés, pour que votre ancien logement soit prêt pour l’inspection et que le nouveau n’attende plus que vos boîtes.</p>
<p>Réservez en ligne en une minute, de jour comme de nuit, et voyez votre prix avant de payer.</p>
${RESERVER}
<h2>Pourquoi les Edmontoniens choisissent MapleShine</h2>
<ul>
<li><strong>Ouvert 24${NB}h sur 24, 7${NB}jours sur 7</strong>${NB}: réservez à toute heure du jour ou de la nuit, sept jours sur sept.</li>
<li><strong>Réservation le jour même ou le lendemain</strong>${NB}: les dates de déménagement bougent souvent. Réservez aujourd’hui pour cet après-midi ou pour demain, là où un préposé est libre.</li>
<li><strong>Une seule fois, sans contrat</strong>${NB}: une visite, sans abonnement et sans rien à annuler plus tard.</li>
<li><strong>Prix connu d’avance, aucuns frais cachés</strong>${NB}: votre soumission indique les heures, le tarif horaire, la TPS et le total avant que vous réserviez.</li>
<li><strong>Des préposés sélectionnés et vérifiés</strong>${NB}: chaque préposé au ménage passe une vérification des antécédents avant son premier contrat.</li>
<li><strong>Des options chiffrées d’avance</strong>${NB}: l’enlèvement des déchets et le ménage du balcon ou du garage sont inclus dans le prix de votre soumission, pas ajoutés le jour même.</li>
</ul>
<h2>Notre liste de contrôle de déménagement et d’emménagement</h2>
<ul>
<li><strong>Cuisine nettoyée à fond</strong>${NB}: comptoirs, dosseret, évier, robinets et façades des électroménagers, ainsi que l’intérieur du réfrigérateur, du four et des armoires sur demande.</li>
<li><strong>Salles de bain désinfectées en profondeur</strong>${NB}: toilette, baignoire, douche, céramique, lavabo, miroir et robinetterie récurés et désinfectés.</li>
<li><strong>Plinthes, interrupteurs, portes, bouches d’aération et murs</strong>${NB}: essuyés, y compris les cadres de porte, les poignées et les plaques d’interrupteur.</li>
<li><strong>Fenêtres intérieures</strong> sur demande${NB}: vitres, cadres, rebords et glissières.</li>
<li><strong>Époussetage de toutes les surfaces</strong>${NB}: tablettes, rebords, garde-robes, luminaires et coins du plafond.</li>
<li><strong>Planchers passés à l’aspirateur et lavés</strong> dans toutes les pièces, y compris les garde-robes et le long des murs.</li>
<li><strong>Détachage des éraflures, des marques et des dépôts</strong> sur les murs, les portes, les armoires et les planchers.</li>
</ul>
<h2>Notre engagement</h2>
<ul>
<li><strong>Un service 24${NB}h sur 24</strong>${NB}: réservez en ligne quand cela vous convient, même la veille de votre déménagement.</li>
<li><strong>Une solution ponctuelle</strong>${NB}: vous payez le ménage dont vous avez besoin, une seule fois.</li>
<li><strong>Des professionnels vérifiés</strong>${NB}: des préposés d’ici, expérimentés, qui ont réussi une vérification des antécédents.</li>
<li><strong>Des prix transparents</strong>${NB}: une soumission d’avance, et votre carte n’est débitée qu’une fois le ménage terminé.</li>
</ul>
<p>Pour un meilleur résultat, réservez votre ménage pour après le départ des déménageurs. Demandez à votre propriétaire ou à votre gestionnaire immobilier sa liste de contrôle de fin de bail et ajoutez les options qu’elle exige, comme l’intérieur du four et du réfrigérateur.</p>
${RESERVER}`,
};

/**
 * The cities with a job page, as in pages.ts (the same names, so the same slugs): how each reads
 * in a French sentence (« à Edmonton », « dans le Lower Mainland ») and its overview, written in
 * French about the same neighbourhoods.
 */
type HiringCityFrench = { name: string; inText: string; overview: [string, string] };

const hiringCitiesFrench: HiringCityFrench[] = [
  {
    name: 'Edmonton',
    inText: 'à Edmonton',
    overview: [
      'À Edmonton, on réserve des ménages toute l’année, des appartements d’Oliver, du centre-ville et de Garneau aux maisons familiales de Westmount, de Glenora, de Ritchie et d’Old Strathcona, en passant par des quartiers plus récents comme Windermere, Terwillegar, Summerside et The Orchards.',
      'Les ménages de déménagement et d’emménagement culminent à la fin de chaque mois et au rythme des sessions de l’Université de l’Alberta, et après nos longs hivers, les grands ménages du printemps font de cette saison l’une de nos plus occupées. Quand il fait moins 30 dehors, vous pouvez vous en tenir aux travaux près de chez vous ou le long du train léger.',
    ],
  },
  {
    name: 'Calgary',
    inText: 'à Calgary',
    overview: [
      'À Calgary, la clientèle fait appel à MapleShine pour des condos du Beltline, de Mission et d’East Village, des maisons des quartiers centraux comme Kensington, Bridgeland, Inglewood et Marda Loop, et des maisons familiales à Tuscany, à Evanston, à Auburn Bay, à Mahogany et à Cranston.',
      `La saison des déménagements tient les ménages de départ bien occupés, et chaque juillet, le Stampede amène une vague de ménages après une fête. Choisissez des travaux près de chez vous ou le long des lignes du CTrain${NB}: bâtissez une semaine qui vous convient.`,
    ],
  },
  {
    name: 'Lower Mainland',
    inText: 'dans le Lower Mainland',
    overview: [
      'Dans le Lower Mainland, les préposés MapleShine travaillent dans des quartiers de Vancouver comme Kitsilano, Mount Pleasant, le West End et Yaletown, à Burnaby autour de Metrotown et de Brentwood, ainsi qu’à Richmond, à New Westminster, dans les Tri-Cities, à Surrey, à Langley et sur le North Shore.',
      `Tours de condos, maisons en rangée et logements au sous-sol${NB}: la demande de ménages de départ et de ménages d’entretien reste constante. Choisissez les municipalités où vous voulez travailler, et des travaux près de chez vous ou à quelques stations de SkyTrain.`,
    ],
  },
  {
    name: 'Winnipeg',
    inText: 'à Winnipeg',
    overview: [
      'À Winnipeg, la clientèle réserve des ménages à Osborne Village, à Wolseley, à River Heights et dans l’Exchange District, à Saint-Boniface et à St. Vital, ainsi que dans des quartiers en pleine croissance comme Bridgwater, Sage Creek, Charleswood et Transcona.',
      `Les vieilles maisons de caractère demandent des grands ménages minutieux, et les déménagements de fin de mois gardent les ménages de départ en demande. Vous choisissez les secteurs que vous desservez${NB}: vous pouvez donc rester de votre côté de la rivière quand les routes sont glacées.`,
    ],
  },
  {
    name: 'Ottawa',
    inText: 'à Ottawa',
    overview: [
      'À Ottawa, les préposés MapleShine travaillent au Centretown, dans le Glebe, à Westboro, à Hintonburg, à la Côte-de-Sable et à New Edinburgh, et jusqu’à Alta Vista, Kanata, Barrhaven et Orléans.',
      'Les déménagements d’étudiants autour de l’Université d’Ottawa et de l’Université Carleton, les mutations dans la fonction publique et les familles occupées assurent une demande stable toute l’année. Acceptez des travaux près de chez vous ou le long de la ligne de l’O-Train, et établissez l’horaire qui vous convient.',
    ],
  },
  {
    name: 'Toronto',
    inText: 'à Toronto',
    overview: [
      `Toronto est notre ville la plus occupée${NB}: des condos au centre-ville, à CityPlace et à Liberty Village, des maisons dans l’Annex, à Leslieville, dans le Danforth, à High Park et à Roncesvalles, et des logements partout à North York, à Etobicoke et à Scarborough.`,
      'Départs de condos, grands ménages et ménages après une réception remplissent la liste des travaux chaque semaine. Choisissez des travaux dans votre coin de la ville ou le long d’une ligne de la TTC, et passez moins de temps à vous déplacer entre deux quarts.',
    ],
  },
  {
    name: 'Mississauga',
    inText: 'à Mississauga',
    overview: [
      'À Mississauga, la clientèle réserve des ménages à Port Credit, à Streetsville, à Clarkson et à Lorne Park, dans les condos du City Centre autour du Square One, et dans des quartiers familiaux comme Meadowvale, Erin Mills, Churchill Meadows, Cooksville et Malton.',
      `Grandes maisons familiales, maisons en rangée et condos${NB}: les travaux offrent un bon mélange de ménages d’entretien, de grands ménages et de ménages de départ. Travaillez près de chez vous ou le long des circuits de MiWay, et gardez vos fins de semaine libres si vous le préférez.`,
    ],
  },
  {
    name: 'Brampton',
    inText: 'à Brampton',
    overview: [
      'À Brampton, les préposés MapleShine travaillent au centre-ville de Brampton, à Bramalea, à Springdale, à Heart Lake et à Fletcher’s Meadow, ainsi qu’à Castlemore, à Mount Pleasant, à Credit Valley et à Sandalwood.',
      'Les grandes maisons familiales, les logements au sous-sol et les périodes de fêtes achalandées gardent les grands ménages et les ménages après une réception en demande, surtout autour de Diwali, de l’Aïd et de Noël. Acceptez les travaux qui s’accordent avec l’horaire de votre propre famille.',
    ],
  },
];

/** The end of a job page's address, as pages.ts makes it: 'lower-mainland'. */
function citySlug(name: string): string {
  return name.toLowerCase().replace(/\s+/g, '-');
}

/** A house-cleaner-jobs-<city> page; its title is the job page's banner (fr-CA/hiring.ts). */
function hiringPageFrench(city: HiringCityFrench): PageSeed {
  return {
    slug: `house-cleaner-jobs-${citySlug(city.name)}`,
    title: `Emplois de préposé(e) au ménage ${city.inText}`,
    html: `${city.overview.map((paragraph) => `<p>${paragraph}</p>`).join('\n')}
<p>Comme préposé(e) au ménage chez MapleShine ${city.inText}, vous <strong>gagnez jusqu’à 30${NB}$ l’heure</strong> et êtes <strong>payé(e) dans les 48${NB}heures suivant chaque quart terminé</strong>.</p>
${POSTULER}
<h2>Pourquoi travailler avec MapleShine ${city.inText}</h2>
<ul>
<li><strong>Jusqu’à 30${NB}$ l’heure</strong>${NB}: la rémunération dépend du service et du travail.</li>
<li><strong>Une paie rapide</strong>${NB}: vous êtes payé(e) dans les 48${NB}heures suivant chaque quart terminé.</li>
<li><strong>Votre horaire</strong>${NB}: acceptez les travaux qui vous conviennent, sans minimum d’heures.</li>
<li><strong>Des travaux près de chez vous</strong>${NB}: voyez le quartier, la plage horaire et les heures estimées avant d’accepter.</li>
<li><strong>Un paiement assuré</strong>${NB}: la carte du client est autorisée avant qu’un travail vous soit proposé.</li>
<li><strong>Du soutien</strong>${NB}: notre équipe est à un appel ou à un courriel de vous, quel que soit le travail.</li>
</ul>
<h2>Ce qu’il vous faut</h2>
<ul>
<li>Avoir 18${NB}ans ou plus et être légalement autorisé(e) à travailler au Canada.</li>
<li>Une vérification des antécédents, réussie avant votre premier travail.</li>
<li>Un téléphone intelligent et un moyen fiable de vous déplacer partout ${city.inText}.</li>
<li>Le souci du détail, de la ponctualité et de l’amabilité envers la clientèle.</li>
</ul>
<h2>Comment postuler</h2>
<ol>
<li>Remplissez la candidature de préposé(e) au ménage et choisissez ${city.name} dans la liste des villes.</li>
<li>Passez votre vérification des antécédents.</li>
<li>Une fois votre candidature approuvée, acceptez votre premier travail dans votre liste Tâches.</li>
</ol>
${POSTULER}`,
  };
}

export const workPagesFrench: Record<string, Omit<PageSeed, 'slug'>> = {
  'move-out-in-cleaning-edmonton': edmontonLandingPage,
  ...Object.fromEntries(
    hiringCitiesFrench.map(hiringPageFrench).map(({ slug, ...page }) => [slug, page]),
  ),
};
