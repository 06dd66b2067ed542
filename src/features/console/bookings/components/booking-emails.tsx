import { Accordion, Text } from '@mantine/core';
import { adminBookingLabels } from '#shared/catalogue/en-CA/admin-bookings.ts';
import { formatDateTime } from '../../../../components/format-date.ts';
import type { AdminBooking } from '../queries.ts';
import classes from './booking-emails.module.css';
import '@mantine/core/styles/Accordion.css';

/** The e-mails kept about a booking, oldest first; each opens to its text. */
export function BookingEmails({ emails }: { emails: AdminBooking['emails'] }) {
  if (emails.length === 0) {
    return <Text c="dimmed">{adminBookingLabels.NO_EMAILS}</Text>;
  }
  return (
    <Accordion variant="separated">
      {emails.map((email) => (
        <Accordion.Item key={email.id} value={String(email.id)}>
          <Accordion.Control>
            <Text fw={600} fz="sm" className={classes.heading}>
              {email.subject}
            </Text>
            <Text fz="xs" c="dimmed" className={classes.heading}>
              {adminBookingLabels.EMAIL_TO.replace('{to}', email.to).replace(
                '{when}',
                formatDateTime(email.at),
              )}
            </Text>
          </Accordion.Control>
          <Accordion.Panel>
            <pre className={classes.body}>{email.text}</pre>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
