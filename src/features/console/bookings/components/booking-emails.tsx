import { Accordion, Text } from '@mantine/core';
import { useTexts } from '../../../../i18n/texts.ts';
import { adminBookingsTexts } from '../../components/console-texts.ts';
import { useConsoleFormat } from '../../components/use-console-format.ts';
import type { AdminBooking } from '../queries.ts';
import classes from './booking-emails.module.css';
import '@mantine/core/styles/Accordion.css';

/** The e-mails kept about a booking, oldest first; each opens to its text. */
export function BookingEmails({ emails }: { emails: AdminBooking['emails'] }) {
  const { adminBookingLabels } = useTexts(adminBookingsTexts);
  const { t, moment } = useConsoleFormat();
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
              {t(adminBookingLabels.EMAIL_TO, { to: email.to, when: moment(email.at) })}
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
