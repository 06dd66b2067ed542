import { useState } from 'react';
import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useApiClient } from '../../../../api/client.ts';
import { useTexts } from '../../../../i18n/texts.ts';
import { BackgroundCheckDialog } from '../../components/background-check-dialog.tsx';
import { checkTexts } from '../../components/check-texts.ts';
import { useConsoleFormat } from '../../components/use-console-format.ts';
import { recordCheck } from '../queries.ts';
import type { AdminCleaner } from './cleaner-profile.tsx';

type Check = AdminCleaner['backgroundChecks'][number];

function CheckLine({ check }: { check: Check }) {
  const { checkConsoleTexts: labels } = useTexts(checkTexts);
  const { t, day } = useConsoleFormat();
  return (
    <Text size="sm">
      {t(labels.CHECK_LINE, {
        result: check.result === 'clear' ? labels.CLEAR : labels.NOT_CLEAR,
        checked: day(check.checkedOn),
        provider: check.provider,
        expires: day(check.expiresOn),
      })}
    </Text>
  );
}

/**
 * The cleaner's background check on their page (decision 134): the newest one, said current or
 * expired, the earlier ones, why the check paused them, and "Record a check" for a renewal.
 * A cleaner approved before checks were recorded shows "No check recorded".
 */
export function CleanerCheck({ cleaner }: { cleaner: AdminCleaner }) {
  const client = useApiClient();
  const { checkConsoleTexts: labels } = useTexts(checkTexts);
  const { t } = useConsoleFormat();
  const [recording, setRecording] = useState(false);
  const [latest, ...earlier] = cleaner.backgroundChecks;
  const approved = cleaner.standing === 'Approved' || cleaner.standing === 'Paused';
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={labels.HEADING}>
      <Group justify="space-between" mb="xs">
        <Title order={2} fz="h4">
          {labels.HEADING}
        </Title>
        {approved ? (
          <Button variant="default" size="xs" onClick={() => setRecording(true)}>
            {labels.RECORD}
          </Button>
        ) : null}
      </Group>
      <Stack gap="xs">
        {cleaner.pauseReason ? (
          <Alert color="ember" variant="light">
            {cleaner.pauseReason === 'checkExpired'
              ? labels.PAUSED_CHECK_EXPIRED
              : labels.PAUSED_CHECK_NOT_CLEAR}
          </Alert>
        ) : null}
        {latest ? (
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <Badge color={latest.current ? 'spruce' : 'ember'} variant="light" flex="none">
              {latest.current ? labels.CURRENT : labels.EXPIRED}
            </Badge>
            <CheckLine check={latest} />
          </Group>
        ) : (
          <>
            <Text fw={600}>{labels.NO_CHECK}</Text>
            {approved ? (
              <Text size="sm" c="dimmed">
                {labels.NO_CHECK_NOTE}
              </Text>
            ) : null}
          </>
        )}
        {earlier.length > 0 ? (
          <>
            <Title order={3} fz="sm" mt="xs">
              {labels.HISTORY}
            </Title>
            {earlier.map((check) => (
              <CheckLine key={check.id} check={check} />
            ))}
          </>
        ) : null}
      </Stack>
      <BackgroundCheckDialog
        opened={recording}
        title={t(labels.RECORD_TITLE, { name: cleaner.fullName })}
        submitLabel={labels.RECORD_SUBMIT}
        onSubmit={(check) => recordCheck(client, cleaner.id, check)}
        onClose={() => setRecording(false)}
      />
    </Paper>
  );
}
