/**
 * Background checks (issue 43, decision 134): the contract's field sentences (spread into
 * form-checks.ts), the API's refusals and answers, the expiry job's e-mails and notices, and the
 * console's and the site's words.
 */

/** openapi.yaml's x-messages of AdminBackgroundCheck (form-checks.ts spreads them). */
export const checkFieldMessages = {
  checkProvider: 'Please give who ran the background check, or “in person”.',
  checkProviderTooLong: 'The provider can be at most 100 characters.',
  checkedOn: 'Please give the date of the background check.',
  checkResult: 'Please choose the result of the background check.',
  checkExpiresOn: 'Please give the date the background check expires.',
  checkRequired: 'Please record the background check that clears the applicant.',
};

/** Refusals (4xx). */
export const checkRefusals = {
  checkedInFuture: 'The date of the background check cannot be in the future.',
  expiresBeforeChecked: 'The background check must expire after the date it was done.',
  alreadyExpired: 'This background check has already expired: please record a current one.',
  notClearCannotApprove: 'A cleaner whose background check is not clear cannot be approved.',
  onlyApproved:
    'Checks are recorded here for approved cleaners; an application’s check is recorded as it is approved.',
  checkExpired:
    'Your background check expired on {day}: you can accept jobs again once MapleShine records a new one.',
  checkExpiresBeforeJob:
    'Your background check expires on {day}, before this job: you can accept it once MapleShine records your renewed check.',
  checkNotClear:
    'Your latest background check is not clear, so you cannot accept jobs. Please contact MapleShine.',
};

/** Answers (200). */
export const checkAnswers = {
  recorded: 'Recorded {name}’s background check.',
  recordedAndResumed:
    'Recorded {name}’s background check; the pause for their expired check is lifted.',
  recordedAndPaused:
    'Recorded {name}’s background check; it is not clear, so they are paused and take no new jobs.',
};

/** The cleaner's e-mail, 30 and 7 days before their check expires. */
export const checkExpiringMail = {
  subject: 'Your background check expires in {days, plural, one {# day} other {# days}}',
  body: `Hi {name},

Your background check with MapleShine expires on {day}. To keep accepting jobs after that, send us a renewed check before then: reply to this e-mail and our team will record it.

If it lapses, your account is paused on {day}: you keep the jobs you have accepted, but you cannot accept new ones until a new check is recorded.

MapleShine`,
};

/** The cleaner's e-mail on the day their check expires. */
export const checkLapsedMail = {
  subject: 'Your background check has expired: you cannot accept new jobs',
  body: `Hi {name},

Your background check with MapleShine expired on {day}, so your account is paused: you keep the jobs you have accepted, but you cannot accept new ones.

Reply to this e-mail with a renewed check; once our team records it, you can accept jobs again.

MapleShine`,
};

/** The cleaner's in-app notices, beside the e-mails. */
export const checkExpiringNotice = {
  title: 'Your background check expires on {day}',
  message:
    'Send us a renewed check before {day} to keep accepting jobs; after that day your account is paused until a new check is recorded.',
};
export const checkLapsedNotice = {
  title: 'Your background check has expired',
  message:
    'Your account is paused: you keep your accepted jobs but cannot accept new ones until a new check is recorded.',
};

/** The operators' e-mails. */
export const operatorCheckExpiringMail = {
  subject: '{cleanerName}’s background check expires on {day}',
  body: `Hi {name},

The background check of {cleanerName} ({cityName}) expires on {day}, in {days, plural, one {# day} other {# days}}. They have been told to send a renewed check. Once you have it, record it on their page in the console: {cleanerUrl}

If no new check is recorded by {day}, they are paused automatically.

MapleShine`,
};
export const operatorCheckLapsedMail = {
  subject: '{cleanerName} is paused: their background check expired',
  body: `Hi {name},

The background check of {cleanerName} ({cityName}) expired on {day}, so they are paused: they keep the jobs they have accepted but cannot accept new ones. Recording a new clear check on their page lifts the pause: {cleanerUrl}

MapleShine`,
};

/** The console: the approval form and the cleaner's page. */
export const checkConsoleTexts = {
  HEADING: 'Background check',
  PROVIDER: 'Provider',
  PROVIDER_HELP: 'Who ran the check, or “in person”.',
  CHECKED_ON: 'Checked on',
  RESULT: 'Result',
  CLEAR: 'Clear',
  NOT_CLEAR: 'Not clear',
  EXPIRES_ON: 'Expires on',
  APPROVE_TITLE: 'Approve {name}',
  APPROVE_INTRO: 'Record the background check that clears them. They are e-mailed once approved.',
  APPROVE_SUBMIT: 'Approve and e-mail',
  CANCEL: 'Cancel',
  CLOSE: 'Close',
  NO_CHECK: 'No check recorded',
  NO_CHECK_NOTE:
    'Approved before checks were recorded: they keep working, but the site does not call them background-checked.',
  CHECK_LINE: '{result}, checked on {checked} ({provider}); expires on {expires}',
  CURRENT: 'Current',
  EXPIRED: 'Expired',
  RECORD: 'Record a check',
  RECORD_TITLE: 'Record a background check for {name}',
  RECORD_SUBMIT: 'Record the check',
  HISTORY: 'Earlier checks',
  PAUSED_CHECK_EXPIRED: 'Paused: background check expired',
  PAUSED_CHECK_NOT_CLEAR: 'Paused: background check not clear',
};
