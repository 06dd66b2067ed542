import type { FrenchPost } from './blog-french.ts';

const NB = '\u00a0';

/** The moving-day and seasonal posts in French (decision 106), by slug; see blog-french.ts. */
export const blogFrenchMovingSeasons: Record<string, FrenchPost> = {
  'move-out-cleaning-checklist-for-renters': {
    title: 'La liste de ménage de départ pour les locataires',
    imageAlt:
      'Illustration d’une planchette à pince avec une liste de contrôle, à côté de boîtes de déménagement',
    html: `<p>Partout au Canada, les règles sur la location prévoient généralement que vous laissiez le logement raisonnablement propre et sans dommages autres que l’usure normale. Dans des provinces comme l’Alberta, la Colombie-Britannique et le Manitoba, l’inspection de l’état des lieux au départ détermine souvent quelle part de votre dépôt de garantie vous sera rendue. En Ontario, les propriétaires ne peuvent généralement pas exiger de dépôt pour dommages, mais un logement propre vous met quand même à l’abri des litiges et vous vaut une bonne référence. Les règles varient d’une province à l’autre${NB}: renseignez-vous auprès de l’organisme responsable du logement locatif de votre province (au Québec, le Tribunal administratif du logement).</p>
<h2>Cuisine</h2>
<ul>
<li>Nettoyez l’intérieur du four, les grilles et le tiroir du bas.</li>
<li>Videz, lavez et séchez le réfrigérateur et le congélateur. Laissez les portes ouvertes ou fermées, selon ce que demande votre propriétaire.</li>
<li>Dégraissez la surface de cuisson, la hotte et son filtre.</li>
<li>Essuyez l’intérieur et l’extérieur de chaque armoire et de chaque tiroir.</li>
<li>Récurez l’évier, puis faites tourner le lave-vaisselle à vide après avoir nettoyé son filtre.</li>
</ul>
<h2>Salles de bain</h2>
<ul>
<li>Détartrez la baignoire, la douche, les parois vitrées et la robinetterie.</li>
<li>Nettoyez la toilette à l’intérieur comme à l’extérieur, y compris la base et l’arrière.</li>
<li>Essuyez le miroir, la pharmacie, les tiroirs du meuble-lavabo et la grille du ventilateur.</li>
</ul>
<h2>Dans chaque pièce</h2>
<ul>
<li>Époussetez les ventilateurs de plafond, les luminaires, les bouches d’aération et les plinthes.</li>
<li>Faites disparaître les taches sur les murs et les plaques d’interrupteurs.</li>
<li>Lavez l’intérieur des fenêtres, les rebords et les rails.</li>
<li>Passez l’aspirateur dans les garde-robes et essuyez les tablettes.</li>
<li>Terminez par l’aspirateur et la vadrouille sur tous les planchers, en reculant vers la porte.</li>
</ul>
<h2>Ce qu’on oublie facilement</h2>
<ul>
<li>Le balcon ou la terrasse, ainsi que le casier de rangement, s’il y a lieu.</li>
<li>Derrière et sous le réfrigérateur et la cuisinière, si on peut les déplacer sans danger.</li>
<li>Les ampoules grillées, à remplacer.</li>
<li>Les ordures et le recyclage, emportés plutôt que laissés au bord de la rue pour le propriétaire.</li>
</ul>
<h2>Protégez-vous lors de l’inspection</h2>
<ol>
<li>Comparez le logement au rapport d’inspection fait à votre arrivée et à vos photos.</li>
<li>Une fois le ménage terminé, prenez des photos et une vidéo datées de chaque pièce.</li>
<li>Assistez à l’inspection en personne et lisez attentivement le rapport avant de le signer.</li>
<li>Remettez toutes les clés et les puces d’accès, et donnez votre nouvelle adresse par écrit.</li>
</ol>
<p><em>Le temps vous manque${NB}?</em> Réservez le ménage de départ pour le lendemain du passage des déménageurs${NB}: les pièces seront vides et chaque recoin sera accessible.</p>`,
  },
  'what-to-clean-before-you-unpack': {
    title: 'Quoi nettoyer avant de défaire vos boîtes dans un nouveau logement',
    imageAlt:
      'Illustration d’une clé de maison et de boîtes de déménagement empilées dans une pièce vide',
    html: `<p>Même si les occupants précédents ont fait le ménage, ça vaut la peine d’y consacrer vous-même quelques heures avant d’ouvrir les boîtes. Des pièces vides se nettoient bien plus vite que des pièces meublées, et vous saurez exactement dans quel environnement votre famille va vivre.</p>
<h2>D’abord, documentez</h2>
<p>Si vous êtes locataire, faites le tour avec votre téléphone avant de nettoyer quoi que ce soit. Photographiez chaque pièce, les électroménagers et tout dommage existant, et assurez-vous que tout est noté dans le rapport d’état des lieux à l’arrivée. Ces preuves compteront le jour où vous déménagerez à votre tour.</p>
<h2>Commencez en haut, finissez en bas</h2>
<ol>
<li><strong>Plafonds, ventilateurs et luminaires.</strong> La poussière tombe${NB}: commencez donc par là.</li>
<li><strong>Murs, plaques d’interrupteurs et poignées de porte.</strong> Essuyez les surfaces souvent touchées avec un nettoyant désinfectant.</li>
<li><strong>Fenêtres, rebords et rails.</strong> Passez l’aspirateur dans les rails, puis essuyez.</li>
<li><strong>Les planchers en dernier,</strong> une fois que toute la poussière et les débris sont tombés.</li>
</ol>
<h2>Les priorités dans la cuisine</h2>
<ul>
<li>Essuyez l’intérieur de chaque armoire et de chaque tiroir avant de ranger la vaisselle. Un simple papier de tablette facilitera les nettoyages suivants.</li>
<li>Nettoyez à fond le réfrigérateur et le congélateur, y compris les joints d’étanchéité et les tiroirs.</li>
<li>Faites tourner le lave-vaisselle à vide sur un cycle chaud après avoir rincé son filtre.</li>
<li>Dégraissez la surface de cuisson, le four et le filtre de la hotte.</li>
</ul>
<h2>Les priorités dans la salle de bain</h2>
<ul>
<li>Désinfectez la toilette, y compris les charnières du siège et la base.</li>
<li>Récurez la baignoire ou la douche et remplacez la doublure du rideau de douche.</li>
<li>Vérifiez le ventilateur d’extraction et nettoyez sa grille pour qu’il fonctionne bien.</li>
</ul>
<h2>Sécurité et équipements</h2>
<ul>
<li><strong>Testez chaque avertisseur de fumée et chaque avertisseur de monoxyde de carbone.</strong> Remplacez les piles ou les appareils au besoin.</li>
<li>Changez le filtre de la fournaise et notez la date.</li>
<li>Faites couler l’eau dans chaque évier, lavabo et baignoire pour repérer un écoulement lent ou une fuite.</li>
<li>Regardez sous les éviers et dans les coins pour repérer des excréments ou d’autres signes d’animaux nuisibles.</li>
</ul>
<h3>Un mot sur les produits</h3>
<p>Apportez une trousse simple${NB}: du savon à vaisselle, un nettoyant tout usage, un désinfectant, des chiffons en microfibre, une brosse à récurer et un aspirateur. Utilisez un seul nettoyant à la fois et ne mélangez jamais l’eau de Javel avec de l’ammoniaque ou du vinaigre, surtout dans une salle de bain dont les fenêtres sont encore fermées.</p>
<p>Une fois la maison propre, défaites d’abord les boîtes de la cuisine et des salles de bain. Ce sont les pièces dont vous aurez besoin dès le premier soir.</p>`,
  },
  'wall-scuffs-and-marks-before-moving-out': {
    title: 'Les éraflures et les marques sur les murs avant de déménager',
    imageAlt: 'Illustration d’un mur peint avec un cadre et une éponge de nettoyage',
    html: `<p>Les murs racontent l’histoire d’une location${NB}: les coups de meubles, les coins éraflés le long du corridor, les traces de doigts autour des interrupteurs. La plupart de ces marques partent avec de la patience et la méthode la plus douce qui donne des résultats. Frotter trop fort peut laisser une zone luisante ou délavée, plus visible que la marque d’origine.</p>
<h2>Faites toujours un essai d’abord</h2>
<p>Essayez chaque méthode à un endroit caché, comme l’intérieur d’une garde-robe ou derrière une porte. Les peintures mates, très courantes dans les logements locatifs, sont les plus fragiles. Les finis coquille d’œuf et semi-lustré supportent mieux qu’on les frotte.</p>
<h2>De la méthode la plus douce à la plus forte</h2>
<ol>
<li><strong>Un chiffon en microfibre sec.</strong> La poussière et les toiles d’araignée font souvent paraître les marques pires qu’elles ne le sont.</li>
<li><strong>De l’eau tiède avec une goutte de savon à vaisselle.</strong> Essorez bien le chiffon, frottez par petits cercles, puis repassez à l’eau claire et épongez pour sécher.</li>
<li><strong>Une pâte de bicarbonate de soude.</strong> Pour les éraflures laissées par des chaussures ou des meubles, frottez très légèrement avec un peu de pâte sur un chiffon humide.</li>
<li><strong>Une éponge de mélamine.</strong> Elle vient bien à bout des éraflures, mais c’est un abrasif fin. Appuyez légèrement, gardez-la humide et évitez-la sur la peinture mate, où elle peut laisser des zones ternes.</li>
</ol>
<h3>Les marques courantes</h3>
<ul>
<li><strong>Crayon de cire${NB}:</strong> frottez doucement avec un chiffon sec et un peu de bicarbonate de soude.</li>
<li><strong>Graisse près de la cuisinière${NB}:</strong> quelques gouttes de savon à vaisselle dans de l’eau tiède la dissolvent mieux qu’un vaporisateur tout usage.</li>
<li><strong>Résidus de ruban adhésif${NB}:</strong> réchauffez-les avec un séchoir à cheveux à basse température, puis décollez lentement.</li>
</ul>
<h2>Et les trous de clous${NB}?</h2>
<p>Les petits trous de clous relèvent-ils de l’usure normale${NB}? Cela dépend de votre bail et de votre province. Demandez à votre propriétaire avant de les boucher. De la pâte de rebouchage mal poncée, ou une retouche de peinture d’une couleur légèrement différente, peut paraître pire qu’un petit trou et être considérée comme un dommage.</p>
<p>Si vous bouchez les trous, utilisez une pâte à reboucher légère, poncez-la au ras du mur une fois sèche et ne repeignez qu’avec la couleur et le fini exacts fournis par le propriétaire.</p>
<h2>En toute sécurité</h2>
<ul>
<li>Coupez le courant au panneau électrique avant de nettoyer autour d’une prise ou d’un interrupteur endommagé.</li>
<li>Tenez-vous-en à des nettoyants doux sur les murs. Ne mélangez jamais l’eau de Javel avec des produits à base d’ammoniaque pour venir à bout d’une tache tenace.</li>
</ul>
<p>Pour finir, photographiez chaque mur sous un bon éclairage afin d’avoir une preuve pour l’inspection de départ.</p>`,
  },
  'road-salt-stains-floors-carpets-boots': {
    title: 'Enlever les taches de sel de déglaçage sur les planchers, les tapis et les bottes',
    imageAlt: 'Illustration d’une botte d’hiver sur un tapis, à côté d’un flocon de neige',
    html: `<p>De novembre à avril, les entrées des maisons canadiennes livrent une bataille constante contre le sel de déglaçage. Ces auréoles blanches qui font croûte viennent du chlorure de sodium et des déglaçants au chlorure de calcium ou de magnésium, qui peuvent laisser un film glissant. Le sel est abrasif et attire l’humidité${NB}: mieux vaut l’enlever rapidement que d’attendre le printemps.</p>
<h2>Planchers durs</h2>
<ol>
<li>Balayez ou passez l’aspirateur d’abord pour enlever le sable et le gravier, afin de ne pas égratigner le fini.</li>
<li>Mélangez environ une demi-tasse de vinaigre blanc à quatre litres d’eau tiède.</li>
<li>Lavez avec une vadrouille bien essorée. Sur le bois franc et le plancher stratifié, la vadrouille doit être humide, jamais détrempée.</li>
<li>Repassez à l’eau claire, puis séchez avec une serviette.</li>
</ol>
<p>N’utilisez pas de vinaigre sur le marbre, le travertin ou toute autre pierre naturelle. Prenez plutôt un nettoyant pour pierre au pH neutre.</p>
<h2>Tapis et carpettes</h2>
<ol>
<li>Laissez sécher la tache, puis aspirez le plus de sel possible.</li>
<li>Mélangez à parts égales de l’eau tiède et du vinaigre blanc.</li>
<li>Appliquez le mélange sur la tache en tamponnant avec un chiffon blanc propre. Ne frottez pas${NB}: vous étendriez la tache et effilocheriez les fibres.</li>
<li>Tamponnez à l’eau claire, puis pressez une serviette sèche sur la zone jusqu’à ce qu’elle n’absorbe plus d’humidité.</li>
<li>Passez l’aspirateur une fois le tapis complètement sec. Recommencez s’il reste une légère trace.</li>
</ol>
<h2>Bottes</h2>
<h3>Cuir</h3>
<p>Essuyez-les avec un chiffon humecté d’un mélange à parts égales d’eau et de vinaigre, puis à l’eau claire. Laissez-les sécher loin des appareils de chauffage, qui font craquer le cuir, puis appliquez un revitalisant pour le cuir.</p>
<h3>Suède</h3>
<p>Laissez-les sécher, brossez-les avec une brosse à suède, puis traitez les marques qui restent avec un chiffon à peine humide trempé dans la solution de vinaigre. Une fois le suède sec, brossez-le de nouveau pour redresser le poil.</p>
<h2>Arrêtez le sel à la porte</h2>
<ul>
<li>Utilisez deux tapis d’entrée${NB}: un rugueux à l’extérieur et un absorbant à l’intérieur.</li>
<li>Gardez un plateau à bottes près de la porte et faites enlever les chaussures à l’entrée tout l’hiver.</li>
<li>Videz et rincez le plateau chaque semaine pour que l’eau salée ne déborde pas.</li>
<li>Essuyez les pattes de vos animaux après les promenades. Le sel irrite leurs coussinets et se répand sur les planchers.</li>
</ul>
<p>Comme toujours, gardez les solutions de vinaigre loin des produits à l’eau de Javel. Il ne faut jamais mélanger les deux.</p>`,
  },
  'spring-cleaning-after-a-canadian-winter': {
    title: 'Le grand ménage du printemps après un long hiver canadien',
    imageAlt: 'Illustration d’une fenêtre ouverte au soleil et d’une plante en fleurs',
    html: `<p>Après des mois de fenêtres fermées, de bottes salées et de fournaise qui tourne jour et nuit, la plupart des maisons sont couvertes d’une couche de poussière et de saleté que le ménage habituel n’atteint pas. Une fois la neige enfin fondue, voici où concentrer vos efforts.</p>
<h2>Faites sortir l’hiver</h2>
<ul>
<li><strong>Entrées${NB}:</strong> frottez les résidus de sel sur les planchers, les tapis et le plateau à bottes, et lavez le plancher de la garde-robe.</li>
<li><strong>Vêtements d’hiver${NB}:</strong> lavez ou faites nettoyer à sec manteaux, tuques et mitaines avant de les ranger, pour que les taches et les odeurs ne s’incrustent pas pendant l’été.</li>
<li><strong>Garage${NB}:</strong> balayez le gravier et le sel que la voiture a rapportés.</li>
</ul>
<h2>Faites entrer l’air</h2>
<ol>
<li>Lavez les fenêtres à l’intérieur et à l’extérieur par temps nuageux, pour que le nettoyant ne sèche pas en laissant des traces.</li>
<li>Passez l’aspirateur dans les rails des fenêtres et essuyez les rebords, où la condensation a pu laisser des marques foncées.</li>
<li>Enlevez les moustiquaires, rincez-les au tuyau d’arrosage avec une brosse douce et laissez-les sécher avant de les remettre en place.</li>
</ol>
<h2>Dépoussiérez le parcours de l’air chaud</h2>
<ul>
<li>Changez le filtre de la fournaise.</li>
<li>Passez l’aspirateur dans les grilles de plancher, les retours d’air froid et les plinthes électriques.</li>
<li>Époussetez les ventilateurs de plafond et réglez-les pour qu’ils tournent dans le sens antihoraire, afin de rafraîchir les pièces l’été.</li>
</ul>
<h2>Les tâches de sécurité</h2>
<ul>
<li>Testez les avertisseurs de fumée et de monoxyde de carbone.</li>
<li>Nettoyez le logement du filtre à charpie et faites dégager le conduit d’évacuation de la sécheuse. L’accumulation de charpie présente un risque d’incendie.</li>
<li>Vérifiez sous les éviers qu’aucune petite fuite n’est passée inaperçue.</li>
</ul>
<h2>Lavez à fond tout ce qui est en tissu</h2>
<ul>
<li>Lavez les couettes, les oreillers et les protège-matelas, ou faites nettoyer les articles encombrants.</li>
<li>Passez l’aspirateur sur les meubles rembourrés et sous les coussins.</li>
<li>Shampouinez les zones de passage des tapis, qui ont encaissé le gros de l’hiver.</li>
</ul>
<h3>Travaillez de haut en bas</h3>
<p>Dans chaque pièce, époussetez du plafond vers le bas et passez l’aspirateur en dernier. En y allant une pièce à la fois, la tâche reste raisonnable sur quelques fins de semaine.</p>
<h2>Misez sur la simplicité et la sécurité</h2>
<p>Pas besoin d’une armoire pleine de produits. Le savon à vaisselle, le vinaigre blanc, le bicarbonate de soude et un bon chiffon en microfibre suffisent pour la plupart des tâches. Aérez pendant que vous travaillez et ne mélangez jamais l’eau de Javel avec du vinaigre ou de l’ammoniaque.</p>
<p>Si la liste vous paraît longue, réservez un grand ménage pour les grosses tâches et gardez les garde-robes et le garage pour vous.</p>`,
  },
  'managing-indoor-humidity-through-the-seasons': {
    title: 'Bien gérer l’humidité dans la maison au fil des saisons',
    imageAlt: 'Illustration d’une goutte d’eau et d’un hygromètre',
    html: `<p>Les maisons canadiennes passent d’un extrême à l’autre. En janvier dans les Prairies, l’air intérieur peut devenir assez sec pour faire fendre les planchers de bois et vous donner des décharges d’électricité statique. Pendant un mois de juillet lourd et humide à Toronto ou à Ottawa-Gatineau, le sous-sol sent l’humidité et les serviettes ne sèchent jamais. Ces deux extrêmes compliquent le ménage et peuvent abîmer votre maison.</p>
<h2>Connaissez votre taux d’humidité</h2>
<p>Un hygromètre numérique coûte peu et vous évite de deviner. En règle générale, visez une humidité relative intérieure d’environ 30 à 50${NB}%. Pendant les grands froids, restez plutôt vers le bas de cette fourchette. Si les fenêtres s’embuent ou givrent à l’intérieur, l’air est trop humide pour la température extérieure.</p>
<h2>L’hiver${NB}: trop sec, ou trop humide aux fenêtres</h2>
<ul>
<li><strong>Utilisez un humidificateur avec soin</strong> et respectez le calendrier d’entretien du fabricant. Un humidificateur sale peut répandre des moisissures et des bactéries dans l’air.</li>
<li><strong>Videz et séchez le réservoir chaque jour,</strong> et détartrez-le chaque semaine au vinaigre blanc, en le rinçant bien ensuite.</li>
<li><strong>Là où l’eau est dure,</strong> l’eau distillée évite la poussière minérale blanche que les humidificateurs à ultrasons peuvent laisser sur les meubles.</li>
<li><strong>Essuyez la condensation</strong> sur le rebord des fenêtres chaque matin pour empêcher les taches noires de se former sur les cadres et le calfeutrant.</li>
</ul>
<h2>L’été${NB}: trop humide</h2>
<ul>
<li>Faites fonctionner un déshumidificateur au sous-sol et videz-le régulièrement, ou raccordez-le à un tuyau d’évacuation.</li>
<li>Nettoyez le filtre et le bac du déshumidificateur chaque mois pour éviter les odeurs de renfermé.</li>
<li>Faites fonctionner le ventilateur de la salle de bain et la hotte de la cuisine chaque fois que vous prenez une douche ou que vous cuisinez.</li>
<li>Gardez les meubles et les boîtes de rangement à quelques centimètres des murs extérieurs du sous-sol, pour que l’air puisse circuler.</li>
</ul>
<h2>Les signes à surveiller</h2>
<ol>
<li>Une odeur de moisi dans les garde-robes ou au sous-sol.</li>
<li>De la peinture qui pèle ou qui cloque au plafond de la salle de bain.</li>
<li>Des taches noires ou vertes sur le calfeutrant, le coulis ou les cadres de fenêtres.</li>
<li>De l’électricité statique, du bois fendu ou la peau sèche en hiver.</li>
</ol>
<h3>Nettoyer les moisissures en toute sécurité</h3>
<p>Nettoyez les petites taches avec de l’eau et du détergent à vaisselle non parfumé, puis séchez bien. Ne mélangez jamais l’eau de Javel avec du vinaigre ou des nettoyants à base d’ammoniaque dans l’espoir d’obtenir un produit plus fort. Si les moisissures sont étendues ou qu’elles reviennent, demandez l’avis d’un professionnel.</p>
<p>Si votre maison est équipée d’un ventilateur récupérateur de chaleur (VRC, qu’on appelle souvent échangeur d’air), nettoyez ses filtres à quelques mois d’intervalle, comme l’indique le manuel. C’est l’un des meilleurs outils pour équilibrer l’humidité toute l’année.</p>`,
  },
};
