import type { TestimonialSeed } from './content-types.ts';
import { gatineauTestimonials } from './quebec.ts';

/** Customer testimonials for the home carousel and the landing-page slider; every city appears. */
export const testimonialSeed: TestimonialSeed[] = [
  {
    name: 'Priya N.',
    city: 'Edmonton',
    text: 'Booked a move-out clean for our Oliver condo at 9 a.m. and our cleaner was there by early afternoon. She got the grease off the range hood and the fridge looked new, and our property manager signed off on the walkthrough without a single note.',
    rating: 5,
  },
  {
    name: 'Dylan M.',
    city: 'Calgary',
    text: 'We hadn’t properly cleaned our Tuscany house since the kids were born, so I booked a deep clean. The grout in the main bathroom is white again and the baseboards finally match the walls.',
    rating: 5,
  },
  {
    name: 'Grace L.',
    city: 'Lower Mainland',
    text: 'After my daughter’s grad party in our Burnaby townhouse I booked a post-event cleanup for the next morning. Every bottle was bagged for recycling, the sticky kitchen floor was spotless and the balcony was swept by lunchtime.',
    rating: 5,
  },
  {
    name: 'Tomasz W.',
    city: 'Winnipeg',
    text: 'Routine clean before my in-laws arrived for the long weekend. Thorough in the kitchen and bathrooms; the only thing was a bit of dust left on top of the fridge, which I pointed out and it was wiped right away.',
    rating: 4,
  },
  {
    name: 'Amira H.',
    city: 'Ottawa',
    text: 'Moving into a Westboro rental that the last tenants left in rough shape. The move-in clean with inside cupboards and oven added took just under the estimated hours, and I liked that the card was only charged once the job was done.',
    rating: 5,
  },
  {
    name: 'Marcus T.',
    city: 'Toronto',
    text: 'We use MapleShine for a commercial clean of our small design studio on Queen West before client presentations. Desks, the kitchenette and the washroom are done before 8 a.m. and the HST is shown right on the quote, which makes expensing it easy.',
    rating: 5,
  },
  {
    name: 'Sofia R.',
    city: 'Mississauga',
    text: 'I booked a deep clean the same day I found out my sister was visiting. The quote showed the hours and price per hour up front, and the cleaner even descaled the shower head without being asked.',
    rating: 5,
  },
  {
    name: 'Harjit S.',
    city: 'Brampton',
    text: 'After our Diwali gathering for forty people, the post-event cleanup saved our whole Sunday. Dishes washed, tables wiped, carpets vacuumed, and the garbage removal extra meant everything was gone before my parents woke up.',
    rating: 5,
  },
  {
    name: 'Chloé B.',
    city: 'Ottawa',
    text: 'Good routine clean of my Glebe apartment: floors vacuumed and mopped, beds made and the bathroom sparkling. It ran about half an hour longer than I expected because of my cat’s fur, but the price stayed exactly as quoted.',
    rating: 4,
  },
  {
    name: 'Ethan K.',
    city: 'Calgary',
    text: 'Booked a move-out clean from my phone at 11 p.m. for the next morning. The cleaner did interior windows, the garage and the balcony as extras, and we got our full damage deposit back.',
    rating: 5,
  },
  {
    name: 'Nadia A.',
    city: 'Toronto',
    text: 'I have two dogs and was nervous about a stranger in the house, but my cleaner was great with them and told me she’d been background-checked. The deep clean got dog hair out from under every couch.',
    rating: 5,
  },
  {
    name: 'Olivia P.',
    city: 'Lower Mainland',
    text: 'Routine clean for our Surrey basement suite before listing it for rent. Fast booking, an on-time arrival and a clear receipt with GST shown separately.',
    rating: 4,
  },
  {
    name: 'Ben F.',
    city: 'Winnipeg',
    text: 'Our St. Vital house needed a move-in clean before the furniture truck came. The cleaner sanitized both bathrooms, wiped every switch and vent, and got the scuffs off the hallway walls in time for the movers.',
    rating: 5,
  },
  {
    name: 'Leila J.',
    city: 'Edmonton',
    text: 'Booked a commercial clean for our dental office reception area ahead of an inspection. They were in at 6 a.m., disinfected every high-touch surface and had the floors dry before our first patient.',
    rating: 5,
  },
  ...gatineauTestimonials,
];
