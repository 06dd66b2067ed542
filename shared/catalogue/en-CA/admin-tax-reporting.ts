/**
 * The console's tax parts (issue 43, decision 135): a cleaner's tax details, masked, on their
 * page, and the annual report for the CRA.
 */
export const adminTaxDetailsTexts = {
  heading: 'Tax details for reporting',
  audited: 'Opening this page is written to the audit log.',
  none: 'Not given yet.',
  legalName: 'Legal name',
  place: 'City, province',
  birthYear: 'Birth year',
  number: 'SIN or business number',
  sin: 'SIN {number}',
  bn: 'BN {number}',
  gstHst: 'GST/HST registered',
  yes: 'Yes',
  no: 'No',
  savedOn: 'Given on',
};

export const adminTaxReportTexts = {
  heading: 'Annual tax report',
  intro:
    'The report the CRA’s reporting rules ask of platform operators, in the OECD’s DPI XML: every cleaner paid in the calendar year, with their pay, tips and cancellation fees per quarter and their number of jobs. Downloading it is written to the audit log.',
  year: 'Calendar year',
  download: 'Download the report',
  downloaded: 'The report for {year} is downloaded.',
  failed: 'The report could not be made.',
};
