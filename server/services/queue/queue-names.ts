/** The queues, by what their jobs do (decision 051). */
export const queueNames = {
  deliverMail: 'mail.deliver',
  sweepMail: 'mail.sweep',
  authorizeDue: 'payments.authorize-due',
} as const;
