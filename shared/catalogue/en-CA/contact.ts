/** /contact-us: banner, contact details and the message form. */

export const contactUsLabels = {
  BANNER_HEADING: 'Contact Us',
  BANNER_SUBHEADING:
    "Questions about a booking, a job or anything else? Send us a message and we'll get back to you.",
  FORM_HEADING: 'Send Us a Message',
  FULL_NAME_LABEL: 'Full Name',
  FULL_NAME_PLACEHOLDER: 'Enter your full name',
  EMAIL_LABEL: 'Email',
  EMAIL_PLACEHOLDER: 'you@example.ca',
  PHONE_LABEL: 'Phone',
  PHONE_PLACEHOLDER: '10-digit phone number',
  MESSAGE_LABEL: 'Message',
  MESSAGE_PLACEHOLDER: 'How can we help? Include your booking number if you have one.',
  SUBMIT: 'Send Message',
  CONTACT_INFO_HEADING: 'Get in Touch',
  EMAIL_US: 'Email Us',
  CALL_US: 'Call Us',
  SERVICE_AREA_HEADING: 'Where We Clean',
  SERVICE_AREA_TEXT:
    'Edmonton, Calgary, the Lower Mainland, Winnipeg, Ottawa, Toronto, Mississauga and Brampton.',
};
