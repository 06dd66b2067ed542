import type { PageSeed } from './content-types.ts';
import { legalPagesFrench } from './pages-french-legal.ts';
import { servicePagesFrench } from './pages-french-services.ts';
import { workPagesFrench } from './pages-french-work.ts';

/**
 * The content pages in French (decision 106), by slug: the title (the page's h1) and the HTML,
 * which, as the English, never repeats the title. Written for Canadian French readers; links go
 * to the French site's addresses (under /fr).
 */
const RESERVER = '<p><a href="/fr/book-now" class="btn-orange">Réserver</a></p>';
const COMPANY = 'MapleShine Cleaning Inc.';
const EMAIL = 'hello@mapleshine.ca';
const PHONE = '1-888-555-0143';
const NB = '\u00a0';

export const pageFrench: Record<string, Omit<PageSeed, 'slug'>> = {
  home: {
    title: 'Le ménage à domicile partout au Canada',
    html: `<h2>Un ménage à domicile réservé en une minute</h2>
<p>MapleShine met en relation les ménages et les entreprises d’Edmonton, de Calgary, du Lower Mainland, de Winnipeg, d’Ottawa, de Toronto, de Mississauga et de Brampton avec des préposés au ménage sélectionnés et dont les antécédents ont été vérifiés. Choisissez un ménage de départ ou d’arrivée, un grand ménage, un ménage après une réception, un ménage d’entretien ou un entretien commercial, indiquez-nous la taille de votre logement et voyez le prix avant de payer.</p>
${RESERVER}
<p>Chaque réservation est une visite ponctuelle, sans contrat ni abonnement. Vous choisissez la date et la plage horaire qui vous conviennent, le jour même ou le lendemain là où un préposé est libre, et vous ajoutez des options comme l’intérieur du four, les fenêtres intérieures ou l’enlèvement des déchets. Le montant est autorisé sur votre carte à la réservation et n’est débité qu’une fois le ménage terminé.</p>
<p>Un élément de la liste de contrôle ne vous satisfait pas${NB}? Écrivez-nous à <a href="mailto:${EMAIL}">${EMAIL}</a> ou appelez au ${PHONE}, et nous arrangerons les choses.</p>
${RESERVER}`,
  },
  'about-us': {
    title: 'À propos',
    html: `<h2>À propos de MapleShine</h2>
<p>MapleShine est né d’une frustration toute simple${NB}: réserver un ménage pour le jour du déménagement voulait dire des appels, des estimations floues et des rappels qui ne venaient pas. Nous avons bâti le service que nous voulions utiliser nous-mêmes. Vous décrivez votre logement, choisissez un moment, voyez le prix d’avance et réservez en une minute, à toute heure du jour.</p>
<p>${COMPANY} exploite la plateforme MapleShine dans neuf villes canadiennes${NB}: Edmonton, Calgary, le Lower Mainland, Winnipeg, Ottawa, Toronto, Mississauga, Brampton et Gatineau. Le ménage est fait par des préposés autonomes qui habitent ces villes, connaissent leurs quartiers et choisissent les contrats qui conviennent à leur horaire.</p>
<h3>Nos valeurs</h3>
<ul>
<li><strong>Des prix connus d’avance</strong>${NB}: votre prix indique les heures, le tarif horaire, la taxe et le total avant que vous réserviez. Aucuns frais cachés.</li>
<li><strong>Des préposés vérifiés</strong>${NB}: chaque préposé au ménage passe une vérification des antécédents avant son premier contrat, et les clients évaluent chaque visite.</li>
<li><strong>Aucun contrat</strong>${NB}: chaque réservation est un ménage ponctuel. Réservez de nouveau seulement quand vous avez besoin de nous.</li>
<li><strong>Une paie juste</strong>${NB}: les préposés gagnent jusqu’à 30${NB}$ l’heure et sont payés dans les 48${NB}heures suivant chaque quart terminé.</li>
<li><strong>Le paiement après le ménage</strong>${NB}: le montant est autorisé sur votre carte à la réservation et n’est débité qu’une fois le ménage terminé.</li>
</ul>
<h3>Comment ça marche</h3>
<ol>
<li>Décrivez votre logement${NB}: type de résidence, chambres, salles de bain, service et options.</li>
<li>Choisissez une date et une plage horaire. Des visites le jour même ou le lendemain sont offertes là où un préposé est libre.</li>
<li>Vérifiez le prix et payez par carte. Le montant est bloqué, pas débité.</li>
<li>Un préposé vérifié de votre ville accepte le contrat et arrive pendant votre plage horaire.</li>
<li>Une fois le ménage terminé, votre carte est débitée et vous pouvez laisser un avis.</li>
</ol>
<h3>Nous joindre</h3>
<p>Des questions, des commentaires ou une demande particulière${NB}? Écrivez à <a href="mailto:${EMAIL}">${EMAIL}</a>, appelez au ${PHONE} ou utilisez notre <a href="/fr/contact-us">formulaire de contact</a>. Vous aimeriez faire du ménage avec nous${NB}? Consultez les <a href="/fr/careers">carrières chez MapleShine</a>.</p>
${RESERVER}`,
  },
  ...legalPagesFrench,
  ...servicePagesFrench,
  ...workPagesFrench,
};
