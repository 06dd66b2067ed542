/** The Edmonton move-in/move-out landing page (slug move-out-in-cleaning-edmonton). */

export const landingLabels = {
  HERO_HEADING: 'Move-In and Move-Out Cleaning in Edmonton',
  HERO_SUBHEADING:
    'Book a vetted, background-checked cleaner 24/7 for today or tomorrow. One-time, no contract, and an upfront price with no hidden fees.',
  BOOK_NOW: 'Book Now',
  ABOUT_HEADING: 'Edmonton Move Cleaning, Done Right',
  ABOUT_TEXT:
    'Whether you are handing back the keys to an Oliver apartment or settling into a new house in Summerside, MapleShine sends a vetted cleaner to get the place ready. Tell us about the home, pick your window and see your price before you pay; your card is only charged when the job is complete.',
  WHY_US_HEADING: 'Why Edmontonians Choose MapleShine',
  WHY_US_1_TITLE: 'Book 24/7',
  WHY_US_1_TEXT: 'Book online any time, day or night, in about a minute.',
  WHY_US_2_TITLE: 'Same-day or next-day',
  WHY_US_2_TEXT:
    'Moving on short notice? See right away whether a cleaner is free today or tomorrow.',
  WHY_US_3_TITLE: 'One-time, no contract',
  WHY_US_3_TEXT: 'Book the clean you need for your move, with nothing to sign up for.',
  WHY_US_4_TITLE: 'Upfront pricing',
  WHY_US_4_TEXT:
    'Estimated hours, price per hour, GST and total are shown before you pay. No hidden fees.',
  WHY_US_5_TITLE: 'Vetted and background-checked',
  WHY_US_5_TEXT: 'Every cleaner passes a background check and is approved before taking a job.',
  WHY_US_6_TITLE: 'Extras quoted up front',
  WHY_US_6_TEXT:
    'Add garbage removal, the balcony or the garage when you book and see the price straight away.',
  CHECKLIST_HEADING: 'Our Move-In/Move-Out Checklist',
  CHECKLIST_SUBHEADING: 'Everything your landlord, buyer or new home needs.',
  CHECKLIST_1_TITLE: 'Full kitchen clean',
  CHECKLIST_1_TEXT:
    'Counters, sink, appliance fronts and cabinet doors, plus inside the fridge, oven and cupboards if requested.',
  CHECKLIST_2_TITLE: 'Deep bathroom sanitization',
  CHECKLIST_2_TEXT: 'Toilets, tubs, showers, sinks, mirrors and fixtures scrubbed and sanitized.',
  CHECKLIST_3_TITLE: 'Baseboards, switches, doors, vents and walls',
  CHECKLIST_3_TEXT: 'Wiped down throughout the home to remove dust, fingerprints and grime.',
  CHECKLIST_4_TITLE: 'Interior windows',
  CHECKLIST_4_TEXT: 'Inside glass, frames and sills cleaned if requested.',
  CHECKLIST_5_TITLE: 'Dusting of all surfaces',
  CHECKLIST_5_TEXT: 'Shelves, ledges, closets, light fixtures and every reachable surface.',
  CHECKLIST_6_TITLE: 'Floors vacuumed and mopped',
  CHECKLIST_6_TEXT: 'Every room, including corners, closets and along the baseboards.',
  CHECKLIST_7_TITLE: 'Spot cleaning',
  CHECKLIST_7_TEXT: 'Scuffs, marks and buildup removed from walls, doors and trim.',
  COMMITMENT_HEADING: 'Our Commitment to You',
  COMMITMENT_1_TITLE: '24/7 Service',
  COMMITMENT_1_TEXT:
    'Book whenever it suits you, with start times from 12:00 AM to 11:00 PM, including same-day and next-day.',
  COMMITMENT_2_TITLE: 'One-Time Solution',
  COMMITMENT_2_TEXT:
    'A single clean for your move. No contract, no subscription, no follow-up fees.',
  COMMITMENT_3_TITLE: 'Professional and Vetted',
  COMMITMENT_3_TEXT:
    'Independent cleaners who have consented to a background check and been approved by our team.',
  COMMITMENT_4_TITLE: 'Transparent Pricing',
  COMMITMENT_4_TEXT:
    'Your quote shows every figure before you pay, and your card is charged only when the job is complete.',
  TESTIMONIALS_HEADING: 'What Edmonton Customers Say',
  BLOGS_HEADING: 'Moving and Cleaning Tips',
  READ_MORE: 'READ MORE',
  FAQ_HEADING: 'Frequently Asked Questions',
  FAQ_1_QUESTION: 'Can I book a move-out clean for today?',
  FAQ_2_QUESTION: 'Do you clean on weekends and holidays?',
  FAQ_3_QUESTION: 'How late at night can I book?',
  FAQ_4_QUESTION: 'How quickly can a cleaner get to my home?',
  FAQ_ANSWER:
    'You can book online 24/7, and same-day and next-day bookings are welcome any day of the week. Pick a start time from 12:00 AM to 11:00 PM and Check Availability tells you straight away whether an Edmonton cleaner is free for that window.',
  CLOSING_HEADING: 'Moving soon? Book your Edmonton clean today.',
  CLOSING_TEXT: 'Get an upfront price in about a minute and a vetted cleaner as soon as today.',
};
