import type { BlogCommentSeed, BlogSeed } from './content-types.ts';

/** Blog categories; every post below belongs to exactly one of these. */
export const blogCategorySeed: string[] = [
  'Kitchen & Appliances',
  'Bathrooms',
  'Moving Day',
  'Seasonal Care',
];

/** Short tags; each post uses one to three of them. */
export const blogTagSeed: string[] = [
  'Oven',
  'Fridge',
  'Eco-friendly',
  'Renters',
  'Winter',
  'Hard water',
  'Mould',
  'Floors',
  'Checklist',
  'Spring',
  'Stains',
  'Humidity',
  'Safety',
];

const img = (slug: string) => `/images/blog/${slug}.svg`;

export const blogSeed: BlogSeed[] = [
  {
    slug: 'clean-oven-racks-without-harsh-fumes',
    title: 'How to Clean Oven Racks Without Harsh Fumes',
    image: img('clean-oven-racks-without-harsh-fumes'),
    imageAlt: 'Illustration of an oven with its racks pulled out beside a tub of soapy water',
    addedOn: '2026-03-04',
    popular: true,
    category: 'Kitchen & Appliances',
    tags: ['Oven', 'Eco-friendly'],
    html: `<p>Oven racks collect baked-on grease faster than almost anything else in the kitchen, and they are awkward to scrub in a sink. The good news is that a long, hot soak does most of the work for you, with no spray-can oven cleaner and no stinging fumes.</p>
<h2>What you need</h2>
<ul>
<li>A bathtub or a large utility sink</li>
<li>An old towel to protect the tub surface</li>
<li>Powdered or liquid dishwasher detergent, or a good squirt of dish soap</li>
<li>Baking soda and a non-scratch scrub pad or stiff brush</li>
<li>Rubber gloves</li>
</ul>
<h2>The overnight soak</h2>
<ol>
<li>Lay the old towel in the bottom of the tub so the metal racks cannot scratch the finish.</li>
<li>Place the racks on the towel and fill with the hottest tap water you have, enough to cover them.</li>
<li>Stir in about half a cup of dishwasher detergent, or a generous amount of dish soap, until it dissolves.</li>
<li>Leave everything to soak for at least four hours, or overnight for heavy buildup.</li>
<li>Drain the water and scrub each rack with the pad. Most of the grime should slide off.</li>
</ol>
<h3>For stubborn spots</h3>
<p>Mix baking soda with a little water to make a thick paste, spread it on the remaining spots, wait 15 minutes, then scrub again. Rinse the racks well and dry them completely with a towel so they do not develop water spots or rust at the welds.</p>
<h2>Why not leave them in for self-clean?</h2>
<p>Many manufacturers say to <strong>remove standard chrome racks before running a self-clean cycle</strong>. The extreme heat can discolour them and strip the coating that helps them slide, leaving them stiff and dull. Check your manual: some newer ovens come with racks that are rated to stay in.</p>
<h2>Make the next clean easier</h2>
<ul>
<li>Put a baking sheet on the lower rack when roasting or baking anything that bubbles over.</li>
<li>Wipe spills once the oven has cooled, before they carbonize.</li>
<li>Give the racks a quick soak every few months instead of one big battle a year.</li>
</ul>
<p>Rinse the tub afterward with hot water and a little dish soap so no greasy film is left behind for the next bath.</p>`,
  },
  {
    slug: 'deep-clean-your-fridge-step-by-step',
    title: 'A Step-by-Step Guide to Deep Cleaning Your Fridge',
    image: img('deep-clean-your-fridge-step-by-step'),
    imageAlt: 'Illustration of an open refrigerator with clean, empty shelves',
    addedOn: '2026-04-15',
    popular: false,
    category: 'Kitchen & Appliances',
    tags: ['Fridge', 'Checklist'],
    html: `<p>A quick wipe keeps the fridge looking tidy, but every few months it deserves a proper deep clean. Plan about an hour, and do it right before your weekly grocery run when the shelves are emptiest.</p>
<h2>Before you start</h2>
<ul>
<li>Set out a cooler with ice packs for anything perishable.</li>
<li>Turn the fridge off or set it to its warmest setting while the doors are open.</li>
<li>Toss anything expired, freezer-burned or of mystery origin.</li>
</ul>
<h2>Step by step</h2>
<ol>
<li><strong>Remove shelves and drawers.</strong> Let glass shelves warm up to room temperature before washing them in hot water. Cold tempered glass can crack from a sudden temperature change.</li>
<li><strong>Wash the removable parts</strong> in warm water with a little dish soap, rinse and dry them fully.</li>
<li><strong>Wipe the inside walls</strong> with a solution of about two tablespoons of baking soda in a litre of warm water. It cleans and deodorizes without leaving a chemical smell near your food.</li>
<li><strong>Clean the door gaskets.</strong> Use an old toothbrush dipped in the same solution to get crumbs and sticky residue out of the folds. A clean gasket seals better and saves energy.</li>
<li><strong>Reassemble and restock,</strong> wiping jars and bottles before they go back in.</li>
</ol>
<h2>Don't forget the outside</h2>
<h3>Condenser coils</h3>
<p>Dusty coils make the compressor work harder. Depending on the model, they are behind the fridge or behind the kick plate at the bottom. Unplug the fridge and vacuum them gently with a brush attachment once or twice a year, more often if you have pets.</p>
<h3>Handles and top</h3>
<p>Handles are a high-touch surface; wipe them weekly. The top of the fridge gathers a sticky mix of dust and cooking grease, so a cloth with warm soapy water works better there than a dry duster.</p>
<h2>Keep it fresh</h2>
<ul>
<li>Leave an open box of baking soda on a back shelf and replace it every three months.</li>
<li>Keep the fridge at 4 °C or colder and the freezer at −18 °C, as Health Canada recommends.</li>
<li>Wipe spills right away, especially from raw meat, and store meat on the bottom shelf.</li>
</ul>`,
  },
  {
    slug: 'descaling-kettles-and-dishwashers-hard-water',
    title: 'Descaling Kettles and Dishwashers in Hard Water Cities',
    image: img('descaling-kettles-and-dishwashers-hard-water'),
    imageAlt: 'Illustration of an electric kettle and water droplets',
    addedOn: '2026-05-20',
    popular: true,
    category: 'Kitchen & Appliances',
    tags: ['Hard water', 'Eco-friendly'],
    html: `<p>If you live in Calgary, Edmonton or much of the Prairies, you already know the chalky white crust that builds up in kettles, coffee makers and dishwashers. That is limescale: calcium and magnesium left behind when hard water heats and evaporates. It is harmless to drink, but it slows heating, wastes energy and shortens the life of appliances. Households in the Lower Mainland, where tap water is soft, can usually descale far less often.</p>
<h2>Descaling a kettle</h2>
<ol>
<li>Fill the kettle about halfway with equal parts white vinegar and water.</li>
<li>Bring it to a boil, switch it off and let it sit for an hour.</li>
<li>Pour it out and wipe away any loosened scale with a soft cloth.</li>
<li>Fill with fresh water, boil and discard. Repeat once more so no vinegar taste remains.</li>
</ol>
<p>Prefer no vinegar smell? Dissolve one to two tablespoons of citric acid powder in a full kettle of water and follow the same steps. Citric acid is sold in most grocery and bulk stores.</p>
<h2>Descaling a dishwasher</h2>
<ol>
<li>Remove and rinse the filter at the bottom of the tub. This is where most odours start.</li>
<li>Place a cup of white vinegar upright on the top rack of an empty dishwasher.</li>
<li>Run the hottest cycle available.</li>
<li>Wipe the door edges and gasket, where scale and food bits collect.</li>
</ol>
<p>Do this occasionally, not weekly, and check your manual first: some manufacturers prefer their own descaler to protect rubber seals.</p>
<h2>Keep scale from coming back</h2>
<ul>
<li>Empty the kettle after each use rather than leaving water to sit.</li>
<li>Keep the dishwasher's rinse aid topped up, and use the water softener setting if your model has one.</li>
<li>Wipe taps and faucet aerators with a vinegar-dampened cloth every week or two.</li>
</ul>
<h3>A safety reminder</h3>
<p>Vinegar and citric acid are acids. <strong>Never combine them with bleach</strong> or put them in an appliance that still contains a bleach-based cleaner, because the mixture releases chlorine gas. Rinse thoroughly between different products.</p>`,
  },
  {
    slug: 'clean-range-hood-filters',
    title: 'How to Clean a Greasy Range Hood Filter',
    image: img('clean-range-hood-filters'),
    imageAlt: 'Illustration of a range hood above a stovetop with rising steam',
    addedOn: '2026-07-29',
    popular: false,
    category: 'Kitchen & Appliances',
    tags: ['Oven', 'Eco-friendly'],
    html: `<p>The range hood quietly catches the grease that would otherwise coat your cabinets, ceiling and walls. When its filter clogs, the fan gets louder, pulls less air and can drip grease back onto the stove. Cleaning it takes about half an hour and a few pantry items.</p>
<h2>First, know your filter</h2>
<ul>
<li><strong>Metal mesh or baffle filters</strong> are washable and meant to be reused for years.</li>
<li><strong>Charcoal filters</strong>, used in recirculating hoods that do not vent outside, cannot be washed. Replace them on the schedule in your manual, typically every few months.</li>
</ul>
<h2>Cleaning a metal filter</h2>
<ol>
<li>Turn off the hood and let it cool. Slide or unclip the filter out.</li>
<li>Fill a sink or large pan with very hot water.</li>
<li>Add a good squirt of grease-cutting dish soap and about a quarter cup of baking soda, then stir.</li>
<li>Submerge the filter and let it soak for 15 to 20 minutes.</li>
<li>Scrub gently with a soft brush, working along the mesh rather than against it.</li>
<li>Rinse with hot water and let it dry completely before reinstalling.</li>
</ol>
<p>Many stainless baffle filters are dishwasher safe, but aluminium mesh can darken in the dishwasher. Check the manual before you try it.</p>
<h2>Clean the hood itself</h2>
<p>While the filter soaks, wipe the underside of the hood and the fan grille with a cloth dipped in warm, soapy water. For stainless steel, finish with a dry microfibre cloth, wiping in the direction of the grain to avoid streaks. Avoid abrasive powders, which leave fine scratches.</p>
<h3>Mind the light and the fan</h3>
<p>Do not spray liquid directly into the fan or light housings. Dampen the cloth instead.</p>
<h2>How often?</h2>
<ul>
<li>Once a month if you cook most days, especially with frying or searing.</li>
<li>Every two to three months for lighter cooking.</li>
<li>Any time the fan sounds strained or you notice cooking smells lingering longer than usual.</li>
</ul>
<p>A clean filter also helps with moisture. Running the hood while boiling pasta or soup keeps steam from fogging windows in winter, when kitchens across the country are sealed up tight.</p>`,
  },
  {
    slug: 'remove-hard-water-stains-glass-shower-doors',
    title: 'Removing Hard Water Stains From Glass Shower Doors',
    image: img('remove-hard-water-stains-glass-shower-doors'),
    imageAlt: 'Illustration of a glass shower door with water droplets and a squeegee',
    addedOn: '2026-03-18',
    popular: true,
    category: 'Bathrooms',
    tags: ['Hard water', 'Stains'],
    html: `<p>Cloudy shower glass is one of the most common complaints we hear from customers in hard water areas. The haze is a mix of mineral deposits and soap scum, and ordinary all-purpose spray barely touches it. A mild acid dissolves the minerals, and a little patience does the rest.</p>
<h2>The vinegar method</h2>
<ol>
<li>Warm a cup of white vinegar in the microwave until it is warm, not boiling. Warm vinegar works noticeably faster.</li>
<li>Pour it into a spray bottle and add a teaspoon of dish soap to help it cling and cut soap scum.</li>
<li>Spray the glass generously and let it sit for 15 to 30 minutes. Re-spray any areas that dry out.</li>
<li>Scrub with a non-scratch sponge, working top to bottom.</li>
<li>Rinse thoroughly with warm water and dry with a microfibre cloth.</li>
</ol>
<h3>For heavy buildup</h3>
<p>Make a paste of baking soda and water, spread it on the worst spots, then spray vinegar over it. Once the fizzing stops, scrub gently and rinse. Repeat over a few days rather than scrubbing hard, which can scratch the glass or coatings.</p>
<h2>What to protect</h2>
<ul>
<li><strong>Natural stone</strong> such as marble or travertine will etch with vinegar. Keep acids off stone walls, benches and floors, and rinse immediately if any drips.</li>
<li><strong>Metal frames and fixtures</strong> with special finishes can dull. Test in a hidden spot first.</li>
<li><strong>Never mix vinegar with bleach.</strong> Together they release chlorine gas. If you have used a bleach cleaner in the shower recently, rinse everything thoroughly before switching products.</li>
</ul>
<h2>Prevention is easier than scrubbing</h2>
<ul>
<li>Keep a squeegee in the shower and give the glass a 20-second pass after every shower.</li>
<li>Leave the door open afterward so the enclosure dries quickly.</li>
<li>Switch to a liquid body wash; bar soap leaves more scum when it meets hard water.</li>
<li>Consider a water softener if your whole home fights scale, which is common in parts of Alberta and Saskatchewan.</li>
</ul>
<p>With a daily squeegee habit, most people find a vinegar spray once every week or two keeps the glass clear.</p>`,
  },
  {
    slug: 'stop-bathroom-mould-coming-back',
    title: 'How to Stop Mould From Coming Back in Your Bathroom',
    image: img('stop-bathroom-mould-coming-back'),
    imageAlt: 'Illustration of bathroom tiles and a ceiling exhaust fan',
    addedOn: '2026-06-09',
    popular: false,
    category: 'Bathrooms',
    tags: ['Mould', 'Humidity', 'Safety'],
    html: `<p>Black spots in the corners of the shower, on the caulking or across the ceiling are a sign that your bathroom stays damp for too long. You can scrub mould away, but it will keep returning until you fix the moisture that feeds it.</p>
<h2>Cleaning small patches</h2>
<p>For small areas of surface mould on tile, grout or a painted ceiling, Health Canada suggests cleaning with water and unscented dish detergent. Scrub with a brush or sponge, then dry the area completely.</p>
<ul>
<li>Wear rubber gloves and, ideally, a disposable dust mask.</li>
<li>Open a window or run the fan while you work.</li>
<li>Throw away the sponge or cloth afterward.</li>
</ul>
<p>If you choose a commercial mould remover, use only that product and follow the label. <strong>Never mix bleach-based cleaners with ammonia, vinegar or other cleaners.</strong> The fumes can cause serious breathing problems in a small bathroom.</p>
<h3>When caulking is stained</h3>
<p>Mould that has grown into silicone caulking usually cannot be scrubbed out. Cut out the old bead, let the joint dry fully, and apply fresh mildew-resistant caulk.</p>
<h2>Fix the moisture</h2>
<ol>
<li><strong>Run the exhaust fan</strong> during every shower and for about 30 minutes afterward. A timer switch makes this automatic.</li>
<li><strong>Check that the fan works.</strong> Hold a square of toilet paper near the grille. If it is not pulled firmly against it, the fan or its duct may need cleaning or repair. Fans should vent outdoors, not into the attic.</li>
<li><strong>Squeegee walls and glass</strong> after showering to remove most of the water before it evaporates into the room.</li>
<li><strong>Wash the shower curtain liner and bath mats</strong> regularly in warm water.</li>
<li><strong>Leave the door open</strong> after bathing so damp air can spread out and dry.</li>
</ol>
<h2>Watch your humidity</h2>
<p>An inexpensive hygrometer tells you what is really happening. Aim to keep indoor humidity roughly between 30 and 50 per cent. In cold Canadian winters, sweating windows are an early warning that the air is too moist for your home.</p>
<h2>When to call a professional</h2>
<p>If the mould covers a large area, comes back quickly after cleaning, smells musty inside walls, or follows a leak or flood, the problem is likely hidden behind surfaces. That calls for a professional assessment, not a stronger spray.</p>`,
  },
  {
    slug: 'cleaning-products-you-should-never-mix',
    title: 'Cleaning Products You Should Never Mix',
    image: img('cleaning-products-you-should-never-mix'),
    imageAlt: 'Illustration of two cleaning bottles separated by a warning cross',
    addedOn: '2026-07-14',
    popular: true,
    category: 'Bathrooms',
    tags: ['Safety'],
    html: `<p>It is tempting to think that two cleaners together must work twice as well. In reality, some common combinations create toxic gases within seconds, and bathrooms, being small and often poorly ventilated, are where most accidents happen. Keep this list in mind before you reach for a second bottle.</p>
<h2>The combinations to avoid</h2>
<h3>Bleach and ammonia</h3>
<p>Mixing bleach with ammonia, or with glass cleaners that contain ammonia, produces chloramine vapours. They cause coughing, chest pain and shortness of breath. Urine also contains ammonia compounds, so be careful pouring bleach into a toilet that has not been flushed.</p>
<h3>Bleach and vinegar or other acids</h3>
<p>Vinegar, lemon juice and many toilet bowl and limescale cleaners are acidic. Combined with bleach, they release chlorine gas. This is one reason we never recommend a homemade vinegar spray right after a bleach clean.</p>
<h3>Bleach and rubbing alcohol</h3>
<p>This mix can form chloroform and other harmful compounds. Keep hand sanitizer and alcohol wipes away from bleach as well.</p>
<h3>Hydrogen peroxide and vinegar</h3>
<p>Used one after another on a surface they are fine, but mixed in one bottle they form peracetic acid, which can irritate skin, eyes and lungs.</p>
<h3>Two different drain cleaners</h3>
<p>Drain products can be strongly acidic or strongly alkaline. Pouring one on top of another can cause violent reactions and splashing. If one product did not work, call a plumber instead of adding another.</p>
<h2>Safer habits</h2>
<ul>
<li><strong>Use one product at a time,</strong> and rinse the surface with water before switching.</li>
<li><strong>Read the label</strong> and look for the hazard symbols printed on Canadian household chemical products.</li>
<li><strong>Ventilate:</strong> open a window or run the exhaust fan.</li>
<li><strong>Never pour leftovers together</strong> to save space, and keep products in their original containers.</li>
<li><strong>Store cleaners up high</strong> or locked away from children and pets.</li>
</ul>
<h2>If you are exposed</h2>
<ol>
<li>Leave the room immediately and get to fresh air.</li>
<li>Call your provincial poison centre for advice and have the product labels handy.</li>
<li>Call 911 if someone has trouble breathing, chest pain or collapses.</li>
</ol>
<p>Simple cleaners used correctly, such as dish soap, baking soda or a single disinfectant, handle almost every household job safely.</p>`,
  },
  {
    slug: 'clean-tile-grout-the-right-way',
    title: 'How to Clean Tile Grout the Right Way',
    image: img('clean-tile-grout-the-right-way'),
    imageAlt: 'Illustration of a tiled floor with a scrub brush cleaning the grout lines',
    addedOn: '2026-09-02',
    popular: false,
    category: 'Bathrooms',
    tags: ['Stains', 'Floors'],
    html: `<p>Grout is porous, so it soaks up soap, body oils, dirt and moisture in a way that smooth tile never does. That is why tile can look spotless while the lines between it turn grey. The right approach cleans deeply without eating away at the grout itself.</p>
<h2>Start gentle</h2>
<ol>
<li>Sweep or vacuum floors first so you are not grinding grit into the joints.</li>
<li>Mix baking soda with a little water into a spreadable paste.</li>
<li>Work it into the grout lines with a narrow, stiff-bristled grout brush or an old toothbrush.</li>
<li>Let it sit for about ten minutes, scrub, then rinse with clean water and wipe dry.</li>
</ol>
<h2>For deeper stains: oxygen bleach</h2>
<p>Oxygen bleach powder, made from sodium percarbonate, is a great choice for discoloured grout. It is colour-safe and does not give off chlorine fumes.</p>
<ul>
<li>Dissolve it in warm water according to the package directions.</li>
<li>Apply to the grout lines and let it bubble for 10 to 15 minutes.</li>
<li>Scrub, rinse well, and dry.</li>
</ul>
<h3>Why we avoid vinegar on grout</h3>
<p>Vinegar is popular in online tips, but most grout is cement-based, and repeated acid cleaning slowly erodes it and any sealer. Save vinegar for glass and faucets. Never follow a vinegar treatment with chlorine bleach, or the reverse, since mixing the two releases chlorine gas.</p>
<h2>Seal it once it is clean</h2>
<p>After cement grout is clean and completely dry, usually a full day, apply a penetrating grout sealer with a small applicator. Sealed grout resists stains and makes routine cleaning far easier. Most sealers need reapplying every year or two in showers and busy entryways. Epoxy grout does not need sealing.</p>
<h2>Keep it looking new</h2>
<ul>
<li>Mop floors with a pH-neutral cleaner rather than harsh all-purpose sprays.</li>
<li>Squeegee shower walls after use so grout can dry between showers.</li>
<li>In winter, wipe up salty slush at the entry quickly. Salt residue settles into grout lines and leaves white rings.</li>
</ul>
<p>If grout is cracked or crumbling, no cleaner will fix it. Regrouting is the lasting solution.</p>`,
  },
  {
    slug: 'move-out-cleaning-checklist-for-renters',
    title: 'The Move-Out Cleaning Checklist for Renters',
    image: img('move-out-cleaning-checklist-for-renters'),
    imageAlt: 'Illustration of a checklist clipboard beside moving boxes',
    addedOn: '2026-04-02',
    popular: true,
    category: 'Moving Day',
    tags: ['Renters', 'Checklist'],
    html: `<p>Tenancy rules across Canada generally expect you to leave a rental reasonably clean and free of damage beyond normal wear and tear. In provinces such as Alberta, British Columbia and Manitoba, the move-out condition inspection often decides how much of your security deposit comes back. In Ontario, landlords generally cannot collect a damage deposit, but a clean unit still protects you from disputes and earns a good reference. Check your provincial residential tenancy office for the exact rules.</p>
<h2>Kitchen</h2>
<ul>
<li>Clean the oven interior, racks and the drawer underneath.</li>
<li>Empty, wash and dry the fridge and freezer. Leave the doors as your landlord requests.</li>
<li>Degrease the stovetop, range hood and filter.</li>
<li>Wipe inside and outside every cabinet and drawer.</li>
<li>Scrub the sink and run the dishwasher empty after cleaning its filter.</li>
</ul>
<h2>Bathrooms</h2>
<ul>
<li>Descale the tub, shower, glass and taps.</li>
<li>Clean the toilet inside and out, including the base and behind it.</li>
<li>Wipe the mirror, medicine cabinet, vanity drawers and exhaust fan cover.</li>
</ul>
<h2>Every room</h2>
<ul>
<li>Dust ceiling fans, light fixtures, vents and baseboards.</li>
<li>Spot-clean walls and switch plates.</li>
<li>Wash windows inside, sills and tracks.</li>
<li>Vacuum closets and wipe shelves.</li>
<li>Vacuum and mop all floors last, working toward the door.</li>
</ul>
<h2>Easy to forget</h2>
<ul>
<li>The balcony or patio, plus any storage locker.</li>
<li>Behind and under the fridge and stove, if they can be moved safely.</li>
<li>Burnt-out light bulbs.</li>
<li>Garbage and recycling removed, not left at the curb for the landlord.</li>
</ul>
<h2>Protect yourself at the inspection</h2>
<ol>
<li>Compare the unit to your move-in inspection report and photos.</li>
<li>Take dated photos and video of every room once cleaning is done.</li>
<li>Attend the inspection in person and read the report carefully before signing.</li>
<li>Return all keys and fobs, and give your forwarding address in writing.</li>
</ol>
<p><em>Short on time?</em> Book the move-out clean for the day after the movers, when the rooms are empty and every corner is reachable.</p>`,
  },
  {
    slug: 'what-to-clean-before-you-unpack',
    title: 'What to Clean Before You Unpack in a New Home',
    image: img('what-to-clean-before-you-unpack'),
    imageAlt: 'Illustration of a house key and stacked moving boxes in an empty room',
    addedOn: '2026-08-05',
    popular: false,
    category: 'Moving Day',
    tags: ['Checklist', 'Renters'],
    html: `<p>Even if the previous occupants cleaned, it is worth a few hours of your own cleaning before the boxes are opened. Empty rooms are far faster to clean than furnished ones, and you will know exactly what your family is living with.</p>
<h2>Document first</h2>
<p>If you are renting, walk through with your phone before cleaning anything. Photograph every room, the appliances and any existing damage, and make sure it is all noted on the move-in condition report. These records matter when you eventually move out.</p>
<h2>Start high, finish low</h2>
<ol>
<li><strong>Ceilings, fans and light fixtures.</strong> Dust falls, so do these first.</li>
<li><strong>Walls, switch plates and door handles.</strong> Wipe high-touch spots with a disinfecting cleaner.</li>
<li><strong>Windows, sills and tracks.</strong> Vacuum the tracks, then wipe.</li>
<li><strong>Floors last,</strong> once all the debris has come down.</li>
</ol>
<h2>Kitchen priorities</h2>
<ul>
<li>Wipe the inside of every cabinet and drawer before putting dishes away. A simple shelf liner makes future cleaning easy.</li>
<li>Clean the fridge and freezer thoroughly, including gaskets and drawers.</li>
<li>Run the dishwasher empty on a hot cycle after rinsing its filter.</li>
<li>Degrease the stovetop, oven and range hood filter.</li>
</ul>
<h2>Bathroom priorities</h2>
<ul>
<li>Disinfect the toilet, including the seat hinges and base.</li>
<li>Scrub the tub or shower and replace the shower curtain liner.</li>
<li>Check the exhaust fan, and clean its cover so it works properly.</li>
</ul>
<h2>Safety and systems</h2>
<ul>
<li><strong>Test every smoke alarm and carbon monoxide alarm.</strong> Replace batteries or units as needed.</li>
<li>Replace the furnace filter and note the date.</li>
<li>Run water in each sink and tub to check for slow drains or leaks.</li>
<li>Look under sinks and in corners for droppings or signs of pests.</li>
</ul>
<h3>A note on products</h3>
<p>Bring a simple kit: dish soap, an all-purpose cleaner, a disinfectant, microfibre cloths, a scrub brush and a vacuum. Use one cleaner at a time and never mix bleach with ammonia or vinegar, especially in a bathroom with the windows still closed.</p>
<p>Once the house is clean, unpack the kitchen and bathrooms first. Those are the rooms you will need on the very first night.</p>`,
  },
  {
    slug: 'wall-scuffs-and-marks-before-moving-out',
    title: 'Dealing With Wall Scuffs and Marks Before Moving Out',
    image: img('wall-scuffs-and-marks-before-moving-out'),
    imageAlt: 'Illustration of a painted wall with a picture frame and a cleaning sponge',
    addedOn: '2026-10-07',
    popular: false,
    category: 'Moving Day',
    tags: ['Renters', 'Stains'],
    html: `<p>Walls tell the story of a tenancy: furniture bumps, scuffed corners along the hallway, fingerprints around switches. Most of it cleans off with patience and the gentlest method that works. Going too hard can leave a shiny or faded patch that looks worse than the original mark.</p>
<h2>Always test first</h2>
<p>Try every method on a hidden spot, such as inside a closet or behind a door. Flat and matte paints, common in rentals, are the most easily damaged. Eggshell and semi-gloss paints tolerate more scrubbing.</p>
<h2>From gentlest to strongest</h2>
<ol>
<li><strong>Dry microfibre cloth.</strong> Dust and cobwebs often make marks look worse than they are.</li>
<li><strong>Warm water with a drop of dish soap.</strong> Wring the cloth well, wipe in small circles, then wipe again with plain water and pat dry.</li>
<li><strong>Baking soda paste.</strong> For scuffs from shoes or furniture, rub very lightly with a paste on a damp cloth.</li>
<li><strong>Melamine foam sponge.</strong> These work well on scuffs, but they are a fine abrasive. Use light pressure, keep them damp, and avoid them on flat paint, where they can leave dull patches.</li>
</ol>
<h3>Common marks</h3>
<ul>
<li><strong>Crayon:</strong> gently rub with a dry cloth and a little baking soda.</li>
<li><strong>Grease near the stove:</strong> a few drops of dish soap in warm water cuts it better than an all-purpose spray.</li>
<li><strong>Tape residue:</strong> warm it with a hair dryer on low, then peel slowly.</li>
</ul>
<h2>What about nail holes?</h2>
<p>Whether small nail holes count as normal wear and tear depends on your lease and your province. Ask your landlord before patching. Filler that is not sanded smooth, or touch-up paint in a slightly different colour, can look worse than a tiny hole and may be treated as damage.</p>
<p>If you do patch, use lightweight spackle, sand it flush once dry, and paint only with the exact colour and sheen from the landlord.</p>
<h2>Keep it safe</h2>
<ul>
<li>Switch off power at the panel before cleaning around damaged outlets or switches.</li>
<li>Stick to mild cleaners on walls. Never combine bleach with ammonia-based products to lift a stubborn stain.</li>
</ul>
<p>Finish by photographing each wall in good light, so you have a record for the move-out inspection.</p>`,
  },
  {
    slug: 'road-salt-stains-floors-carpets-boots',
    title: 'Getting Road Salt Stains Out of Floors, Carpets and Boots',
    image: img('road-salt-stains-floors-carpets-boots'),
    imageAlt: 'Illustration of a winter boot on a mat beside a snowflake',
    addedOn: '2026-11-12',
    popular: true,
    category: 'Seasonal Care',
    tags: ['Winter', 'Stains', 'Floors'],
    html: `<p>From November to April, Canadian entryways fight a constant battle with road salt. Those white, crusty tide lines come from sodium chloride and from calcium and magnesium chloride de-icers, which can leave a slippery film. Salt is abrasive and draws moisture, so it is worth removing quickly rather than waiting for spring.</p>
<h2>Hard floors</h2>
<ol>
<li>Sweep or vacuum loose grit first so you do not scratch the finish.</li>
<li>Mix about half a cup of white vinegar into four litres of warm water.</li>
<li>Mop with a well-wrung mop. On hardwood and laminate, the mop should be damp, never wet.</li>
<li>Go over the area again with plain water, then dry with a towel.</li>
</ol>
<p>Do not use vinegar on marble, travertine or other natural stone. Use a pH-neutral stone cleaner instead.</p>
<h2>Carpets and rugs</h2>
<ol>
<li>Let the stain dry, then vacuum up as much salt as possible.</li>
<li>Mix equal parts warm water and white vinegar.</li>
<li>Dab it onto the stain with a clean white cloth and blot. Do not rub, which spreads the stain and frays fibres.</li>
<li>Blot with plain water, then press with a dry towel until no more moisture lifts.</li>
<li>Vacuum once fully dry. Repeat if a faint line remains.</li>
</ol>
<h2>Boots</h2>
<h3>Leather</h3>
<p>Wipe with a cloth dampened in equal parts water and vinegar, then with plain water. Let the boots dry away from heaters, which crack leather, then apply a leather conditioner.</p>
<h3>Suede</h3>
<p>Let them dry, brush with a suede brush, and treat remaining marks with a barely damp cloth dipped in the vinegar solution. Brush again once dry to restore the nap.</p>
<h2>Stop salt at the door</h2>
<ul>
<li>Use two mats: a rough one outside and an absorbent one inside.</li>
<li>Keep a boot tray by the door and make it a no-shoes home all winter.</li>
<li>Empty and rinse the tray weekly so salty water does not spill over.</li>
<li>Wipe pets' paws after walks. Salt irritates their pads and tracks across floors.</li>
</ul>
<p>As always, keep vinegar solutions away from bleach products. The two should never be mixed.</p>`,
  },
  {
    slug: 'spring-cleaning-after-a-canadian-winter',
    title: 'Spring Cleaning After a Long Canadian Winter',
    image: img('spring-cleaning-after-a-canadian-winter'),
    imageAlt: 'Illustration of an open window with sunshine and a flowering plant',
    addedOn: '2026-04-28',
    popular: false,
    category: 'Seasonal Care',
    tags: ['Spring', 'Checklist'],
    html: `<p>After months of closed windows, salty boots and a furnace running day and night, most homes carry a layer of dust and grime that regular cleaning does not reach. Once the snow finally melts, here is where to focus your energy.</p>
<h2>Clear out the winter</h2>
<ul>
<li><strong>Entryways:</strong> scrub salt residue from floors, mats and the boot tray, and wash the closet floor.</li>
<li><strong>Winter gear:</strong> wash or dry-clean coats, hats and mitts before storing them, so stains and odours do not set over summer.</li>
<li><strong>Garage:</strong> sweep out the gravel and salt tracked in by the car.</li>
</ul>
<h2>Let the air in</h2>
<ol>
<li>Wash windows inside and out on an overcast day, so the cleaner does not dry into streaks.</li>
<li>Vacuum window tracks and wipe the sills, where condensation may have left dark marks.</li>
<li>Take down the screens, rinse them with a hose and a soft brush, and let them dry before reinstalling.</li>
</ol>
<h2>Dust the heating system's path</h2>
<ul>
<li>Replace the furnace filter.</li>
<li>Vacuum floor registers, cold air returns and baseboard heaters.</li>
<li>Dust ceiling fans, and switch them to spin counterclockwise for summer cooling.</li>
</ul>
<h2>Safety tasks</h2>
<ul>
<li>Test smoke and carbon monoxide alarms.</li>
<li>Clean the lint trap housing and have the dryer vent duct cleared. Lint buildup is a fire risk.</li>
<li>Check under sinks for slow leaks that might have gone unnoticed.</li>
</ul>
<h2>Deep clean the soft stuff</h2>
<ul>
<li>Wash duvets, pillows and mattress protectors, or have bulky items cleaned.</li>
<li>Vacuum upholstery and under the cushions.</li>
<li>Shampoo high-traffic carpet areas that took the brunt of winter.</li>
</ul>
<h3>Work top to bottom</h3>
<p>In each room, dust from the ceiling down and vacuum last. One room at a time keeps the job manageable over a few weekends.</p>
<h2>Keep it simple and safe</h2>
<p>You do not need a cupboard full of products. Dish soap, white vinegar, baking soda and a good microfibre cloth handle most tasks. Ventilate as you work, and never mix bleach with vinegar or ammonia.</p>
<p>If the list feels long, book a deep clean for the big items and keep the closets and garage for yourself.</p>`,
  },
  {
    slug: 'managing-indoor-humidity-through-the-seasons',
    title: 'Managing Indoor Humidity Through the Seasons',
    image: img('managing-indoor-humidity-through-the-seasons'),
    imageAlt: 'Illustration of a water droplet and a humidity gauge',
    addedOn: '2026-10-21',
    popular: false,
    category: 'Seasonal Care',
    tags: ['Humidity', 'Mould', 'Winter'],
    html: `<p>Canadian homes swing between extremes. In a Prairie January, indoor air can get dry enough to crack wood floors and give you static shocks. In a muggy Toronto or Ottawa July, basements feel damp and towels never dry. Both extremes make cleaning harder and can damage your home.</p>
<h2>Know your number</h2>
<p>A digital hygrometer costs little and takes the guesswork out. As a general guide, aim for indoor relative humidity between about 30 and 50 per cent. During very cold spells, keep it toward the lower end. If windows are fogging or frosting on the inside, the air is too moist for the temperature outside.</p>
<h2>Winter: too dry, or too damp at the windows</h2>
<ul>
<li><strong>Use a humidifier carefully</strong> and follow the manufacturer's cleaning schedule. A dirty humidifier can spread mould and bacteria into the air.</li>
<li><strong>Empty and dry the tank daily,</strong> and descale it weekly with white vinegar, rinsing thoroughly afterward.</li>
<li><strong>In hard water areas,</strong> distilled water prevents the white mineral dust that ultrasonic humidifiers can leave on furniture.</li>
<li><strong>Wipe condensation</strong> from window sills every morning to stop black spots forming on frames and caulking.</li>
</ul>
<h2>Summer: too humid</h2>
<ul>
<li>Run a dehumidifier in the basement and empty or drain it regularly.</li>
<li>Clean the dehumidifier's filter and bucket monthly to prevent musty smells.</li>
<li>Use bathroom and kitchen exhaust fans every time you shower or cook.</li>
<li>Keep furniture and storage boxes a few centimetres away from exterior basement walls, so air can circulate.</li>
</ul>
<h2>Signs to watch for</h2>
<ol>
<li>A musty smell in closets or the basement.</li>
<li>Peeling paint or bubbling on bathroom ceilings.</li>
<li>Black or green spots on caulking, grout or window frames.</li>
<li>Static, cracked wood or dry skin in winter.</li>
</ol>
<h3>Cleaning mould safely</h3>
<p>Clean small spots with water and unscented dish detergent, then dry thoroughly. Never mix bleach with vinegar or ammonia-based cleaners in an attempt to make it stronger. For large or recurring mould, get a professional opinion.</p>
<p>If your home has a heat recovery ventilator, clean its filters every few months as the manual directs. It is one of the best tools for balancing humidity all year.</p>`,
  },
];

export const blogCommentSeed: BlogCommentSeed[] = [
  {
    blogSlug: 'clean-oven-racks-without-harsh-fumes',
    body: 'Tried the bathtub soak last night with dishwasher powder and I could not believe how easily the grease came off this morning. The towel tip saved my tub too. Thank you!',
  },
  {
    blogSlug: 'clean-oven-racks-without-harsh-fumes',
    body: 'Adding a tip: a couple of dryer sheets in the soak water seems to loosen things even more. Just wear gloves, and rinse the racks well afterward.',
  },
  {
    blogSlug: 'move-out-cleaning-checklist-for-renters',
    body: 'Printed this out before leaving my place in Calgary. The inspection went smoothly and I got my full deposit back. Behind the stove was the one spot I would have missed.',
  },
  {
    blogSlug: 'move-out-cleaning-checklist-for-renters',
    body: 'The photo and video advice is so important. My landlord in Winnipeg claimed a stain was new and my dated photos settled it in five minutes.',
  },
  {
    blogSlug: 'road-salt-stains-floors-carpets-boots',
    body: 'Finally got the white lines off my leather boots. The vinegar and water mix worked better than the fancy cleaner I bought last winter.',
  },
  {
    blogSlug: 'road-salt-stains-floors-carpets-boots',
    body: 'Two mats has been a game changer in our Edmonton house. We also keep an old towel by the door for the dog, and the floors look so much better this year.',
  },
  {
    blogSlug: 'remove-hard-water-stains-glass-shower-doors',
    body: 'Warming the vinegar first made a huge difference on our shower door. I keep a squeegee hanging on the tap now, and the glass has stayed clear for weeks.',
  },
];
