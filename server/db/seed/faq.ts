import type { FaqSeed } from './content-types.ts';

/**
 * Questions of the FAQ page and the FAQ blocks: general Customer and Contractor questions, then
 * two per service page (Customer questions carrying the service's slug). Answers describe what
 * the product does today: one-time bookings only, card authorized at booking and captured when
 * the job is completed, tax by the province of the address.
 */
const customerFaqs: FaqSeed[] = [
  {
    question: 'How do I book a cleaning?',
    answer:
      'Enter your name, e-mail and phone in the booking form on our home page or the Book Now page, then tell us about your home, the service, any extras, your address and the time window that suits you. Select Check Availability to see your quote, then Book Now and pay by card to confirm.',
    type: 'Customer',
  },
  {
    question: 'Do I need an account to book?',
    answer:
      'No, anyone can book with just a name, e-mail address and phone number. With a free account you can also see your bookings, save addresses, cancel a booking online and leave reviews.',
    type: 'Customer',
  },
  {
    question: 'Can I get a cleaner today?',
    answer:
      'Often, yes. When you choose today, only start times later than the current time are offered, and Check Availability tells you straight away whether a cleaner in your city is free for that window; if not, try a later window or another day.',
    type: 'Customer',
  },
  {
    question: 'Which cities do you serve?',
    answer:
      'We currently serve Edmonton, Calgary, the Lower Mainland, Winnipeg, Ottawa, Toronto, Mississauga and Brampton. Address suggestions in the booking form are limited to Canada.',
    type: 'Customer',
  },
  {
    question: 'How is the price calculated?',
    answer:
      "We estimate the hours your clean needs from the service, the number of bedrooms and bathrooms, the type of residence and any extras (at least 2 hours, rounded up to the next half hour), then multiply by the service's hourly rate. Your quote shows the estimated hours, price per hour and total before you pay, and there are no hidden fees.",
    type: 'Customer',
  },
  {
    question: 'Are taxes included in the price?',
    answer:
      'Sales tax is added on top of the service price, based on the province of the address being cleaned: 5% GST in Alberta, British Columbia and Manitoba, and 13% HST in Ontario. The tax is shown by name on your quote and receipt.',
    type: 'Customer',
  },
  {
    question: 'What is included in a cleaning?',
    answer:
      'Each service page lists its checklist; every clean covers kitchens, bathrooms, dusting and floors. Extras such as inside the fridge, inside the oven, inside cupboards, interior windows, garbage removal, balcony, garage and laundry can be added when you book, and each one adds time to your estimate.',
    type: 'Customer',
  },
  {
    question: 'Do I need to provide cleaning supplies?',
    answer:
      'No, your cleaner brings standard cleaning supplies and equipment. If you would like particular products used, such as fragrance-free cleaners or a stone-safe spray, leave them out and point them out when your cleaner arrives.',
    type: 'Customer',
  },
  {
    question: 'I have pets. Is that a problem?',
    answer:
      'Not at all. Please keep pets that are nervous around strangers or vacuums in a separate room or crate while your cleaner works, and mention them when your cleaner arrives.',
    type: 'Customer',
  },
  {
    question: 'Do I need to be home, and how does my cleaner get in?',
    answer:
      "You don't need to stay for the whole clean, but someone has to let the cleaner in or arrange access. Put your buzzer or unit number in the Apt/Unit field; once a cleaner accepts your job they receive your address and phone number and can call you about keys, a lockbox or the concierge.",
    type: 'Customer',
  },
  {
    question: 'Can I book a recurring cleaning?',
    answer:
      'Every MapleShine booking is a one-time clean with no contract or subscription. When you want another visit, simply book again.',
    type: 'Customer',
  },
  {
    question: 'How do I cancel or change a booking?',
    answer:
      'Log in and cancel from the Booking page of your account, or contact us, any time before your cleaner starts; the hold on your card is released in full. To change the date or time, cancel and book the new window.',
    type: 'Customer',
  },
  {
    question: 'When is my card charged?',
    answer:
      'When you book, we place a hold (an authorization) on your card for the quoted total; the card is only charged when your cleaner completes the job. If you cancel before the cleaner starts, the hold is released and you pay nothing.',
    type: 'Customer',
  },
  {
    question: 'I booked more than five days ahead. When is the hold placed?',
    answer:
      'Card holds only last a few days, so for cleanings more than five days away we securely save your card when you book and place the hold 24 hours before the cleaning. If that hold fails we e-mail you so you can sort it out before the day.',
    type: 'Customer',
  },
  {
    question: 'Can I use a coupon?',
    answer:
      'Yes. On the payment form tick "I have a coupon", enter your code and select Apply before you pay; the discount and tax are then recalculated. Each coupon can be used once per customer and some are limited to certain cities or a minimum order.',
    type: 'Customer',
  },
  {
    question: "What if I'm not happy with the cleaning?",
    answer:
      'Walk through the home with your cleaner before they mark the job complete so anything missed can be fixed on the spot. If you notice a problem later, contact us with your booking number and our team will review it with you; your review after the job also helps us keep standards high.',
    type: 'Customer',
  },
  {
    question: 'Are your cleaners background-checked?',
    answer:
      'Yes. Every cleaner applies, consents to a background check and is approved by our team before they can accept a single job, and customers rate each completed job.',
    type: 'Customer',
  },
];

const contractorFaqs: FaqSeed[] = [
  {
    question: 'How do I apply to clean with MapleShine?',
    answer:
      'Fill in the Contractor Application with your full name, e-mail, phone, city, years of experience and a photo of yourself, choose a password and consent to a background check. We confirm by e-mail that your application has arrived.',
    type: 'Contractor',
  },
  {
    question: 'Why do I need a background check?',
    answer:
      "Customers welcome you into their homes, so every cleaner consents to a background check before being approved. You give your consent on the application form, and you can't take jobs until the check is complete and your application is approved.",
    type: 'Contractor',
  },
  {
    question: 'How long does approval take?',
    answer:
      'It depends mainly on how quickly your background check comes back, usually a few business days. Meanwhile you can log in and complete your profile, and we e-mail you the moment you are approved.',
    type: 'Contractor',
  },
  {
    question: 'How much can I earn?',
    answer:
      'You can earn up to $30 per hour for the jobs you complete. Jobs in your city show the service, estimated hours and extras before you accept, so you know what the work involves.',
    type: 'Contractor',
  },
  {
    question: 'When do I get paid?',
    answer:
      'You are paid within 48 hours of each completed shift. A shift counts as completed when you mark the job Complete in your Jobs page.',
    type: 'Contractor',
  },
  {
    question: 'How do I choose my jobs?',
    answer:
      'Open jobs in your city appear on your Jobs page with the date, time window, service and estimated hours; accept the ones that suit you and reject the rest. The first cleaner to accept gets the job, and you can never hold two jobs whose times overlap.',
    type: 'Contractor',
  },
  {
    question: 'How do I start and finish a job?',
    answer:
      'On the day, open the job in your Jobs page and select Start when you begin cleaning, then Complete when you are done. Completing the job charges the customer and starts your 48-hour pay window.',
    type: 'Contractor',
  },
  {
    question: 'Do I bring my own supplies?',
    answer:
      'Yes, bring your own standard cleaning supplies and equipment, such as a vacuum, mop, cloths and all-purpose cleaners. Some customers leave out products they prefer you to use, for example fragrance-free cleaners.',
    type: 'Contractor',
  },
  {
    question: 'Am I an employee of MapleShine?',
    answer:
      'No, you work as an independent contractor: you decide when you work and which jobs you accept. You are responsible for your own income tax, and for registering for GST/HST once your earnings pass the $30,000 small-supplier threshold.',
    type: 'Contractor',
  },
  {
    question: 'Do I need insurance?',
    answer:
      'As an independent contractor you arrange your own coverage. We recommend general liability insurance so you are protected if something is accidentally damaged on a job.',
    type: 'Contractor',
  },
  {
    question: 'Do I need cleaning experience?',
    answer:
      'The application asks for your years of experience, from less than 1 year to more than 10 years. Experience helps, but reliability, attention to detail and a clear background check matter most.',
    type: 'Contractor',
  },
  {
    question: 'Which cities can I work in?',
    answer:
      'We have jobs in Edmonton, Calgary, the Lower Mainland, Winnipeg, Ottawa, Toronto, Mississauga and Brampton. You choose your city on the application and see the open jobs there.',
    type: 'Contractor',
  },
];

const serviceFaqs: FaqSeed[] = [
  {
    question: 'Will a move-out clean help me get my damage deposit back?',
    answer:
      'Our move-out checklist covers what landlords and property managers usually inspect: kitchen, bathrooms, baseboards, switches, doors, vents, walls and floors. Add inside the fridge, oven and cupboards as extras for the most thorough result; we cannot guarantee a landlord decision, but we leave nothing on the checklist undone.',
    type: 'Customer',
    serviceSlug: 'move-out-move-in-clean',
  },
  {
    question: 'Does the home need to be empty for a move-out or move-in clean?',
    answer:
      'An empty home gives the best result because your cleaner can reach every floor, wall and cupboard. If furniture or boxes are still in place, book a longer window, since working around them takes more time.',
    type: 'Customer',
    serviceSlug: 'move-out-move-in-clean',
  },
  {
    question: 'How is a deep clean different from a routine clean?',
    answer:
      'A routine clean keeps a well-kept home tidy, while a deep clean tackles built-up grime: degreasing the kitchen, descaling showers and taps, scrubbing grout, washing baseboards and door frames, and vacuuming under and behind furniture. It is the right choice if your home has not had a thorough clean in a while.',
    type: 'Customer',
    serviceSlug: 'deep-cleaning',
  },
  {
    question: 'How long does a deep clean take?',
    answer:
      'It depends on the size and type of your home and the extras you add; for example, a three-bedroom, two-bathroom house is estimated at about 5 hours. Your quote shows the estimated hours before you pay.',
    type: 'Customer',
    serviceSlug: 'deep-cleaning',
  },
  {
    question: 'How soon after my event can a cleaner come?',
    answer:
      'You can book a start time from 12:00 AM to 11:00 PM, including later the same day if a cleaner in your city is free. Many hosts book the next morning so the home is back to normal by lunch.',
    type: 'Customer',
    serviceSlug: 'post-event-cleanup',
  },
  {
    question: 'Do you take the garbage away after the party?',
    answer:
      'Every post-event cleanup includes collecting and bagging garbage and recycling. If you want the bags taken off the property, add the Garbage Removal extra when you book.',
    type: 'Customer',
    serviceSlug: 'post-event-cleanup',
  },
  {
    question: 'Can I set up a routine clean every week?',
    answer:
      'Every booking is one-time with no subscription or contract, so you stay in control. Book a new Routine Clean whenever you want one; it takes about a minute.',
    type: 'Customer',
    serviceSlug: 'routine-clean',
  },
  {
    question: 'What does a routine clean cover?',
    answer:
      'Kitchen counters, sink and appliance fronts, bathrooms cleaned and sanitized, beds made, surfaces dusted, and floors vacuumed and mopped. Add extras such as inside the fridge or laundry if you need more.',
    type: 'Customer',
    serviceSlug: 'routine-clean',
  },
  {
    question: 'What kinds of spaces does commercial cleaning cover?',
    answer:
      'Offices, studios and small retail spaces. Choose "Office or Commercial Unit" as the residence type when you book so the estimate fits your space.',
    type: 'Customer',
    serviceSlug: 'commercial-cleaning',
  },
  {
    question: 'Can you clean before we open or after we close?',
    answer:
      'Yes, start times run from 12:00 AM to 11:00 PM, so you can book an early-morning or evening window that keeps your business running. Like every MapleShine booking, each commercial clean is one-time with no contract.',
    type: 'Customer',
    serviceSlug: 'commercial-cleaning',
  },
];

export const faqSeed: FaqSeed[] = [...customerFaqs, ...contractorFaqs, ...serviceFaqs];
