import { citySeed, extraSeed, residenceTypeSeed, serviceSeed } from './catalog.ts';
import type { BannerSeed, MetaSeed, PageSeed } from './content-types.ts';
import { withoutTitleHeading } from './page-headings.ts';
import { citiesWithoutHiringPage } from './quebec.ts';
import { RETENTION_PLACEHOLDER } from '../../domain/retention-section.ts';

/*
 * Content pages, page meta and home banners. Service prices and times are read from the catalog
 * seed so the seeded pages never disagree with the quotes the server gives on a fresh database.
 */

const BOOK_NOW = '<p><a href="/book-now" class="btn-orange">Book Now</a></p>';
const APPLY_NOW = '<p><a href="/contractor-application" class="btn-orange">Apply Now</a></p>';
const COMPANY = 'MapleShine Cleaning Inc.';
const EMAIL = 'hello@mapleshine.ca';
const PHONE = '1-888-555-0143';
const PRIVACY_EMAIL = 'privacy@mapleshine.ca';
/** Where the retention table's list goes: written when the page is read (decision 140). */
const RETENTION_PARAGRAPH = `<p>${RETENTION_PLACEHOLDER}</p>`;

function duration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} minutes`;
  const hourText = hours === 1 ? '1 hour' : `${hours} hours`;
  return rest === 0 ? hourText : `${hourText} ${rest} minutes`;
}

function dollars(cents: number): string {
  return cents % 100 === 0 ? `$${cents / 100}` : `$${(cents / 100).toFixed(2)}`;
}

function serviceBySlug(slug: string) {
  const service = serviceSeed.find((entry) => entry.slug === slug);
  if (!service) throw new Error(`No service with slug ${slug} in the catalog seed`);
  return service;
}

function residenceTypeLine(name: string, percent: number): string {
  if (percent === 100) return `<li><strong>${name}</strong>: the reference time.</li>`;
  const change = percent < 100 ? 'less' : 'more';
  return `<li><strong>${name}</strong>: about ${Math.abs(100 - percent)}% ${change} time than a house.</li>`;
}

/** The "what affects the price" block of a service page, built from the catalog's factors. */
function pricingSection(slug: string, extraNames: string[], roomNote = ''): string {
  const service = serviceBySlug(slug);
  const extras = extraNames.map((name) => {
    const extra = extraSeed.find((entry) => entry.name === name);
    if (!extra) throw new Error(`No extra named ${name} in the catalog seed`);
    return `<li><strong>${extra.name}</strong>: adds about ${duration(extra.extraMinutes)}.</li>`;
  });
  return `<h3>What affects the price</h3>
<p>You pay by the hour, and you see the estimate before you pay. The rate for this service is <strong>${dollars(service.hourlyRateCents)} per hour</strong>, plus GST or HST for your province. The estimated time is worked out from:</p>
<ul>
<li><strong>Bedrooms</strong>: each bedroom adds about ${duration(service.minutesPerBedroom)} (1 to 8 bedrooms).${roomNote}</li>
<li><strong>Bathrooms</strong>: each bathroom adds about ${duration(service.minutesPerBathroom)} (1 to 8 bathrooms).</li>
<li><strong>Residence type</strong>: the same number of rooms takes a different time in each kind of home.</li>
<li><strong>Extras</strong>: each extra you tick adds a set amount of time, shown in your quote before you book.</li>
</ul>
<p>Every visit starts from a base of ${duration(service.baseMinutes)} for the kitchen, common areas and floors. The total is rounded up to the nearest half hour, with a minimum of 2 hours. The residence type then changes the time needed for the same rooms:</p>
<ul>
${residenceTypeSeed.map((type) => residenceTypeLine(type.name, type.hoursFactorPercent)).join('\n')}
</ul>
<p>Extras that suit this service:</p>
<ul>
${extras.join('\n')}
</ul>
<p>Your quote shows the cleaning window, estimated hours, price per hour, tax and total. Your card is authorized when you book and charged only after the cleaning is completed, never for more than the amount you approved.</p>`;
}

function citySlug(name: string): string {
  return name.toLowerCase().replace(/\s+/g, '-');
}

/** A city's name as it reads in a sentence: "in the Lower Mainland", "in Calgary". */
function placeName(name: string): string {
  return name === 'Lower Mainland' ? 'the Lower Mainland' : name;
}

const moveOutChecklist = `<ul>
<li><strong>Full kitchen clean</strong>: counters, backsplash, sink, taps and appliance fronts, plus the inside of the fridge, oven and cupboards if requested.</li>
<li><strong>Deep bathroom sanitization</strong>: toilet, tub, shower, tiles, sink, mirror and fixtures scrubbed and disinfected.</li>
<li><strong>Baseboards, switches, doors, vents and walls</strong>: wiped down, including door frames, handles and light switch plates.</li>
<li><strong>Interior windows</strong> if requested: glass, frames, sills and tracks.</li>
<li><strong>Dusting of all surfaces</strong>: shelves, ledges, closets, light fixtures and ceiling corners.</li>
<li><strong>Floors vacuumed and mopped</strong> in every room, including closets and along the edges.</li>
<li><strong>Spot cleaning of scuffs, marks and buildup</strong> on walls, doors, cabinets and floors.</li>
</ul>`;

const homePage: PageSeed = {
  slug: 'home',
  title: 'Home Cleaning Across Canada',
  html: `<h2>Home cleaning, booked in a minute</h2>
<p>MapleShine connects households and businesses in Edmonton, Calgary, the Lower Mainland, Winnipeg, Ottawa, Toronto, Mississauga and Brampton with vetted, background-checked cleaners. Choose a move-out or move-in clean, a deep clean, a post-event cleanup, a routine clean or a commercial clean, tell us the size of your place, and see the price before you pay.</p>
${BOOK_NOW}
<p>Every booking is a one-time visit with no contract and no subscription. You pick the date and the window that suits you, same day or next day where a cleaner is free, and add extras such as the inside of the oven, interior windows or garbage removal. Your card is authorized when you book and charged only once the job is done.</p>
<p>Not happy with something on the checklist? Write to us at <a href="mailto:${EMAIL}">${EMAIL}</a> or call ${PHONE} and we will make it right.</p>
${BOOK_NOW}`,
};

const aboutPage: PageSeed = {
  slug: 'about-us',
  title: 'About Us',
  html: `<h2>About MapleShine</h2>
<p>MapleShine started with a simple frustration: booking a cleaner for moving day meant phone calls, vague estimates and waiting for a callback. We built the service we wanted to use ourselves. You describe your home, pick a time, see an upfront price and book in a minute, any hour of the day.</p>
<p>${COMPANY} runs the MapleShine marketplace in nine Canadian cities: Edmonton, Calgary, the Lower Mainland, Winnipeg, Ottawa, Toronto, Mississauga, Brampton and Gatineau. The cleaning is done by independent cleaners who live in those cities, know their neighbourhoods and choose the jobs that fit their schedule.</p>
<h3>What we stand for</h3>
<ul>
<li><strong>Upfront pricing</strong>: your quote shows the hours, the hourly rate, the tax and the total before you book. No hidden fees.</li>
<li><strong>Vetted cleaners</strong>: every cleaner passes a background check before their first job, and customers rate every visit.</li>
<li><strong>No contract</strong>: every booking is a one-time clean. Book again only when you need us.</li>
<li><strong>Fair pay</strong>: cleaners earn up to $30 per hour and are paid within 48 hours of each completed shift.</li>
<li><strong>Pay after the job</strong>: your card is authorized when you book and charged only once the cleaning is complete.</li>
</ul>
<h3>How it works</h3>
<ol>
<li>Tell us about your place: residence type, bedrooms, bathrooms, the service and any extras.</li>
<li>Choose a date and a time window. Same-day and next-day visits are available wherever a cleaner is free.</li>
<li>Check the quote and pay by card. The amount is held, not charged.</li>
<li>A vetted cleaner in your city accepts the job and arrives in your window.</li>
<li>When the job is completed, your card is charged and you can leave a review.</li>
</ol>
<h3>Get in touch</h3>
<p>Questions, feedback or a special request? E-mail <a href="mailto:${EMAIL}">${EMAIL}</a>, call ${PHONE} or use our <a href="/contact-us">contact form</a>. Want to clean with us? See <a href="/careers">careers at MapleShine</a>.</p>
${BOOK_NOW}`,
};

const termsPage: PageSeed = {
  slug: 'terms-and-conditions',
  title: 'Terms and Conditions',
  html: `<h2>Terms and Conditions</h2>
<p><em>Last updated: January 5, 2026</em></p>
<p>These terms govern your use of the MapleShine website and app and every booking made through them. MapleShine is operated by ${COMPANY} ("MapleShine", "we", "us"). By creating an account, booking a cleaning or applying as a cleaner, you agree to these terms. If you do not agree, please do not use MapleShine.</p>

<h3>1. What MapleShine is</h3>
<p>MapleShine is an online marketplace that connects customers who want a one-time cleaning with independent cleaners ("cleaners" or "contractors") who provide it. We take bookings and payments, check cleaners before they join, and help when something goes wrong. The cleaning itself is performed by the cleaner who accepts your job.</p>

<h3>2. Accounts</h3>
<ul>
<li>You must be at least 18 years old and able to enter into a binding contract to book or to work as a cleaner.</li>
<li>The information you give us (name, e-mail, phone number and addresses) must be accurate and kept up to date.</li>
<li>You are responsible for keeping your password confidential and for activity under your account. Tell us at once at <a href="mailto:${EMAIL}">${EMAIL}</a> if you think someone else has used it.</li>
</ul>

<h3>3. Bookings</h3>
<ul>
<li>A booking is for a single visit at the address, date and time window you choose. There is no contract, subscription or minimum number of visits.</li>
<li>Your quote is based on what you tell us: the service, residence type, number of bedrooms and bathrooms, and extras. Please describe your home accurately. If the home is much larger or in a very different condition than described, the cleaner will work through the checklist in order of priority for the time booked, and we will contact you before any additional time is charged.</li>
<li>You agree to give the cleaner safe access to the home at the booked time, with water, electricity and heat on, and pets secured. Please remove or put away valuables, cash and fragile items.</li>
<li>A booking is confirmed when a cleaner accepts it. If no cleaner is available for your window, we will tell you, release the hold on your card and help you choose another time.</li>
</ul>

<h3>4. Prices, taxes and payment</h3>
<ul>
<li>Prices are in Canadian dollars. Your quote shows the estimated hours, the hourly rate, any coupon discount, the GST or HST that applies in your province, and the total.</li>
<li>When you book, your card is <strong>authorized</strong> for the total: the amount is held on your card but not charged. For a cleaning more than five days away, your card is saved securely by our payment processor and authorized about 24 hours before the cleaning. If that authorization fails, we will e-mail you, and the booking may be cancelled unless you update your payment method.</li>
<li>The payment is <strong>captured</strong> (charged) only after the cleaner marks the job as completed. We never charge more than the amount you authorized without your agreement.</li>
<li>Card payments are processed by our payment processor. MapleShine never sees or stores your full card number.</li>
<li>Coupons are subject to their stated conditions (for example validity dates, a minimum order, a city or a limit of one use per customer), have no cash value and cannot be combined unless we say so.</li>
</ul>

<h3>5. Cancellations and changes</h3>
<ul>
<li>You may cancel a booking at no charge before the cleaning starts, from the Booking page of your account or by contacting us. Because your card was only authorized, cancelling releases the hold; your bank may take a few business days to show the funds as available.</li>
<li>To change the date, time or details of a booking, contact us at <a href="mailto:${EMAIL}">${EMAIL}</a> or ${PHONE}. A change may result in a new quote.</li>
<li>Once the cleaning has started it can no longer be cancelled online. If you need to stop a cleaning in progress, contact us and we will agree on a fair charge for the time already worked.</li>
<li>We may cancel a booking if the cleaner cannot get safe access to the home, if the conditions are unsafe, or if these terms are broken. If we cancel for a reason that is not your fault, you are not charged.</li>
</ul>

<h3>6. If something is not right</h3>
<p>If an item on the checklist for your service was missed, tell us within 48 hours of the cleaning at <a href="mailto:${EMAIL}">${EMAIL}</a>, with photos if possible. We will review the booking and, where appropriate, arrange for the missed items to be cleaned again or offer a partial refund.</p>

<h3>7. Independent contractors</h3>
<ul>
<li>Cleaners are independent contractors, not employees, agents or partners of MapleShine. They decide when they are available and which jobs they accept, and they control how the work is carried out.</li>
<li>Every cleaner must pass a background check before taking a first job. A background check reduces risk but cannot guarantee a person's future conduct.</li>
<li>Cleaners are responsible for their own income tax, Canada Pension Plan contributions and, where required, GST/HST registration.</li>
<li>Cleaners earn up to $30 per hour, depending on the service and job, and are paid within 48 hours of each completed shift.</li>
<li>Customers and cleaners agree to treat each other with respect. Harassment, discrimination or unsafe behaviour by anyone may lead to the suspension or closing of an account.</li>
</ul>

<h3>8. Reviews, comments and other content</h3>
<p>Reviews and blog comments must be honest, respectful and about your own experience. You keep ownership of what you write, and you allow MapleShine to display it on the site and in our materials. We may remove content that is unlawful, abusive, misleading or that shares someone else's personal information.</p>

<h3>9. Damage and liability</h3>
<ul>
<li>Report any damage or loss within 48 hours of the cleaning, with photos and a description. We will investigate with the cleaner and work with you toward a fair resolution.</li>
<li>We are not responsible for pre-existing damage, normal wear and tear, items that were not secure or in poor condition, or cash, jewellery and other valuables left out.</li>
<li>To the extent permitted by law, MapleShine's total liability arising from a booking is limited to the amount you paid for that booking, and MapleShine is not liable for indirect, incidental or consequential losses.</li>
<li>Nothing in these terms limits any right you have under the consumer protection legislation of your province that cannot be limited by contract.</li>
</ul>

<h3>10. Use of the site</h3>
<p>You agree not to misuse the site: no attempts to access other people's accounts or data, no automated scraping or bulk requests, no fraudulent bookings or payments, and no attempts to arrange paid work with a cleaner you met through MapleShine outside the platform to avoid its fees.</p>

<h3>11. Privacy</h3>
<p>How we collect, use and protect personal information is described in our <a href="/privacy-policy">Privacy Policy</a>.</p>

<h3>12. Changes to these terms</h3>
<p>We may update these terms from time to time. The date at the top shows the latest version. A booking is governed by the terms in effect when it was made. If a change is significant, we will let account holders know by e-mail before it takes effect.</p>

<h3>13. Governing law</h3>
<p>These terms are governed by the laws of the Province of Alberta and the federal laws of Canada that apply there. Any dispute will be heard by the courts of Alberta, unless the consumer protection legislation of your province gives you the right to bring it in your own province.</p>

<h3>14. Contact</h3>
<ul>
<li>${COMPANY}</li>
<li>E-mail: <a href="mailto:${EMAIL}">${EMAIL}</a></li>
<li>Phone: ${PHONE}</li>
</ul>`,
};

const privacyPage: PageSeed = {
  slug: 'privacy-policy',
  title: 'Privacy Policy',
  html: `<h2>Privacy Policy</h2>
<p><em>Last updated: November 28, 2026</em></p>
<p>${COMPANY} ("MapleShine", "we", "us") respects your privacy. This policy explains what personal information we collect when you book a cleaning, create an account or apply as a cleaner, why we collect it, who we share it with, how long we keep it and how you can see and correct it.</p>
<p>We handle personal information in accordance with the <strong>Personal Information Protection and Electronic Documents Act (PIPEDA)</strong>. In Alberta and British Columbia, where provincial private-sector privacy laws (the Personal Information Protection Acts of those provinces) apply, we follow those laws as well.</p>

<h3>Our privacy principles</h3>
<p>We follow the ten fair information principles of PIPEDA:</p>
<ol>
<li><strong>Accountability</strong>: we have named a privacy officer who is responsible for our compliance.</li>
<li><strong>Identifying purposes</strong>: we tell you why we collect information before or when we collect it.</li>
<li><strong>Consent</strong>: we collect, use and disclose personal information only with your knowledge and consent, except where the law allows otherwise.</li>
<li><strong>Limiting collection</strong>: we collect only what we need for the purposes described here.</li>
<li><strong>Limiting use, disclosure and retention</strong>: we use information only for those purposes and keep it only as long as needed.</li>
<li><strong>Accuracy</strong>: we keep information as accurate and complete as the purpose requires.</li>
<li><strong>Safeguards</strong>: we protect information with security measures suited to its sensitivity.</li>
<li><strong>Openness</strong>: this policy describes our practices in plain language.</li>
<li><strong>Individual access</strong>: you may ask to see the personal information we hold about you.</li>
<li><strong>Challenging compliance</strong>: you may raise a concern with our privacy officer or with the Privacy Commissioner.</li>
</ol>

<h3>What we collect</h3>
<p>From customers:</p>
<ul>
<li>Your <strong>name</strong>, <strong>e-mail address</strong> and <strong>phone number</strong>, to confirm bookings and let the cleaner reach you.</li>
<li>Your <strong>addresses</strong>: the service address and unit for each booking, and any addresses you save to your profile (street, city, postal code, province and country).</li>
<li>Booking details: service, residence type, number of bedrooms and bathrooms, extras, date and time window, price and coupon used.</li>
<li>Reviews, blog comments and, if you add one, a profile photo.</li>
<li>Messages you send us through the contact form, e-mail or chat.</li>
</ul>
<p>From cleaners who apply:</p>
<ul>
<li>Name, e-mail, phone number, address, city and cleaning experience.</li>
<li>With your express consent, the result of a background check carried out by a screening provider.</li>
<li>Job history, ratings and the information needed to pay you.</li>
</ul>
<p>Technical information:</p>
<ul>
<li>A session cookie that keeps you signed in, and booking details kept in your browser's session storage while you complete a booking (cleared when you leave the page).</li>
<li>Server logs with IP address, browser type and the pages requested, used for security and to fix problems.</li>
</ul>

<h3>Payment information</h3>
<p>Card payments are handled by our payment processor. Your card number is entered into the processor's secure field and sent directly to the processor; <strong>MapleShine never receives or stores card numbers</strong>. We keep the payment status, the amounts authorized and charged and, where the processor provides them, the card brand and last four digits so you can recognize a payment.</p>

<h3>How we use it</h3>
<ul>
<li>To quote, book, schedule and complete cleanings, and to take payment after each job.</li>
<li>To share the job details a cleaner needs, and to let you and the cleaner contact each other about the booking.</li>
<li>To review cleaner applications and confirm eligibility, including the background check.</li>
<li>To send booking confirmations, receipts, account activation and password reset messages.</li>
<li>To answer your questions, handle complaints and resolve disputes.</li>
<li>To prevent fraud and abuse, and to keep the site secure.</li>
<li>To send offers and news, only if you have agreed to receive them. Every such message has an unsubscribe link.</li>
</ul>

<h3>Consent</h3>
<p>When you book or create an account, you consent to the uses described above. We ask for express consent for sensitive uses such as a background check or marketing e-mails. You may withdraw your consent at any time, subject to legal or contractual restrictions and reasonable notice; if you withdraw consent to information we need to provide a service, we may no longer be able to provide it.</p>

<h3>Who we share it with</h3>
<ul>
<li><strong>The cleaner assigned to your booking</strong>: your name, phone number, service address and booking details, only for that job.</li>
<li><strong>Service providers</strong> who work on our behalf: our payment processor, hosting and e-mail delivery providers, the address suggestion service, anti-spam protection for our forms, our chat support tool and, for cleaners, a background screening provider. They may use the information only to provide their service to us.</li>
<li><strong>Authorities</strong>, where the law requires it or to protect the safety of a person.</li>
<li><strong>A buyer or successor</strong>, if MapleShine's business is sold or merged, under an agreement that protects your information.</li>
</ul>
<p>We do not sell personal information. Some of our service providers store or process information outside Canada, including in the United States; while there, it may be accessible to the authorities of that country under its laws.</p>

<h3>How long we keep it</h3>
<ul>
<li>Account information is kept while your account is open. When you close your account, we delete or anonymize it at once, except for what the law makes us keep, listed below.</li>
<li>Background check results are kept only as long as needed to confirm eligibility and to meet legal obligations.</li>
<li>Server logs are kept for up to 90 days. The activation and password links in the addresses they record are masked.</li>
</ul>
${RETENTION_PARAGRAPH}

<h3>How we protect it</h3>
<p>Information is sent over encrypted connections, passwords are stored only as secure hashes, and access to personal information is limited to staff and service providers who need it. No system is perfectly secure; if a breach creates a real risk of significant harm, we will notify you and the Privacy Commissioner of Canada as PIPEDA requires.</p>

<h3>Your rights: access and correction</h3>
<ul>
<li><strong>Access</strong>: you can download everything we hold about you from your <a href="/profile">profile</a> (Download my data), and you may ask what personal information we hold about you, how it has been used and to whom it has been disclosed.</li>
<li><strong>Correction</strong>: you may ask us to correct information that is inaccurate or incomplete. You can update your name, phone number, photo and addresses yourself in your <a href="/profile">profile</a>.</li>
<li><strong>Deletion</strong>: you can close your account yourself from your <a href="/profile">profile</a>, or ask us in writing to close it; your information is then deleted, subject to the retention periods above.</li>
</ul>
<p>Send your request to our privacy officer. We will answer within 30 days, and there is no charge for most requests. We may ask you to confirm your identity first.</p>

<h3>Privacy officer</h3>
<ul>
<li>Privacy Officer, ${COMPANY}</li>
<li>E-mail: <a href="mailto:${PRIVACY_EMAIL}">${PRIVACY_EMAIL}</a></li>
<li>Phone: ${PHONE}</li>
</ul>
<p>If you are not satisfied with our answer, you may contact the Office of the Privacy Commissioner of Canada or, in Alberta or British Columbia, the provincial Information and Privacy Commissioner.</p>

<h3>Children</h3>
<p>MapleShine is intended for adults. We do not knowingly collect personal information from anyone under 18.</p>

<h3>Changes to this policy</h3>
<p>We may update this policy as our services or the law change. The date at the top shows the latest version; significant changes will be announced to account holders by e-mail.</p>`,
};

const commercialPage: PageSeed = {
  slug: 'commercial',
  title: 'Commercial Cleaning',
  html: `<h2>Commercial cleaning for offices, studios and shops</h2>
<p>A clean workplace makes a better first impression on clients and a healthier day for your team. MapleShine books vetted, background-checked cleaners for offices, professional practices, studios, small retail spaces and shared workspaces in Edmonton, Calgary, the Lower Mainland, Winnipeg, Ottawa, Toronto, Mississauga and Brampton.</p>
<p>Book a single visit before a client meeting, after renovations or a move, before an inspection or simply when the space needs it. No contract, no minimum number of visits and an upfront price before you pay.</p>
<h3>What we clean</h3>
<ul>
<li>Workstations, desks and meeting tables wiped down.</li>
<li>High-touch points disinfected: door handles, light switches, railings, phones and shared equipment.</li>
<li>Kitchenettes: counters, sink, appliance fronts, microwave and table tops.</li>
<li>Washrooms cleaned and sanitized, with supplies you provide restocked.</li>
<li>Garbage and recycling emptied and bags replaced.</li>
<li>Reception areas, hallways and entrances tidied and dusted.</li>
<li>Floors vacuumed and mopped throughout.</li>
</ul>
<h3>Why businesses choose MapleShine</h3>
<ul>
<li><strong>Cleaning on your schedule</strong>: early morning, evening or weekend windows so work is not interrupted.</li>
<li><strong>Upfront pricing</strong>: estimated hours, hourly rate, tax and total before you book, with extras quoted up front.</li>
<li><strong>Vetted cleaners</strong>: every cleaner passes a background check before their first job.</li>
<li><strong>Pay after the job</strong>: your card is charged only once the cleaning is completed, and you receive a receipt showing GST or HST.</li>
</ul>
<h3>How to book</h3>
<ol>
<li>Choose <strong>Commercial Cleaning</strong> and the residence type <strong>Office or Commercial Unit</strong>.</li>
<li>Count each private office, meeting room or separate work area as a bedroom, and each washroom as a bathroom.</li>
<li>Add extras such as interior windows or garbage removal, choose a date and window, and check your quote.</li>
</ol>
<p>Larger spaces, several locations or a regular schedule? Write to <a href="mailto:${EMAIL}">${EMAIL}</a> or call ${PHONE} and we will help you plan the visits. See the full <a href="/service-detail/commercial-cleaning">commercial cleaning checklist</a>.</p>
${BOOK_NOW}`,
};

const careersPage: PageSeed = {
  slug: 'careers',
  title: 'Careers',
  html: `<h2>Clean with MapleShine</h2>
<p>MapleShine cleaners are independent professionals who choose their own jobs and get paid quickly. Whether you want full days of work or a few shifts around school or family, you decide when you work and which jobs you take.</p>
<h3>What you get</h3>
<ul>
<li><strong>Earn up to $30 per hour</strong>, depending on the service and the job.</li>
<li><strong>Paid within 48 hours</strong> of each completed shift. No waiting for the end of the month.</li>
<li><strong>A flexible schedule</strong>: jobs in your city appear in your Jobs list, and you accept only the ones that fit your day. No minimum hours.</li>
<li><strong>Clear jobs</strong>: each job shows the address, service, estimated hours, time window and extras before you accept it.</li>
<li><strong>Payment secured up front</strong>: the customer's card is authorized before a job reaches you.</li>
<li><strong>Support when you need it</strong>: reach our team by e-mail or phone about any job.</li>
</ul>
<h3>What we look for</h3>
<ul>
<li>You are 18 or older and legally entitled to work in Canada.</li>
<li>You agree to a background check, which must be passed before your first job.</li>
<li>You have a smartphone to accept jobs and a reliable way to get to them.</li>
<li>You take pride in the details, turn up on time and communicate clearly with customers.</li>
<li>Cleaning experience helps, whether in homes, hotels or offices, but a careful, reliable attitude matters most.</li>
</ul>
<h3>How to join</h3>
<ol>
<li>Fill in the contractor application with your contact details, city and experience.</li>
<li>Complete the background check.</li>
<li>Once approved, sign in, set up your profile and start accepting jobs.</li>
</ol>
<p>As an independent contractor you are responsible for reporting your earnings for income tax.</p>
<h3>Cities where we are hiring</h3>
<ul>
${citySeed
  .filter((city) => !citiesWithoutHiringPage.has(city.name))
  .map(
    (city) =>
      `<li><a href="/house-cleaner-jobs-${citySlug(city.name)}">House cleaner jobs in ${placeName(city.name)}</a></li>`,
  )
  .join('\n')}
</ul>
<p>Questions about working with us? Write to <a href="mailto:${EMAIL}">${EMAIL}</a>.</p>
${APPLY_NOW}`,
};

const servicePages: PageSeed[] = [
  {
    slug: 'move-out-move-in-clean',
    title: 'Move-Out/Move-In Clean',
    html: `<h2>Move-Out/Move-In Clean</h2>
<p>Hand back the keys with confidence, or start life in your new home knowing every surface is clean. A move-out or move-in clean covers the whole home from top to bottom, including the places that get missed when furniture is in the way.</p>
<h3>What is included</h3>
${moveOutChecklist}
<p>For the best result, book the clean after the movers have left: empty rooms let the cleaner reach closets, baseboards and the floor behind where the furniture stood.</p>
${pricingSection('move-out-move-in-clean', ['Inside Fridge', 'Inside Oven', 'Inside Cupboards', 'Interior Windows', 'Garbage Removal', 'Balcony', 'Garage'])}
<h3>Who it is for</h3>
<ul>
<li><strong>Tenants</strong> moving out who want the unit ready for the move-out inspection.</li>
<li><strong>Landlords and property managers</strong> turning a unit over between tenants.</li>
<li><strong>Sellers</strong> leaving a clean home on possession day, and <strong>buyers</strong> who want it cleaned before their furniture arrives.</li>
<li><strong>Anyone moving in</strong> who would rather unpack into clean cupboards.</li>
</ul>
${BOOK_NOW}`,
  },
  {
    slug: 'deep-cleaning',
    title: 'Deep Cleaning',
    html: `<h2>Deep Cleaning</h2>
<p>A deep clean is a reset for a home that needs more than a tidy. We go past the surfaces you see every day to the grease, limescale, dust and grime that build up over months.</p>
<h3>What is included</h3>
<ul>
<li>Kitchen degreased: counters, backsplash, stovetop, range hood, cabinet fronts and appliance exteriors.</li>
<li>Sink and taps scrubbed and descaled.</li>
<li>Showers, tubs and taps descaled, and tile grout scrubbed.</li>
<li>Toilets, sinks, mirrors and fixtures cleaned and disinfected.</li>
<li>Baseboards, door frames, doors and light switches washed.</li>
<li>Vents, light fixtures, ceiling fans and high ledges dusted.</li>
<li>Under and behind furniture vacuumed where it can be moved safely.</li>
<li>Floors vacuumed and mopped throughout.</li>
</ul>
${pricingSection('deep-cleaning', ['Inside Oven', 'Inside Fridge', 'Inside Cupboards', 'Interior Windows', 'Balcony', 'Garage'])}
<h3>Who it is for</h3>
<ul>
<li>Spring cleaning, or getting ready for the holidays and visiting family.</li>
<li>Homes that have not had a thorough clean in a while, or after a renovation or a long winter.</li>
<li>Getting a home ready for a sale, a showing or a new baby.</li>
<li>Anyone who wants a fresh starting point before keeping up with routine cleans.</li>
</ul>
${BOOK_NOW}`,
  },
  {
    slug: 'post-event-cleanup',
    title: 'Post-Event Cleanup',
    html: `<h2>Post-Event Cleanup</h2>
<p>The party was a success; the morning after does not have to be work. Book a post-event cleanup for the evening of your event or the next day, and we will put your home back to normal while you rest.</p>
<h3>What is included</h3>
<ul>
<li>Garbage and recycling collected, sorted and bagged.</li>
<li>Dishes, glasses and serving platters washed, dried and put away or loaded into the dishwasher.</li>
<li>Counters, tables and chairs wiped down.</li>
<li>Spills and sticky spots cleaned from floors and surfaces.</li>
<li>Bathrooms reset: toilets, sinks and mirrors cleaned, towels straightened.</li>
<li>Floors vacuumed and mopped in the rooms used for the event.</li>
</ul>
${pricingSection('post-event-cleanup', ['Garbage Removal', 'Balcony', 'Garage', 'Inside Fridge', 'Laundry'])}
<h3>Who it is for</h3>
<ul>
<li>Birthday parties, anniversaries, graduations and showers.</li>
<li>Holiday dinners, Diwali, Eid and New Year's Eve celebrations.</li>
<li>Game nights, Grey Cup and playoff parties, and summer barbecues.</li>
<li>Small office parties and hosted events at home.</li>
</ul>
${BOOK_NOW}`,
  },
  {
    slug: 'routine-clean',
    title: 'Routine Clean',
    html: `<h2>Routine Clean</h2>
<p>A routine clean is a one-time visit that keeps a well-kept home that way. It covers the rooms you use every day, so you can spend your weekend on something other than chores. Book again whenever you like, with no subscription.</p>
<h3>What is included</h3>
<ul>
<li>Kitchen counters, sink and appliance fronts wiped and shined.</li>
<li>Bathrooms cleaned and sanitized: toilet, tub or shower, sink and mirror.</li>
<li>Beds made, with fresh linens if you leave them out.</li>
<li>Surfaces dusted: tables, shelves, dressers and window sills.</li>
<li>Garbage emptied.</li>
<li>Floors vacuumed and mopped.</li>
</ul>
${pricingSection('routine-clean', ['Inside Fridge', 'Interior Windows', 'Laundry', 'Balcony'])}
<h3>Who it is for</h3>
<ul>
<li>Busy households and working professionals who want their evenings back.</li>
<li>Getting ready for guests, or catching up after travel or a busy week.</li>
<li>Seniors and anyone who would like a hand with the heavier chores.</li>
<li>Homes that had a deep clean and need to stay fresh.</li>
</ul>
${BOOK_NOW}`,
  },
  {
    slug: 'commercial-cleaning',
    title: 'Commercial Cleaning',
    html: `<h2>Commercial Cleaning</h2>
<p>Offices, studios and small retail spaces cleaned before you open. Book one visit at a time, at an hour that does not interrupt your team or your customers.</p>
<h3>What is included</h3>
<ul>
<li>Workstations, desks and meeting tables wiped down.</li>
<li>High-touch points disinfected: door handles, light switches, railings and shared equipment.</li>
<li>Kitchenettes cleaned: counters, sink, microwave and appliance fronts.</li>
<li>Washrooms cleaned, sanitized and restocked with the supplies you provide.</li>
<li>Garbage and recycling emptied.</li>
<li>Floors vacuumed and mopped.</li>
</ul>
${pricingSection('commercial-cleaning', ['Interior Windows', 'Garbage Removal', 'Inside Fridge', 'Inside Cupboards'], ' For a commercial space, count each private office, meeting room or separate work area as a bedroom.')}
<h3>Who it is for</h3>
<ul>
<li>Small and medium offices, co-working spaces and professional practices.</li>
<li>Studios, salons and small retail shops.</li>
<li>Property managers preparing a unit for a new tenant or a showing.</li>
<li>Businesses getting ready for an inspection, an open house or an important client visit.</li>
</ul>
<p>Read more about <a href="/commercial">commercial cleaning with MapleShine</a>.</p>
${BOOK_NOW}`,
  },
];

const edmontonLandingPage: PageSeed = {
  slug: 'move-out-in-cleaning-edmonton',
  title: 'Move-Out and Move-In Cleaning in Edmonton',
  html: `<h2>Move-out and move-in cleaning in Edmonton</h2>
<p>Moving out of an apartment in Oliver, handing back the keys to a house in Mill Woods, or getting possession of a new place in Windermere or Summerside? MapleShine sends vetted, background-checked cleaners across Edmonton to leave your old home ready for inspection and your new one ready to unpack.</p>
<p>Book online in a minute, day or night, and see your price before you pay.</p>
${BOOK_NOW}
<h3>Why Edmonton chooses MapleShine</h3>
<ul>
<li><strong>Available 24/7</strong>: book any time of day or night, seven days a week.</li>
<li><strong>Same-day or next-day booking</strong>: moving dates change; book today for this afternoon or tomorrow wherever a cleaner is free.</li>
<li><strong>One-time, no contract</strong>: one visit, no subscription and nothing to cancel later.</li>
<li><strong>Upfront pricing, no hidden fees</strong>: your quote shows the hours, the hourly rate, GST and the total before you book.</li>
<li><strong>Vetted, background-checked cleaners</strong>: every cleaner passes a background check before their first job.</li>
<li><strong>Extras quoted up front</strong>: garbage removal, balcony and garage cleaning are priced in your quote, not added on the day.</li>
</ul>
<h3>Our move-out and move-in checklist</h3>
${moveOutChecklist}
<h3>Our commitment</h3>
<ul>
<li><strong>24/7 service</strong>: book online whenever it suits you, even the night before your move.</li>
<li><strong>A one-time solution</strong>: pay for the clean you need, once.</li>
<li><strong>Professional and vetted</strong>: experienced local cleaners who have passed a background check.</li>
<li><strong>Transparent pricing</strong>: an upfront quote, and your card is charged only after the job is completed.</li>
</ul>
<p>For the best result, book your clean for after the movers leave. Ask your landlord or property manager for their move-out checklist and add the extras it requires, such as the inside of the oven and fridge.</p>
${BOOK_NOW}`,
};

type HiringCity = { name: string; overview: string[] };

const hiringCities: HiringCity[] = [
  {
    name: 'Edmonton',
    overview: [
      'Edmonton households book cleans all year round, from apartments in Oliver, Downtown and Garneau to family homes in Westmount, Glenora, Ritchie and Old Strathcona, and newer communities such as Windermere, Terwillegar, Summerside and The Orchards.',
      'Move-out and move-in cleans peak at the end of each month and around the University of Alberta terms, and long winters make spring deep cleans one of our busiest seasons. When it is minus 30 outside, you can stick to jobs close to home or along the LRT.',
    ],
  },
  {
    name: 'Calgary',
    overview: [
      'Calgary customers book MapleShine for condos in the Beltline, Mission and East Village, inner-city homes in Kensington, Bridgeland, Inglewood and Marda Loop, and family homes in Tuscany, Evanston, Auburn Bay, Mahogany and Cranston.',
      'Moving season keeps move-out cleans busy, and every July the Stampede brings a wave of post-event cleanups. Choose jobs near your home or along the CTrain lines and build a week that works for you.',
    ],
  },
  {
    name: 'Lower Mainland',
    overview: [
      'Across the Lower Mainland, MapleShine cleaners work in Vancouver neighbourhoods like Kitsilano, Mount Pleasant, the West End and Yaletown, and in Burnaby around Metrotown and Brentwood, Richmond, New Westminster, the Tri-Cities, Surrey, Langley and the North Shore.',
      'Condo towers, townhouses and basement suites mean steady demand for move-out and routine cleans. Pick the municipalities you want to work in and choose jobs close to home or an easy SkyTrain ride away.',
    ],
  },
  {
    name: 'Winnipeg',
    overview: [
      'Winnipeg customers book cleans in Osborne Village, Wolseley, River Heights and the Exchange District, in St. Boniface and St. Vital, and in growing neighbourhoods such as Bridgwater, Sage Creek, Charleswood and Transcona.',
      'Older character homes call for careful deep cleans, and month-end moves keep move-out cleans in demand. You choose the areas you cover, so you can stay on your side of the river when the roads are icy.',
    ],
  },
  {
    name: 'Ottawa',
    overview: [
      'In Ottawa, MapleShine cleaners work in Centretown, the Glebe, Westboro, Hintonburg, Sandy Hill and New Edinburgh, and out to Alta Vista, Kanata, Barrhaven and Orléans.',
      'Student moves around the University of Ottawa and Carleton University, government relocations and busy families keep demand steady through the year. Take jobs near home or along the O-Train line and set the schedule that suits you.',
    ],
  },
  {
    name: 'Toronto',
    overview: [
      'Toronto is our busiest city: condos downtown, in CityPlace and Liberty Village, houses in the Annex, Leslieville, the Danforth, High Park and Roncesvalles, and homes across North York, Etobicoke and Scarborough.',
      'Condo move-outs, deep cleans and post-event cleanups keep the job board full every week. Choose jobs in your part of the city or along a TTC line and spend less time travelling between shifts.',
    ],
  },
  {
    name: 'Mississauga',
    overview: [
      'Mississauga customers book cleans in Port Credit, Streetsville, Clarkson and Lorne Park, in the condos of the City Centre around Square One, and in family neighbourhoods such as Meadowvale, Erin Mills, Churchill Meadows, Cooksville and Malton.',
      'Large family homes, townhouses and condo units mean a good mix of routine, deep and move-out cleans. Work close to home or along MiWay routes and keep your weekends free if you prefer.',
    ],
  },
  {
    name: 'Brampton',
    overview: [
      "In Brampton, MapleShine cleaners work in Downtown Brampton, Bramalea, Springdale, Heart Lake and Fletcher's Meadow, and in Castlemore, Mount Pleasant, Credit Valley and Sandalwood.",
      "Big family homes, basement suites and busy holiday seasons keep deep cleans and post-event cleanups in demand, especially around Diwali, Eid and Christmas. Take the jobs that fit around your own family's schedule.",
    ],
  },
];

function hiringPage(city: HiringCity): PageSeed {
  return {
    slug: `house-cleaner-jobs-${citySlug(city.name)}`,
    title: `House Cleaner Jobs in ${placeName(city.name)}`,
    html: `<h2>House cleaner jobs in ${placeName(city.name)}</h2>
${city.overview.map((paragraph) => `<p>${paragraph}</p>`).join('\n')}
<p>As a MapleShine cleaner in ${placeName(city.name)}, you <strong>earn up to $30 per hour</strong> and are <strong>paid within 48 hours of each completed shift</strong>.</p>
${APPLY_NOW}
<h3>Why join MapleShine in ${placeName(city.name)}</h3>
<ul>
<li><strong>Up to $30 per hour</strong>: earnings depend on the service and the job.</li>
<li><strong>Fast pay</strong>: paid within 48 hours of each completed shift.</li>
<li><strong>Your schedule</strong>: accept the jobs that suit you, with no minimum hours.</li>
<li><strong>Jobs near you</strong>: see the neighbourhood, time window and estimated hours before you accept.</li>
<li><strong>Payment secured</strong>: the customer's card is authorized before a job reaches you.</li>
<li><strong>Support</strong>: our team is a phone call or an e-mail away for any job.</li>
</ul>
<h3>What you need</h3>
<ul>
<li>18 or older and legally entitled to work in Canada.</li>
<li>A background check, passed before your first job.</li>
<li>A smartphone and a reliable way to get around ${placeName(city.name)}.</li>
<li>Attention to detail, punctuality and a friendly manner with customers.</li>
</ul>
<h3>How to apply</h3>
<ol>
<li>Complete the contractor application and choose ${city.name} as your city.</li>
<li>Complete your background check.</li>
<li>Once approved, accept your first job from your Jobs list.</li>
</ol>
${APPLY_NOW}`,
  };
}

// Each page's title is its h1 on the site; its content never repeats it (page-headings.ts).
export const pageSeed: PageSeed[] = [
  homePage,
  aboutPage,
  termsPage,
  privacyPage,
  commercialPage,
  careersPage,
  ...servicePages,
  edmontonLandingPage,
  ...hiringCities.map(hiringPage),
].map(withoutTitleHeading);

const hiringMeta: MetaSeed[] = hiringCities.map((city) => ({
  slug: `house-cleaner-jobs-${citySlug(city.name)}`,
  title: `House Cleaner Jobs in ${placeName(city.name)}`,
  description: `House cleaner jobs in ${placeName(city.name)}: earn up to $30 per hour, get paid within 48 hours of each shift and choose your own schedule. Apply to MapleShine.`,
  keywords: `house cleaner jobs ${city.name}, cleaning jobs ${city.name}, housekeeper jobs, flexible cleaning work, MapleShine careers`,
}));

export const metaSeed: MetaSeed[] = [
  {
    slug: 'home',
    title: 'One-Time Home Cleaning in Canada',
    description:
      'Book vetted, background-checked cleaners in nine Canadian cities. Upfront prices, same-day or next-day visits, no contract, and payment only after the job.',
    keywords:
      'home cleaning, house cleaning Canada, cleaning service, same-day cleaning, move-out cleaning, deep cleaning',
  },
  {
    slug: 'login',
    title: 'Log In',
    description:
      'Log in to your MapleShine account to manage cleaning bookings, addresses and reviews, or to see and accept cleaning jobs as a MapleShine contractor.',
    keywords: 'MapleShine login, sign in, customer account, contractor account',
  },
  {
    slug: 'register',
    title: 'Create an Account',
    description:
      'Create a free MapleShine account to book home cleaning faster, save your addresses, follow your bookings and review the cleaners who visit your home.',
    keywords: 'create account, register, MapleShine sign up, book cleaning',
  },
  {
    slug: 'contact-us',
    title: 'Contact Us',
    description:
      'Questions about a booking, a payment or working as a cleaner? Contact MapleShine at hello@mapleshine.ca or 1-888-555-0143, or send us a message online.',
    keywords: 'contact MapleShine, customer support, cleaning service help, booking questions',
  },
  {
    slug: 'about-us',
    title: 'About Us',
    description:
      'MapleShine connects Canadian households and businesses with vetted, background-checked cleaners. Learn how we work, what we stand for and where we clean.',
    keywords: 'about MapleShine, cleaning marketplace, Canadian cleaning company, vetted cleaners',
  },
  {
    slug: 'terms-and-conditions',
    title: 'Terms and Conditions',
    description:
      'The terms for using MapleShine: bookings, card authorization and payment after the job, cancellations, independent cleaners, liability and governing law.',
    keywords: 'terms and conditions, terms of service, cancellation policy, MapleShine terms',
  },
  {
    slug: 'help-and-legal',
    title: 'Help and Legal',
    description:
      'Help and legal information for MapleShine customers and cleaners, including our terms and conditions, privacy practices and how to reach our support team.',
    keywords: 'help, legal, terms and conditions, privacy, MapleShine support',
  },
  {
    slug: 'privacy-policy',
    title: 'Privacy Policy',
    description:
      'How MapleShine collects, uses, shares and protects your personal information under PIPEDA, how long we keep it, and how to access or correct it.',
    keywords: 'privacy policy, PIPEDA, personal information, data protection, MapleShine privacy',
  },
  {
    slug: 'profile',
    title: 'My Profile',
    description:
      'View your MapleShine profile: your name, contact details, photo and saved addresses. Keep them up to date so cleaners and our team can reach you.',
    keywords: 'my profile, account details, saved addresses, MapleShine account',
  },
  {
    slug: 'add-address',
    title: 'Add Address',
    description:
      'Save a new address to your MapleShine profile, with street, city, postal code, province and country, so your next cleaning booking takes less time.',
    keywords: 'add address, saved addresses, service address, MapleShine profile',
  },
  {
    slug: 'edit-address',
    title: 'Edit Address',
    description:
      'Update an address saved in your MapleShine profile: street, city, postal code, province and country. Keep your service addresses accurate and current.',
    keywords: 'edit address, update address, saved addresses, MapleShine profile',
  },
  {
    slug: 'edit-profile',
    title: 'Edit Profile',
    description:
      'Edit your MapleShine profile: change your name, phone number and profile photo, or set a new password for your account in a few simple steps.',
    keywords: 'edit profile, update phone number, profile photo, change password',
  },
  {
    slug: 'booking',
    title: 'My Bookings',
    description:
      'See your MapleShine cleaning bookings in one place: upcoming visits, time windows, services, prices and past cleans, and cancel a booking if plans change.',
    keywords: 'my bookings, cleaning bookings, upcoming cleaning, cancel booking',
  },
  {
    slug: 'dashboard',
    title: 'Dashboard',
    description:
      'Your MapleShine dashboard: a quick view of your bookings or jobs, recent notifications and reviews, with links to your profile and account settings.',
    keywords: 'dashboard, my account, bookings, jobs, notifications',
  },
  {
    slug: 'chats',
    title: 'Chats',
    description:
      'Chat with MapleShine about your bookings and jobs. Ask a question, share a detail about your home or get help from our support team when you need it.',
    keywords: 'chats, messages, support chat, MapleShine help',
  },
  {
    slug: 'change-password',
    title: 'Change Password',
    description:
      'Change the password of your MapleShine account. Choose a strong password of at least 6 characters that you do not use on any other website or app.',
    keywords: 'change password, account security, update password, MapleShine account',
  },
  {
    slug: 'jobs',
    title: 'Jobs',
    description:
      'Cleaning jobs available in your city and the jobs you have accepted. Accept the ones that fit your schedule, then start and complete them from here.',
    keywords: 'cleaning jobs, contractor jobs, accept jobs, MapleShine cleaners',
  },
  {
    slug: 'working-hours',
    title: 'Working hours',
    description:
      'Set when you clean with MapleShine: your weekly hours, your days off and how many jobs a day you take. Customers are offered only the times you work.',
    keywords: 'working hours, cleaner schedule, days off, availability, MapleShine cleaners',
  },
  {
    slug: 'job-details',
    title: 'Job Details',
    description:
      'Details of a MapleShine cleaning job: customer, address, service, estimated hours, date and time window, extras and total, so you arrive ready to work.',
    keywords: 'job details, cleaning job, contractor, service address, extras',
  },
  {
    slug: 'order',
    title: 'Order Details',
    description:
      'Review the details of your MapleShine cleaning order: service, date and time window, address, extras, estimated hours, tax and the total price you paid.',
    keywords: 'order details, cleaning order, receipt, booking summary',
  },
  {
    slug: 'reviews',
    title: 'Reviews',
    description:
      'Reviews and star ratings from MapleShine cleaning visits. Customers rate every clean, which helps us keep the quality of our cleaners high in every city.',
    keywords: 'reviews, ratings, cleaning reviews, customer feedback, MapleShine',
  },
  {
    slug: 'add-review',
    title: 'Add a Review',
    description:
      'Rate your MapleShine cleaning and write a short review. Your feedback helps other customers choose with confidence and helps our cleaners keep improving.',
    keywords: 'write a review, rate cleaner, customer feedback, cleaning review',
  },
  {
    slug: 'notification',
    title: 'Notifications',
    description:
      'Your MapleShine notifications: booking confirmations, accepted and completed jobs, payment updates and other news about your account, all in one place.',
    keywords: 'notifications, booking updates, job updates, account alerts',
  },
  {
    slug: 'forgot-password',
    title: 'Forgot Password',
    description:
      'Forgot your MapleShine password? Enter the e-mail address of your account and we will send you a secure link to choose a new password in a few minutes.',
    keywords: 'forgot password, reset password, account recovery, MapleShine login',
  },
  {
    slug: 'reset-password',
    title: 'Reset Password',
    description:
      'Choose a new password for your MapleShine account using the secure link we e-mailed to you. The link can be used once and expires after a short time.',
    keywords: 'reset password, new password, account recovery, MapleShine account',
  },
  {
    slug: 'check-availability-form',
    title: 'Check Availability',
    description:
      'Check when a MapleShine cleaner is available: choose your service, home size, extras, city, date and time window, and get an upfront price right away.',
    keywords: 'check availability, cleaning quote, same-day cleaning, book a cleaner',
  },
  {
    slug: 'frequently-asked-questions',
    title: 'Frequently Asked Questions',
    description:
      'Answers to common questions about booking a MapleShine cleaning, prices and payment, cancellations, and working with us as an independent cleaner.',
    keywords: 'FAQ, frequently asked questions, cleaning questions, booking help, cleaner jobs',
  },
  {
    slug: 'join-us',
    title: 'Join Us',
    description:
      'Join MapleShine as a cleaner: earn up to $30 per hour, get paid within 48 hours of each completed shift and choose the jobs that fit your own schedule.',
    keywords: 'join us, cleaning jobs, become a cleaner, flexible work, MapleShine careers',
  },
  {
    slug: 'contractor-application',
    title: 'Contractor Application',
    description:
      'Apply to clean with MapleShine. Tell us about your experience and city, pass a background check and start accepting cleaning jobs near you right away.',
    keywords: 'contractor application, apply, cleaner jobs, background check, MapleShine',
  },
  {
    slug: 'services',
    title: 'Our Services',
    description:
      'MapleShine services: move-out and move-in cleans, deep cleaning, post-event cleanup, routine cleans and commercial cleaning, all with upfront pricing.',
    keywords:
      'cleaning services, move-out cleaning, deep cleaning, post-event cleanup, routine cleaning, commercial cleaning',
  },
  {
    slug: 'commercial',
    title: 'Commercial Cleaning',
    description:
      'Commercial cleaning for offices, studios and small shops across Canada: vetted cleaners, early or evening visits, upfront pricing and no contract to sign.',
    keywords:
      'commercial cleaning, office cleaning, janitorial services, retail cleaning, MapleShine',
  },
  {
    slug: 'careers',
    title: 'Careers',
    description:
      'Work as a MapleShine cleaner in nine Canadian cities. Earn up to $30 per hour, get paid within 48 hours of each shift and set your own flexible schedule.',
    keywords: 'careers, cleaning jobs, house cleaner jobs, flexible work, MapleShine',
  },
  {
    slug: 'blogs',
    title: 'Blog',
    description:
      'Cleaning tips, moving checklists and home care advice from MapleShine, written for Canadian homes through every season, from spring thaw to deep winter.',
    keywords: 'cleaning blog, cleaning tips, moving checklist, home care, MapleShine',
  },
  {
    slug: 'blog',
    title: 'Blog',
    description:
      'Read the MapleShine blog: practical cleaning tips, moving-day checklists, seasonal home care and news for customers and cleaners across Canada.',
    keywords: 'blog, cleaning tips, home care advice, moving tips, MapleShine news',
  },
  {
    slug: 'blog-detail',
    title: 'Blog Article',
    description:
      'A MapleShine blog article with practical cleaning and home care advice for Canadian homes. Read it, share it and leave a comment with your own tips.',
    keywords: 'cleaning article, cleaning tips, home care, MapleShine blog',
  },
  {
    slug: 'book-now',
    title: 'Book Now',
    description:
      'Book a one-time home cleaning in a minute. Choose your service, home size and time window, see an upfront price, and pay by card only after the job.',
    keywords: 'book cleaning, book a cleaner, same-day cleaning, online booking, MapleShine',
  },
  {
    slug: 'thank-you',
    title: 'Thank You',
    description:
      'Thank you for booking with MapleShine. Your confirmation is on its way by e-mail, and your card will be charged only once the cleaning is complete.',
    keywords: 'thank you, booking confirmed, cleaning booking, MapleShine',
  },
  {
    slug: 'success-registration',
    title: 'Registration Successful',
    description:
      'Your MapleShine account has been created. Check your e-mail for the activation link, then log in to book cleanings and manage your profile and addresses.',
    keywords: 'registration successful, account created, activate account, MapleShine',
  },
  {
    slug: 'account-activation',
    title: 'Account Activation',
    description:
      'Activating your MapleShine account. Once your e-mail address is confirmed, you can log in, book cleanings and manage your profile, addresses and reviews.',
    keywords: 'account activation, confirm email, activate account, MapleShine',
  },
  {
    slug: 'account-verified',
    title: 'Account Verified',
    description:
      'Your MapleShine account is verified. Log in to book a one-time cleaning, save your addresses, follow your bookings and leave reviews after each visit.',
    keywords: 'account verified, email confirmed, MapleShine login, book cleaning',
  },
  {
    slug: 'success-reset-password',
    title: 'Password Reset Successful',
    description:
      'Your MapleShine password has been changed. Log in with your new password to manage your bookings, jobs and profile. Contact us if you did not ask for it.',
    keywords: 'password reset, password changed, account security, MapleShine login',
  },
  {
    slug: 'confirm-card',
    title: 'Confirm Your Card',
    description:
      'Confirm your saved card with your bank so MapleShine can hold the amount for your cleaning. Nothing is held until your bank confirms it; it is charged only when the job is done.',
    keywords: 'confirm card, 3-D Secure, card authentication, MapleShine booking',
  },
  {
    slug: 'unsubscribe',
    title: 'Unsubscribe',
    description:
      'Stop MapleShine’s reminders or offers by e-mail in one click, without logging in. E-mails about your bookings, receipts and account security still arrive.',
    keywords: 'unsubscribe, e-mail preferences, MapleShine e-mails, CASL',
  },
  {
    slug: 'logout',
    title: 'Log Out',
    description:
      'You are being logged out of your MapleShine account. Thanks for visiting. Log in again any time to book a cleaning or to see your jobs and bookings.',
    keywords: 'log out, sign out, MapleShine account, session',
  },
  {
    slug: 'error',
    title: 'Error',
    description:
      'Something went wrong while loading this MapleShine page. Please try again in a moment, or contact us at hello@mapleshine.ca if the problem continues.',
    keywords: 'error, something went wrong, try again, MapleShine support',
  },
  {
    slug: 'move-out-move-in-clean',
    title: 'Move-Out/Move-In Clean',
    description:
      'Move-out and move-in cleaning: full kitchen, deep bathroom sanitization, baseboards, walls and floors, with inside fridge, oven and windows on request.',
    keywords:
      'move-out cleaning, move-in cleaning, end of lease cleaning, moving clean, tenant cleaning',
  },
  {
    slug: 'deep-cleaning',
    title: 'Deep Cleaning',
    description:
      'Deep cleaning for homes that need a reset: degreased kitchen, descaled showers, scrubbed grout, washed baseboards and dusted vents. Upfront pricing.',
    keywords:
      'deep cleaning, deep house cleaning, spring cleaning, grout cleaning, kitchen degreasing',
  },
  {
    slug: 'post-event-cleanup',
    title: 'Post-Event Cleanup',
    description:
      'Post-event cleanup after your party or gathering: garbage bagged, dishes washed, tables wiped, spills cleaned and bathrooms reset. Book same day or next day.',
    keywords: 'post-event cleanup, party cleanup, after party cleaning, event cleaning',
  },
  {
    slug: 'routine-clean',
    title: 'Routine Clean',
    description:
      'A routine clean keeps a well-kept home that way: kitchen, bathrooms, dusting, beds made and floors vacuumed and mopped. One-time visit with no subscription.',
    keywords: 'routine cleaning, house cleaning, regular cleaning, home cleaning service',
  },
  {
    slug: 'service-detail',
    title: 'Service Details',
    description:
      'What is included in a MapleShine cleaning service, what affects the price and who it is for. See the checklist, then book online with an upfront quote.',
    keywords: 'cleaning service details, cleaning checklist, cleaning prices, MapleShine services',
  },
  ...hiringMeta,
  {
    slug: 'move-out-in-cleaning-edmonton',
    title: 'Move-Out and Move-In Cleaning in Edmonton',
    description:
      'Move-out and move-in cleaning in Edmonton, 24/7: same-day or next-day booking, no contract, upfront pricing and vetted, background-checked cleaners.',
    keywords:
      'move-out cleaning Edmonton, move-in cleaning Edmonton, Edmonton cleaners, end of lease cleaning Edmonton',
  },
  {
    slug: 'page-not-found',
    title: 'Page Not Found',
    description:
      'Sorry, the MapleShine page you are looking for could not be found. It may have moved. Head back to the home page to book a cleaning or browse our services.',
    keywords: 'page not found, 404, MapleShine, cleaning services',
  },
];

export const bannerSeed: BannerSeed[] = [
  {
    heading: 'A spotless home, booked in a minute',
    subHeading: 'Move-out, deep, post-event, routine and commercial cleaning',
    description:
      'Tell us about your place, see an upfront price and pay only after the cleaning is done.',
    image: '/images/banners/spotless-home.svg',
  },
  {
    heading: 'Moving day, sorted',
    subHeading: 'Move-out and move-in cleans with a full checklist',
    description:
      'From inside the oven to the last baseboard, hand back the keys or move in to a home that is clean from top to bottom.',
    image: '/images/banners/moving-day.svg',
  },
  {
    heading: 'Ready before you open',
    subHeading: 'Commercial cleaning for offices, studios and shops',
    description:
      'Book an early-morning or evening clean for your workplace, with no contract and GST or HST shown on every quote.',
    image: '/images/banners/office-ready.svg',
  },
];
