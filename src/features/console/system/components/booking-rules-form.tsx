import { useState } from 'react';
import { Button, Group, Skeleton, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTexts } from '../../../../i18n/texts.ts';
import { adminSystemTexts } from '../../components/console-texts.ts';
import { useApiClient } from '../../../../api/client.ts';
import { LoadingStatus } from '../../../../components/loading-status.tsx';
import { useAdminAction } from '../../components/use-console-action.ts';
import { bookingRulesQuery, saveBookingRules } from '../queries.ts';
import '@mantine/core/styles/Input.css';

/**
 * The hours before its start by which a paid booking must have a cleaner (decision 098). The
 * server checks the range; its refusal is the console's red toast.
 */
export function BookingRulesForm() {
  const client = useApiClient();
  const { systemLabels } = useTexts(adminSystemTexts);
  const rules = useQuery(bookingRulesQuery(client));
  const [hours, setHours] = useState<string | null>(null);
  const save = useAdminAction((value: number) =>
    saveBookingRules(client, { iUnacceptedDeadlineHours: value }),
  );
  if (!rules.data) {
    return (
      <LoadingStatus label={systemLabels.RULES_LOADING}>
        <Skeleton h={60} />
      </LoadingStatus>
    );
  }
  const shown = hours ?? String(rules.data.iUnacceptedDeadlineHours);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(Number(shown));
      }}
    >
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label={systemLabels.DEADLINE_FIELD}
          description={systemLabels.DEADLINE_HINT}
          inputMode="numeric"
          value={shown}
          onChange={(event) => setHours(event.currentTarget.value)}
          maw={520}
          style={{ flex: '1 1 260px' }}
        />
        <Button type="submit" loading={save.isPending}>
          {systemLabels.SAVE_RULES}
        </Button>
      </Group>
    </form>
  );
}
