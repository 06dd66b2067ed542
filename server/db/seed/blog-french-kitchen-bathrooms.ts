import type { FrenchPost } from './blog-french.ts';

/** A no-break space: before « : ; ? ! % », between a number and its unit. */
const NB = '\u00a0';

/** The kitchen and bathroom posts in French (decision 106), by slug; see blog-french.ts. */
export const blogFrenchKitchenBathrooms: Record<string, FrenchPost> = {
  'clean-oven-racks-without-harsh-fumes': {
    title: 'Comment nettoyer les grilles du four sans vapeurs irritantes',
    imageAlt:
      'Illustration d’un four dont les grilles sont sorties, à côté d’un bac d’eau savonneuse',
    html: `<p>Les grilles du four accumulent la graisse cuite plus vite que presque tout le reste de la cuisine, et elles sont malcommodes à frotter dans l’évier. Bonne nouvelle${NB}: un long trempage dans l’eau chaude fait la plus grande partie du travail à votre place, sans nettoyant à four en aérosol et sans vapeurs qui piquent les yeux.</p>
<h2>Ce qu’il vous faut</h2>
<ul>
<li>Une baignoire ou un grand évier de buanderie</li>
<li>Une vieille serviette pour protéger le fond de la baignoire</li>
<li>Du détergent à lave-vaisselle en poudre ou liquide, ou une bonne giclée de savon à vaisselle</li>
<li>Du bicarbonate de soude et un tampon à récurer non abrasif ou une brosse à poils raides</li>
<li>Des gants de caoutchouc</li>
</ul>
<h2>Le trempage de nuit</h2>
<ol>
<li>Étendez la vieille serviette au fond de la baignoire pour que les grilles de métal ne puissent pas égratigner le fini.</li>
<li>Déposez les grilles sur la serviette et couvrez-les de l’eau du robinet la plus chaude possible.</li>
<li>Ajoutez environ une demi-tasse de détergent à lave-vaisselle, ou une bonne quantité de savon à vaisselle, et brassez jusqu’à ce qu’il soit dissous.</li>
<li>Laissez tremper au moins quatre heures, ou toute la nuit si la graisse est bien incrustée.</li>
<li>Videz l’eau et frottez chaque grille avec le tampon. La plus grande partie de la saleté devrait partir facilement.</li>
</ol>
<h3>Pour les taches tenaces</h3>
<p>Mélangez du bicarbonate de soude avec un peu d’eau pour obtenir une pâte épaisse, étalez-la sur les taches qui restent, attendez 15${NB}minutes, puis frottez de nouveau. Rincez bien les grilles et séchez-les complètement avec une serviette pour éviter les traces d’eau et la rouille aux soudures.</p>
<h2>Pourquoi ne pas les laisser dans le four pendant l’autonettoyage${NB}?</h2>
<p>Bien des fabricants recommandent de <strong>retirer les grilles chromées ordinaires avant de lancer un cycle d’autonettoyage</strong>. La chaleur extrême peut les décolorer et enlever le revêtement qui les aide à glisser, ce qui les rend raides et ternes. Consultez votre guide d’utilisation${NB}: certains fours récents sont livrés avec des grilles conçues pour rester en place.</p>
<h2>Facilitez-vous le prochain nettoyage</h2>
<ul>
<li>Placez une plaque de cuisson sur la grille du bas quand vous faites rôtir ou cuire un plat qui risque de déborder.</li>
<li>Essuyez les dégâts dès que le four a refroidi, avant qu’ils ne se carbonisent.</li>
<li>Faites tremper les grilles rapidement aux quelques mois plutôt que de livrer une grande bataille une fois par année.</li>
</ul>
<p>Rincez ensuite la baignoire à l’eau chaude avec un peu de savon à vaisselle pour ne laisser aucun film graisseux avant le prochain bain.</p>`,
  },
  'deep-clean-your-fridge-step-by-step': {
    title: 'Le grand ménage du réfrigérateur, étape par étape',
    imageAlt: 'Illustration d’un réfrigérateur ouvert aux tablettes propres et vides',
    html: `<p>Un petit coup de linge garde le frigo présentable, mais aux quelques mois, il mérite un vrai grand ménage. Prévoyez environ une heure, et faites-le juste avant votre épicerie de la semaine, quand les tablettes sont presque vides.</p>
<h2>Avant de commencer</h2>
<ul>
<li>Sortez une glacière avec des blocs réfrigérants pour les aliments périssables.</li>
<li>Éteignez le réfrigérateur ou réglez-le à la température la plus chaude pendant que les portes sont ouvertes.</li>
<li>Jetez tout ce qui est périmé, brûlé par le froid ou d’origine inconnue.</li>
</ul>
<h2>Étape par étape</h2>
<ol>
<li><strong>Retirez les tablettes et les bacs.</strong> Laissez les tablettes de verre revenir à la température ambiante avant de les laver à l’eau chaude. Le verre trempé froid peut se fendre sous l’effet d’un changement brusque de température.</li>
<li><strong>Lavez les pièces amovibles</strong> à l’eau tiède avec un peu de savon à vaisselle, puis rincez-les et séchez-les complètement.</li>
<li><strong>Essuyez les parois intérieures</strong> avec une solution d’environ deux cuillères à soupe de bicarbonate de soude dans un litre d’eau tiède. Elle nettoie et désodorise sans laisser d’odeur chimique près de vos aliments.</li>
<li><strong>Nettoyez les joints de porte.</strong> Trempez une vieille brosse à dents dans la même solution pour déloger les miettes et les résidus collants des replis. Un joint propre ferme mieux et économise l’énergie.</li>
<li><strong>Remontez le tout et remplissez le frigo,</strong> en essuyant les pots et les bouteilles avant de les remettre en place.</li>
</ol>
<h2>N’oubliez pas l’extérieur</h2>
<h3>Les serpentins du condenseur</h3>
<p>Des serpentins poussiéreux font travailler le compresseur plus fort. Selon le modèle, ils se trouvent derrière le réfrigérateur ou derrière la grille au bas de l’appareil. Débranchez le réfrigérateur et passez-les doucement à l’aspirateur avec la brosse une ou deux fois par année, plus souvent si vous avez des animaux de compagnie.</p>
<h3>Les poignées et le dessus</h3>
<p>Les poignées sont touchées sans arrêt${NB}; essuyez-les chaque semaine. Le dessus du frigo accumule un mélange collant de poussière et de graisse de cuisson${NB}: un linge trempé dans de l’eau tiède savonneuse y fait un meilleur travail qu’un plumeau sec.</p>
<h2>Gardez-le frais</h2>
<ul>
<li>Laissez une boîte ouverte de bicarbonate de soude sur une tablette du fond et remplacez-la tous les trois mois.</li>
<li>Gardez le réfrigérateur à 4${NB}°C ou moins et le congélateur à −18${NB}°C, comme le recommande Santé Canada.</li>
<li>Essuyez les dégâts immédiatement, surtout ceux de viande crue, et rangez la viande sur la tablette du bas.</li>
</ul>`,
  },
  'descaling-kettles-and-dishwashers-hard-water': {
    title: 'Détartrer la bouilloire et le lave-vaisselle dans les villes où l’eau est dure',
    imageAlt: 'Illustration d’une bouilloire électrique et de gouttes d’eau',
    html: `<p>Si vous habitez Calgary, Edmonton ou une bonne partie des Prairies, vous connaissez déjà la croûte blanche et crayeuse qui se forme dans les bouilloires, les cafetières et les lave-vaisselle. C’est du tartre${NB}: le calcium et le magnésium que laisse l’eau dure quand elle chauffe et s’évapore. Il est sans danger à boire, mais il ralentit le chauffage, gaspille de l’énergie et raccourcit la vie des appareils. Les ménages du Lower Mainland, où l’eau du robinet est douce, peuvent habituellement détartrer beaucoup moins souvent.</p>
<h2>Détartrer une bouilloire</h2>
<ol>
<li>Remplissez la bouilloire environ à moitié d’un mélange à parts égales de vinaigre blanc et d’eau.</li>
<li>Portez à ébullition, éteignez et laissez reposer une heure.</li>
<li>Videz-la et essuyez le tartre décollé avec un linge doux.</li>
<li>Remplissez-la d’eau fraîche, faites bouillir et jetez l’eau. Recommencez une fois pour qu’il ne reste aucun goût de vinaigre.</li>
</ol>
<p>Vous préférez éviter l’odeur du vinaigre${NB}? Dissolvez une à deux cuillères à soupe d’acide citrique en poudre dans une pleine bouilloire d’eau et suivez les mêmes étapes. L’acide citrique se vend dans la plupart des épiceries et des magasins d’aliments en vrac.</p>
<h2>Détartrer un lave-vaisselle</h2>
<ol>
<li>Retirez et rincez le filtre au fond de la cuve. C’est là que naissent la plupart des mauvaises odeurs.</li>
<li>Déposez une tasse remplie de vinaigre blanc, bien droite, dans le panier du haut du lave-vaisselle vide.</li>
<li>Lancez le cycle le plus chaud offert.</li>
<li>Essuyez le pourtour de la porte et le joint, où s’accumulent le tartre et les résidus d’aliments.</li>
</ol>
<p>Faites-le de temps en temps, pas chaque semaine, et consultez d’abord votre guide d’utilisation${NB}: certains fabricants préfèrent leur propre détartrant pour protéger les joints de caoutchouc.</p>
<h2>Empêcher le tartre de revenir</h2>
<ul>
<li>Videz la bouilloire après chaque usage plutôt que d’y laisser l’eau stagner.</li>
<li>Gardez le réservoir de produit de rinçage du lave-vaisselle plein, et utilisez le réglage d’adoucissement de l’eau si votre modèle en a un.</li>
<li>Essuyez les robinets et leurs aérateurs avec un linge humecté de vinaigre toutes les semaines ou aux deux semaines.</li>
</ul>
<h3>Un rappel de sécurité</h3>
<p>Le vinaigre et l’acide citrique sont des acides. <strong>Ne les combinez jamais avec de l’eau de Javel</strong> et ne les mettez pas dans un appareil qui contient encore un nettoyant à base d’eau de Javel, car le mélange dégage du chlore gazeux. Rincez à fond entre deux produits différents.</p>`,
  },
  'clean-range-hood-filters': {
    title: 'Comment nettoyer un filtre de hotte encrassé de graisse',
    imageAlt: 'Illustration d’une hotte au-dessus d’une surface de cuisson d’où monte de la vapeur',
    html: `<p>La hotte de cuisinière capte en silence la graisse qui, autrement, recouvrirait vos armoires, votre plafond et vos murs. Quand son filtre s’encrasse, le ventilateur devient plus bruyant, aspire moins d’air et peut même laisser dégoutter de la graisse sur la cuisinière. Le nettoyer prend environ une demi-heure et quelques produits qu’on a tous dans le garde-manger.</p>
<h2>D’abord, connaissez votre filtre</h2>
<ul>
<li><strong>Les filtres en treillis métallique ou à chicanes</strong> sont lavables et conçus pour être réutilisés pendant des années.</li>
<li><strong>Les filtres au charbon</strong>, utilisés dans les hottes à recirculation qui n’évacuent pas l’air à l’extérieur, ne se lavent pas. Remplacez-les selon le calendrier de votre guide d’utilisation, habituellement aux quelques mois.</li>
</ul>
<h2>Nettoyer un filtre métallique</h2>
<ol>
<li>Éteignez la hotte et laissez-la refroidir. Faites glisser ou dégrafez le filtre pour le retirer.</li>
<li>Remplissez un évier ou une grande casserole d’eau très chaude.</li>
<li>Ajoutez une bonne giclée de savon à vaisselle dégraissant et environ un quart de tasse de bicarbonate de soude, puis brassez.</li>
<li>Plongez le filtre dans l’eau et laissez-le tremper de 15 à 20${NB}minutes.</li>
<li>Frottez doucement avec une brosse souple, dans le sens du treillis plutôt qu’à contresens.</li>
<li>Rincez à l’eau chaude et laissez sécher complètement avant de le remettre en place.</li>
</ol>
<p>Beaucoup de filtres à chicanes en acier inoxydable vont au lave-vaisselle, mais le treillis d’aluminium peut y noircir. Consultez le guide d’utilisation avant d’essayer.</p>
<h2>Nettoyez aussi la hotte</h2>
<p>Pendant que le filtre trempe, essuyez le dessous de la hotte et la grille du ventilateur avec un linge trempé dans de l’eau tiède savonneuse. Sur l’acier inoxydable, terminez avec un chiffon en microfibre sec, en essuyant dans le sens du grain pour éviter les traces. Évitez les poudres abrasives, qui laissent de fines égratignures.</p>
<h3>Attention à la lumière et au ventilateur</h3>
<p>Ne vaporisez pas de liquide directement dans le boîtier du ventilateur ou de l’éclairage. Humectez plutôt le linge.</p>
<h2>À quelle fréquence${NB}?</h2>
<ul>
<li>Une fois par mois si vous cuisinez presque tous les jours, surtout si vous faites de la friture ou saisissez des viandes.</li>
<li>Tous les deux ou trois mois si vous cuisinez moins.</li>
<li>Chaque fois que le ventilateur semble forcer ou que les odeurs de cuisson persistent plus longtemps que d’habitude.</li>
</ul>
<p>Un filtre propre aide aussi contre l’humidité. Faire fonctionner la hotte pendant que les pâtes ou la soupe bouillent empêche la vapeur d’embuer les fenêtres en hiver, quand les cuisines de partout au pays sont calfeutrées contre le froid.</p>`,
  },
  'remove-hard-water-stains-glass-shower-doors': {
    title: 'Enlever les taches de calcaire sur les portes de douche en verre',
    imageAlt:
      'Illustration d’une porte de douche en verre couverte de gouttes d’eau, avec une raclette',
    html: `<p>Un verre de douche voilé est l’une des plaintes que nous entendons le plus souvent de nos clients dans les régions où l’eau est dure. Ce voile est un mélange de dépôts minéraux et de résidus de savon, et un nettoyant tout usage ordinaire en vient à peine à bout. Un acide doux dissout les minéraux, et un peu de patience fait le reste.</p>
<h2>La méthode au vinaigre</h2>
<ol>
<li>Faites chauffer une tasse de vinaigre blanc au micro-ondes jusqu’à ce qu’il soit chaud, sans bouillir. Le vinaigre chaud agit nettement plus vite.</li>
<li>Versez-le dans un vaporisateur et ajoutez une cuillère à thé de savon à vaisselle pour l’aider à adhérer et à déloger les résidus de savon.</li>
<li>Vaporisez généreusement le verre et laissez agir de 15 à 30${NB}minutes. Vaporisez de nouveau les endroits qui sèchent.</li>
<li>Frottez avec une éponge non abrasive, de haut en bas.</li>
<li>Rincez à fond à l’eau tiède et séchez avec un chiffon en microfibre.</li>
</ol>
<h3>Pour les dépôts importants</h3>
<p>Préparez une pâte de bicarbonate de soude et d’eau, étalez-la sur les pires taches, puis vaporisez du vinaigre par-dessus. Quand l’effervescence cesse, frottez doucement et rincez. Répétez sur quelques jours plutôt que de frotter fort, ce qui pourrait égratigner le verre ou son revêtement.</p>
<h2>Ce qu’il faut protéger</h2>
<ul>
<li><strong>La pierre naturelle</strong>, comme le marbre ou le travertin, est attaquée par le vinaigre, qui y laisse des marques ternes. Gardez les acides loin des murs, des bancs et des planchers de pierre, et rincez immédiatement s’il en coule.</li>
<li><strong>Les cadres et la robinetterie en métal</strong> au fini spécial peuvent perdre leur éclat. Faites d’abord un essai à un endroit caché.</li>
<li><strong>Ne mélangez jamais le vinaigre et l’eau de Javel.</strong> Ensemble, ils dégagent du chlore gazeux. Si vous avez utilisé un nettoyant à l’eau de Javel dans la douche récemment, rincez tout à fond avant de changer de produit.</li>
</ul>
<h2>Mieux vaut prévenir que frotter</h2>
<ul>
<li>Gardez une raclette dans la douche et passez-la sur le verre pendant 20${NB}secondes après chaque douche.</li>
<li>Laissez ensuite la porte ouverte pour que la cabine sèche vite.</li>
<li>Passez à un savon liquide pour le corps${NB}; le pain de savon laisse plus de résidus au contact de l’eau dure.</li>
<li>Envisagez un adoucisseur d’eau si toute la maison se bat contre le tartre, ce qui est courant dans certaines régions de l’Alberta et de la Saskatchewan.</li>
</ul>
<p>Avec l’habitude de la raclette après chaque douche, la plupart des gens trouvent qu’un coup de vinaigre en vaporisateur chaque semaine ou aux deux semaines suffit à garder le verre clair.</p>`,
  },
  'stop-bathroom-mould-coming-back': {
    title: 'Comment empêcher la moisissure de revenir dans votre salle de bain',
    imageAlt:
      'Illustration de carreaux de salle de bain et d’un ventilateur d’extraction au plafond',
    html: `<p>Des points noirs dans les coins de la douche, sur le calfeutrage ou au plafond indiquent que votre salle de bain reste humide trop longtemps. Vous pouvez enlever la moisissure en frottant, mais elle reviendra tant que vous ne réglerez pas l’humidité qui la nourrit.</p>
<h2>Nettoyer les petites surfaces</h2>
<p>Pour de petites zones de moisissure en surface sur les carreaux, le coulis ou un plafond peint, Santé Canada suggère de nettoyer avec de l’eau et du détergent à vaisselle non parfumé. Frottez avec une brosse ou une éponge, puis asséchez complètement la surface.</p>
<ul>
<li>Portez des gants de caoutchouc et, idéalement, un masque antipoussières jetable.</li>
<li>Ouvrez une fenêtre ou faites fonctionner le ventilateur pendant que vous travaillez.</li>
<li>Jetez l’éponge ou le linge une fois le travail terminé.</li>
</ul>
<p>Si vous optez pour un produit antimoisissure du commerce, utilisez ce produit seul et suivez l’étiquette. <strong>Ne mélangez jamais un nettoyant à base d’eau de Javel avec de l’ammoniaque, du vinaigre ou d’autres nettoyants.</strong> Les vapeurs peuvent causer de graves problèmes respiratoires dans une petite salle de bain.</p>
<h3>Quand le calfeutrage est taché</h3>
<p>La moisissure qui a pénétré dans le calfeutrant de silicone ne part habituellement pas au frottage. Coupez l’ancien cordon, laissez le joint sécher complètement et appliquez un nouveau calfeutrant résistant à la moisissure.</p>
<h2>Réglez le problème d’humidité</h2>
<ol>
<li><strong>Faites fonctionner le ventilateur</strong> pendant chaque douche et environ 30${NB}minutes après. Un interrupteur à minuterie s’en charge pour vous.</li>
<li><strong>Vérifiez que le ventilateur fonctionne.</strong> Tenez un carré de papier hygiénique près de la grille. S’il n’est pas fermement aspiré contre elle, le ventilateur ou son conduit a peut-être besoin d’un nettoyage ou d’une réparation. Le ventilateur doit évacuer l’air à l’extérieur, pas dans l’entretoit.</li>
<li><strong>Passez la raclette sur les murs et le verre</strong> après la douche pour enlever la majeure partie de l’eau avant qu’elle s’évapore dans la pièce.</li>
<li><strong>Lavez la doublure du rideau de douche et les tapis de bain</strong> régulièrement à l’eau tiède.</li>
<li><strong>Laissez la porte ouverte</strong> après le bain ou la douche pour que l’air humide se disperse et que la pièce sèche.</li>
</ol>
<h2>Surveillez le taux d’humidité</h2>
<p>Un hygromètre peu coûteux vous dit ce qui se passe vraiment. Visez un taux d’humidité intérieure d’environ 30 à 50${NB}%. Pendant nos hivers froids, des fenêtres qui ruissellent sont un signe précoce que l’air est trop humide pour votre maison.</p>
<h2>Quand faire appel à un professionnel</h2>
<p>Si la moisissure couvre une grande surface, revient rapidement après le nettoyage, dégage une odeur de moisi à l’intérieur des murs ou fait suite à une fuite ou à une inondation, le problème se cache probablement derrière les surfaces. Il faut alors une évaluation par un professionnel, pas un produit en vaporisateur plus fort.</p>`,
  },
  'cleaning-products-you-should-never-mix': {
    title: 'Les produits de nettoyage à ne jamais mélanger',
    imageAlt: 'Illustration de deux bouteilles de nettoyant séparées par une croix d’avertissement',
    html: `<p>On est tenté de croire que deux nettoyants ensemble doivent être deux fois plus efficaces. En réalité, certains mélanges courants produisent des gaz toxiques en quelques secondes, et c’est dans la salle de bain, petite et souvent mal aérée, que surviennent la plupart des accidents. Gardez cette liste en tête avant de prendre une deuxième bouteille.</p>
<h2>Les mélanges à éviter</h2>
<h3>L’eau de Javel et l’ammoniaque</h3>
<p>Mélanger de l’eau de Javel avec de l’ammoniaque, ou avec un nettoyant à vitres qui en contient, produit des vapeurs de chloramines. Elles causent de la toux, des douleurs à la poitrine et de l’essoufflement. L’urine contient aussi des composés ammoniacaux${NB}: faites attention si vous versez de l’eau de Javel dans une toilette où l’on n’a pas tiré la chasse.</p>
<h3>L’eau de Javel et le vinaigre ou d’autres acides</h3>
<p>Le vinaigre, le jus de citron et bien des nettoyants pour la cuvette et détartrants sont acides. Combinés à l’eau de Javel, ils dégagent du chlore gazeux. C’est l’une des raisons pour lesquelles nous ne recommandons jamais un vaporisateur maison au vinaigre tout de suite après un nettoyage à l’eau de Javel.</p>
<h3>L’eau de Javel et l’alcool à friction</h3>
<p>Ce mélange peut former du chloroforme et d’autres composés nocifs. Gardez aussi le désinfectant pour les mains et les lingettes à l’alcool loin de l’eau de Javel.</p>
<h3>Le peroxyde d’hydrogène et le vinaigre</h3>
<p>Utilisés l’un après l’autre sur une surface, ils ne posent pas de problème, mais mélangés dans une même bouteille, ils forment de l’acide peracétique, qui peut irriter la peau, les yeux et les poumons.</p>
<h3>Deux déboucheurs différents</h3>
<p>Les déboucheurs peuvent être fortement acides ou fortement alcalins. En verser un par-dessus l’autre peut provoquer des réactions violentes et des éclaboussures. Si un produit n’a pas fonctionné, appelez un plombier au lieu d’en ajouter un autre.</p>
<h2>Des habitudes plus sûres</h2>
<ul>
<li><strong>Utilisez un produit à la fois,</strong> et rincez la surface à l’eau avant d’en changer.</li>
<li><strong>Lisez l’étiquette</strong> et repérez les symboles de danger imprimés sur les produits chimiques ménagers vendus au Canada.</li>
<li><strong>Aérez${NB}:</strong> ouvrez une fenêtre ou faites fonctionner le ventilateur.</li>
<li><strong>Ne versez jamais des restes de produits ensemble</strong> pour gagner de la place, et gardez les produits dans leur contenant d’origine.</li>
<li><strong>Rangez les nettoyants en hauteur</strong> ou sous clé, hors de la portée des enfants et des animaux.</li>
</ul>
<h2>En cas d’exposition</h2>
<ol>
<li>Quittez la pièce immédiatement et allez respirer de l’air frais.</li>
<li>Appelez le centre antipoison de votre province pour obtenir des conseils, en gardant les étiquettes des produits à portée de main.</li>
<li>Composez le 911 si quelqu’un a de la difficulté à respirer, ressent une douleur à la poitrine ou s’effondre.</li>
</ol>
<p>Des nettoyants simples bien utilisés, comme le savon à vaisselle, le bicarbonate de soude ou un seul désinfectant, viennent à bout de presque tous les travaux de la maison en toute sécurité.</p>`,
  },
  'clean-tile-grout-the-right-way': {
    title: 'Comment bien nettoyer le coulis de céramique',
    imageAlt:
      'Illustration d’un plancher de céramique dont une brosse à récurer nettoie les joints de coulis',
    html: `<p>Le coulis est poreux${NB}: il absorbe le savon, le sébum, la saleté et l’humidité, ce que la céramique lisse ne fait jamais. C’est pourquoi les carreaux peuvent paraître impeccables alors que les joints entre eux virent au gris. La bonne méthode nettoie en profondeur sans ronger le coulis lui-même.</p>
<h2>Commencez en douceur</h2>
<ol>
<li>Balayez ou passez l’aspirateur sur le plancher d’abord, pour ne pas faire pénétrer le sable dans les joints.</li>
<li>Mélangez du bicarbonate de soude avec un peu d’eau pour obtenir une pâte facile à étaler.</li>
<li>Faites-la pénétrer dans les joints avec une brosse à coulis étroite à poils raides ou une vieille brosse à dents.</li>
<li>Laissez agir une dizaine de minutes, frottez, puis rincez à l’eau propre et essuyez.</li>
</ol>
<h2>Pour les taches plus profondes${NB}: l’agent de blanchiment oxygéné</h2>
<p>L’agent de blanchiment oxygéné en poudre, à base de percarbonate de sodium, est un excellent choix pour le coulis décoloré. Il est sans danger pour les couleurs et ne dégage pas de vapeurs de chlore.</p>
<ul>
<li>Dissolvez-le dans de l’eau tiède selon le mode d’emploi sur l’emballage.</li>
<li>Appliquez-le sur les joints et laissez-le mousser de 10 à 15${NB}minutes.</li>
<li>Frottez, rincez bien et séchez.</li>
</ul>
<h3>Pourquoi nous évitons le vinaigre sur le coulis</h3>
<p>Le vinaigre est populaire dans les trucs qu’on trouve en ligne, mais la plupart des coulis sont à base de ciment, et des nettoyages répétés à l’acide les rongent lentement, tout comme leur scellant. Réservez le vinaigre pour le verre et les robinets. Ne faites jamais suivre un traitement au vinaigre d’un nettoyage à l’eau de Javel, ni l’inverse, car le mélange des deux dégage du chlore gazeux.</p>
<h2>Scellez-le une fois propre</h2>
<p>Quand le coulis de ciment est propre et complètement sec, ce qui prend habituellement une journée entière, appliquez un scellant à coulis pénétrant avec un petit applicateur. Le coulis scellé résiste aux taches et rend l’entretien courant beaucoup plus facile. La plupart des scellants doivent être réappliqués tous les ans ou aux deux ans dans les douches et les entrées passantes. Le coulis époxy n’a pas besoin d’être scellé.</p>
<h2>Gardez-le comme neuf</h2>
<ul>
<li>Lavez les planchers à la vadrouille avec un nettoyant au pH neutre plutôt qu’avec des nettoyants tout usage agressifs en vaporisateur.</li>
<li>Passez la raclette sur les murs de la douche après usage pour que le coulis sèche entre deux douches.</li>
<li>En hiver, essuyez vite la gadoue salée à l’entrée. Les résidus de sel se déposent dans les joints et laissent des cernes blancs.</li>
</ul>
<p>Si le coulis est fissuré ou s’effrite, aucun nettoyant n’y changera rien. Refaire les joints est la solution durable.</p>`,
  },
};
