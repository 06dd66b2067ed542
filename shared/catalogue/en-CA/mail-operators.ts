/**
 * The e-mails to MapleShine's operators (decision 105): a new operator, the contact form, and the
 * alerts about cleaners' jobs. Each a subject and a plain-text body.
 */

export const operatorInvitation = {
  subject: 'Your MapleShine operator account',
  body: `Hi {fullName},

{invitedBy} has made you an operator of the MapleShine console. Choose your password here:

{link}

The link works once and expires in 7 days. Then log in at the same address as everyone else; you will land in the console.

MapleShine`,
};

export const operatorAdded = {
  subject: '{addedName} is now a MapleShine operator',
  body: `Hi {name},

{byName} added {addedName} ({addedEmail}) as an operator of the MapleShine console on {when}.

An operator can do everything you can in the console. If you did not expect this, disable them on the Operators page and tell the others:

{operatorsUrl}

MapleShine`,
};

export const contactMessage = {
  subject: 'Contact form: {name}',
  body: `{name} <{email}>, phone {mobile}, wrote:

{message}`,
};

/** Who added an operator when it was `npm run ops -- create-operator`. */
export const operatorNames = {
  addedFromCommandLine: 'Someone at the command line (npm run ops)',
  anOperator: 'An operator',
};

/** A job as the operators' e-mails list it: number, service, day and window. */
export const jobLines = {
  withTime: '- {bookingNo}: {service} on {day}, {window}',
  withoutTime: '- {bookingNo}: {service}',
};

export const pausedCleaner = {
  subject:
    '{cleanerName} is paused and holds {count, plural, one {# accepted job} other {# accepted jobs}} in {cityName}',
  body: `Hi {name},

{byName} paused {cleanerName} ({cityName}). Reason: {reason}

A paused cleaner takes no new jobs but keeps those they accepted, and {cleanerName} still holds {count, plural, one {this one} other {these}}:

{jobs}

Check with the cleaner that they will still do {count, plural, one {it} other {them}}, or cancel {count, plural, one {it} other {them}} for the customer. The cleaner's page in the console lists {count, plural, one {it} other {them}}: {cleanerUrl}

MapleShine`,
};

export const handBacks = {
  subject: '{cleanerName} handed back {count} jobs in 24 hours in {cityName}',
  body: `Hi {name},

{cleanerName} ({cityName}) handed back this job, the {count, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} they have handed back in the last 24 hours:

{job}

The customer's contact details {shown, select, yes {had been shown to them} other {had not been shown to them yet}}. {capLine}

Accepting and handing back jobs is how a cleaner could collect customers' phone numbers and addresses. Check with the cleaner, and pause them if needed, from their page in the console: {cleanerUrl}

MapleShine`,
  capReached:
    'That is the most allowed: they cannot hand back another job until 24 hours after the first of these.',
  capLimit: 'A cleaner can hand back at most {max} jobs in 24 hours.',
};

export const uncoveredJobs = {
  subject:
    'No cleaner can take {count, plural, one {# paid job} other {# paid jobs}} in {cityName}',
  body: `Hi {name},

{cleanerName} changed their working hours, and no cleaner in {cityName} can take {count, plural, one {this paid job} other {these paid jobs}} any more:

{jobs}

{count, plural, one {It is} other {They are}} listed under "Open jobs at risk" on Today in the console: {consoleUrl}

Ask a cleaner of {cityName} to open their hours, or contact the customer before the cleaning.

MapleShine`,
};
