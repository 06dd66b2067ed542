/**
 * The cleaner's "Tax details for reporting" card on their dashboard (issue 43, decision 135):
 * collected once, then shown masked; a change is the whole form again.
 */
export const taxDetailsCardTexts = {
  heading: 'Tax details for reporting',
  why: 'The CRA’s reporting rules for digital platforms require us to collect these details once and report what you earn through MapleShine each year.',
  legalName: 'Legal name',
  legalNameHint: 'As on your SIN card or business registration',
  street: 'Street address',
  city: 'City',
  province: 'Province or territory',
  postalCode: 'Postal code',
  birthDate: 'Date of birth',
  numberKind: 'I report with my',
  sinChoice: 'Social insurance number (SIN)',
  bnChoice: 'Business number (BN)',
  sin: 'Social insurance number (SIN)',
  bn: 'Business number (BN)',
  gstHst: 'GST/HST number (if registered)',
  gstHstHint: 'Like 123456789 RT0001; leave empty if you are not registered',
  save: 'Save tax details',
  cancel: 'Cancel',
  saved: 'Your tax details are saved.',
  saveFailed: 'Your tax details could not be saved.',
  onFile: 'On file since {day}. Shown masked: only the CRA report holds the full numbers.',
  born: 'Born in {year}',
  numberLine: '{kind}: {number}',
  gstHstLine: 'GST/HST number: {number}',
  notRegistered: 'Not registered for GST/HST',
  change: 'Change tax details',
  changeHint: 'To change anything, enter all your details again.',
};

/** Provinces and territories by their codes. */
export const provinceNames = {
  AB: 'Alberta',
  BC: 'British Columbia',
  MB: 'Manitoba',
  NB: 'New Brunswick',
  NL: 'Newfoundland and Labrador',
  NS: 'Nova Scotia',
  NT: 'Northwest Territories',
  NU: 'Nunavut',
  ON: 'Ontario',
  PE: 'Prince Edward Island',
  QC: 'Quebec',
  SK: 'Saskatchewan',
  YT: 'Yukon',
};
