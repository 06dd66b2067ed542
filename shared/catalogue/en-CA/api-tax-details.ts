/**
 * What the API says about a cleaner's tax details for the CRA's platform reporting rules (issue
 * 43, decision 135): the refusals of a bad field (400, nothing written) and the answers.
 */

/** Refusals (4xx, 503). */
export const taxDetailsRefusals = {
  legalName: 'Please enter your legal name as the CRA knows it (2 to 200 characters).',
  street: 'Please enter your street address (3 to 200 characters).',
  city: 'Please enter your city (up to 100 characters).',
  province: 'Please choose your province or territory.',
  postalCode: 'Please enter a valid postal code, like T5J 1W4.',
  postalProvince: '{postalCode} is not a postal code of {province}. Please check both.',
  birthDate: 'Please enter your date of birth, like 1990-04-25.',
  notAdult: 'You must be at least 18 years old to offer cleanings on MapleShine.',
  numberKind: 'Please choose whether you report with a SIN or a business number.',
  sin: 'This is not a valid social insurance number (SIN): please check its 9 digits.',
  businessNumber:
    'Please enter your 9-digit business number, optionally with its program account, like 123456789 RT0001.',
  gstHst: 'Please enter your GST/HST number like 123456789 RT0001, or leave it empty.',
  gstHstBusiness: 'Your GST/HST number must start with your business number.',
  keyMissing:
    'Tax details cannot be taken or shown right now: this server has no key to protect them. Please try again later.',
  keyUnknown:
    'These tax details were sealed with a key this server does not have. Please ask the person who runs the servers.',
  cleanerNotFound: 'There is no cleaner with this number.',
  year: 'Please choose a calendar year from 2024 to {last}.',
};

/** Answers (200). */
export const taxDetailsAnswers = {
  own: 'Your tax details for reporting.',
  saved: 'Your tax details are saved. We show them masked from now on.',
  operatorView: 'Tax details, masked (this view is in the audit log).',
  operatorNone: 'This cleaner has not given their tax details yet.',
};
