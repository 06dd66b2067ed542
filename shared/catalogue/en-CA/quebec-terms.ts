/**
 * The terms and conditions as the payment step shows them for a Quebec address (decision 110):
 * the same terms as the /terms-and-conditions page (server/db/seed/pages.ts, whose text
 * `tests/unit/quebec-terms.test.ts` holds this copy to), in sections the block can lay out.
 * The French twin is shown first; this English version only after the customer's express choice.
 * Their version is QUEBEC_TERMS_VERSION (shared/quebec.ts), the "Last updated" day.
 */

export const quebecTermsChoice = {
  /** The express choice, said in each language: the block shows the French, then this. */
  BOUND_BY_ENGLISH: 'I wish to be bound by the English version',
};

export const quebecTermsDocument = {
  title: 'Terms and Conditions',
  updated: 'Last updated: January 5, 2026',
  intro:
    'These terms govern your use of the MapleShine website and app and every booking made through them. MapleShine is operated by MapleShine Cleaning Inc. ("MapleShine", "we", "us"). By creating an account, booking a cleaning or applying as a cleaner, you agree to these terms. If you do not agree, please do not use MapleShine.',
  sections: [
    {
      heading: '1. What MapleShine is',
      paragraphs: [
        'MapleShine is an online marketplace that connects customers who want a one-time cleaning with independent cleaners ("cleaners" or "contractors") who provide it. We take bookings and payments, check cleaners before they join, and help when something goes wrong. The cleaning itself is performed by the cleaner who accepts your job.',
      ],
      items: [],
    },
    {
      heading: '2. Accounts',
      paragraphs: [],
      items: [
        'You must be at least 18 years old and able to enter into a binding contract to book or to work as a cleaner.',
        'The information you give us (name, e-mail, phone number and addresses) must be accurate and kept up to date.',
        'You are responsible for keeping your password confidential and for activity under your account. Tell us at once at hello@mapleshine.ca if you think someone else has used it.',
      ],
    },
    {
      heading: '3. Bookings',
      paragraphs: [],
      items: [
        'A booking is for a single visit at the address, date and time window you choose. There is no contract, subscription or minimum number of visits.',
        'Your quote is based on what you tell us: the service, residence type, number of bedrooms and bathrooms, and extras. Please describe your home accurately. If the home is much larger or in a very different condition than described, the cleaner will work through the checklist in order of priority for the time booked, and we will contact you before any additional time is charged.',
        'You agree to give the cleaner safe access to the home at the booked time, with water, electricity and heat on, and pets secured. Please remove or put away valuables, cash and fragile items.',
        'A booking is confirmed when a cleaner accepts it. If no cleaner is available for your window, we will tell you, release the hold on your card and help you choose another time.',
      ],
    },
    {
      heading: '4. Prices, taxes and payment',
      paragraphs: [],
      items: [
        'Prices are in Canadian dollars. Your quote shows the estimated hours, the hourly rate, any coupon discount, the GST or HST that applies in your province, and the total.',
        'When you book, your card is authorized for the total: the amount is held on your card but not charged. For a cleaning more than five days away, your card is saved securely by our payment processor and authorized about 24 hours before the cleaning. If that authorization fails, we will e-mail you, and the booking may be cancelled unless you update your payment method.',
        'The payment is captured (charged) only after the cleaner marks the job as completed. We never charge more than the amount you authorized without your agreement.',
        'Card payments are processed by our payment processor. MapleShine never sees or stores your full card number.',
        'Coupons are subject to their stated conditions (for example validity dates, a minimum order, a city or a limit of one use per customer), have no cash value and cannot be combined unless we say so.',
      ],
    },
    {
      heading: '5. Cancellations and changes',
      paragraphs: [],
      items: [
        'You may cancel a booking at no charge before the cleaning starts, from the Booking page of your account or by contacting us. Because your card was only authorized, cancelling releases the hold; your bank may take a few business days to show the funds as available.',
        'To change the date, time or details of a booking, contact us at hello@mapleshine.ca or 1-888-555-0143. A change may result in a new quote.',
        'Once the cleaning has started it can no longer be cancelled online. If you need to stop a cleaning in progress, contact us and we will agree on a fair charge for the time already worked.',
        'We may cancel a booking if the cleaner cannot get safe access to the home, if the conditions are unsafe, or if these terms are broken. If we cancel for a reason that is not your fault, you are not charged.',
      ],
    },
    {
      heading: '6. If something is not right',
      paragraphs: [
        'If an item on the checklist for your service was missed, tell us within 48 hours of the cleaning at hello@mapleshine.ca, with photos if possible. We will review the booking and, where appropriate, arrange for the missed items to be cleaned again or offer a partial refund.',
      ],
      items: [],
    },
    {
      heading: '7. Independent contractors',
      paragraphs: [],
      items: [
        'Cleaners are independent contractors, not employees, agents or partners of MapleShine. They decide when they are available and which jobs they accept, and they control how the work is carried out.',
        'Every cleaner must pass a background check before taking a first job. A background check reduces risk but cannot guarantee a person’s future conduct.',
        'Cleaners are responsible for their own income tax, Canada Pension Plan contributions and, where required, GST/HST registration.',
        'Cleaners earn up to $30 per hour, depending on the service and job, and are paid within 48 hours of each completed shift.',
        'Customers and cleaners agree to treat each other with respect. Harassment, discrimination or unsafe behaviour by anyone may lead to the suspension or closing of an account.',
      ],
    },
    {
      heading: '8. Reviews, comments and other content',
      paragraphs: [
        'Reviews and blog comments must be honest, respectful and about your own experience. You keep ownership of what you write, and you allow MapleShine to display it on the site and in our materials. We may remove content that is unlawful, abusive, misleading or that shares someone else’s personal information.',
      ],
      items: [],
    },
    {
      heading: '9. Damage and liability',
      paragraphs: [],
      items: [
        'Report any damage or loss within 48 hours of the cleaning, with photos and a description. We will investigate with the cleaner and work with you toward a fair resolution.',
        'We are not responsible for pre-existing damage, normal wear and tear, items that were not secure or in poor condition, or cash, jewellery and other valuables left out.',
        'To the extent permitted by law, MapleShine’s total liability arising from a booking is limited to the amount you paid for that booking, and MapleShine is not liable for indirect, incidental or consequential losses.',
        'Nothing in these terms limits any right you have under the consumer protection legislation of your province that cannot be limited by contract.',
      ],
    },
    {
      heading: '10. Use of the site',
      paragraphs: [
        'You agree not to misuse the site: no attempts to access other people’s accounts or data, no automated scraping or bulk requests, no fraudulent bookings or payments, and no attempts to arrange paid work with a cleaner you met through MapleShine outside the platform to avoid its fees.',
      ],
      items: [],
    },
    {
      heading: '11. Privacy',
      paragraphs: [
        'How we collect, use and protect personal information is described in our Privacy Policy.',
      ],
      items: [],
    },
    {
      heading: '12. Changes to these terms',
      paragraphs: [
        'We may update these terms from time to time. The date at the top shows the latest version. A booking is governed by the terms in effect when it was made. If a change is significant, we will let account holders know by e-mail before it takes effect.',
      ],
      items: [],
    },
    {
      heading: '13. Governing law',
      paragraphs: [
        'These terms are governed by the laws of the Province of Alberta and the federal laws of Canada that apply there. Any dispute will be heard by the courts of Alberta, unless the consumer protection legislation of your province gives you the right to bring it in your own province.',
      ],
      items: [],
    },
    {
      heading: '14. Contact',
      paragraphs: [],
      items: ['MapleShine Cleaning Inc.', 'E-mail: hello@mapleshine.ca', 'Phone: 1-888-555-0143'],
    },
  ],
};
