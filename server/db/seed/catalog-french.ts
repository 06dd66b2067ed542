/**
 * The catalog in French (decision 106), keyed by the English row's natural key. Written for
 * Canadian French readers: « ménage » for a cleaning, « résidence » for the home's type. Prices,
 * hours and ids stay on the English row; a city keeps its name (none differs in French).
 */

/** Services by slug: the name and the description the service pages and the booking form show. */
export const serviceFrench: Record<string, { name: string; description: string }> = {
  'move-out-move-in-clean': {
    name: 'Ménage de déménagement',
    description:
      'Remettez les clés ou emménagez dans un logement propre de haut en bas : cuisine nettoyée à fond (intérieur du réfrigérateur, du four et des armoires sur demande), salles de bain désinfectées en profondeur, plinthes, interrupteurs, portes, bouches d’aération et murs essuyés, fenêtres intérieures sur demande, toutes les surfaces époussetées, planchers passés à l’aspirateur et lavés, et marques, traces et dépôts nettoyés.',
  },
  'deep-cleaning': {
    name: 'Grand ménage',
    description:
      'Pour un logement qui a besoin de plus qu’un petit coup de propre : cuisine dégraissée, douches et robinets détartrés, coulis récurés, plinthes et cadres de porte lavés, bouches d’aération et luminaires époussetés, et aspirateur passé sous et derrière les meubles.',
  },
  'post-event-cleanup': {
    name: 'Ménage après une réception',
    description:
      'La fête a été un succès ; le lendemain n’a pas à être une corvée. Nous ramassons et ensachons les déchets et le recyclage, lavons la vaisselle, essuyons les comptoirs et les tables, nettoyons les dégâts et les planchers collants, et remettons les salles de bain en ordre pour que votre maison retrouve son allure habituelle.',
  },
  'routine-clean': {
    name: 'Ménage d’entretien',
    description:
      'Une visite ponctuelle qui garde propre un logement bien tenu : comptoirs, évier et façades des électroménagers de la cuisine, salles de bain nettoyées et désinfectées, lits faits, surfaces époussetées, et planchers passés à l’aspirateur et lavés.',
  },
  'commercial-cleaning': {
    name: 'Entretien commercial',
    description:
      'Bureaux, studios et petits commerces nettoyés avant l’ouverture : postes de travail et surfaces souvent touchées désinfectés, coins-repas et toilettes nettoyés et réapprovisionnés, poubelles vidées, et planchers passés à l’aspirateur et lavés.',
  },
};

/** Residence types by English name. */
export const residenceTypeFrench: Record<string, string> = {
  House: 'Maison',
  'Apartment or Condo': 'Appartement ou condo',
  Townhouse: 'Maison en rangée',
  'Basement Suite': 'Logement au sous-sol',
  'Office or Commercial Unit': 'Bureau ou local commercial',
};

/** Extras by English name. */
export const extraFrench: Record<string, string> = {
  'Inside Fridge': 'Intérieur du réfrigérateur',
  'Inside Oven': 'Intérieur du four',
  'Inside Cupboards': 'Intérieur des armoires',
  'Interior Windows': 'Fenêtres intérieures',
  'Garbage Removal': 'Enlèvement des déchets',
  Balcony: 'Balcon',
  Garage: 'Garage',
  Laundry: 'Lessive',
};

/** Blog categories by English name. */
export const blogCategoryFrench: Record<string, string> = {
  'Kitchen & Appliances': 'Cuisine et électroménagers',
  Bathrooms: 'Salles de bain',
  'Moving Day': 'Jour du déménagement',
  'Seasonal Care': 'Entretien saisonnier',
};

/** Blog tags by English name. */
export const blogTagFrench: Record<string, string> = {
  Oven: 'Four',
  Fridge: 'Réfrigérateur',
  'Eco-friendly': 'Écologique',
  Renters: 'Locataires',
  Winter: 'Hiver',
  'Hard water': 'Eau dure',
  Mould: 'Moisissure',
  Floors: 'Planchers',
  Checklist: 'Liste de contrôle',
  Spring: 'Printemps',
  Stains: 'Taches',
  Humidity: 'Humidité',
  Safety: 'Sécurité',
};
