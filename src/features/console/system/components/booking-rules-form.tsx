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

type BookingRulesValues = Parameters<typeof saveBookingRules>[1];
type PlanField =
  | 'iPlanDiscountWeekly'
  | 'iPlanDiscountEvery2Weeks'
  | 'iPlanDiscountEvery4Weeks'
  | 'iPlanMaxPauseWeeks';

/** The regular cleanings' rules (decision 143): each field, its label and its hint. */
const PLAN_FIELDS = [
  ['iPlanDiscountWeekly', 'PLAN_DISCOUNT_WEEKLY', 'PLAN_DISCOUNT_HINT'],
  ['iPlanDiscountEvery2Weeks', 'PLAN_DISCOUNT_EVERY_2', 'PLAN_DISCOUNT_HINT'],
  ['iPlanDiscountEvery4Weeks', 'PLAN_DISCOUNT_EVERY_4', 'PLAN_DISCOUNT_HINT'],
  ['iPlanMaxPauseWeeks', 'PLAN_MAX_PAUSE', 'PLAN_MAX_PAUSE_HINT'],
] as const satisfies readonly (readonly [PlanField, string, string])[];

/**
 * The hours before its start by which a paid booking must have a cleaner (decision 098). The
 * server checks the range; its refusal is the console's red toast. With them, the regular
 * cleanings' discounts and longest pause (decision 143).
 */
export function BookingRulesForm() {
  const client = useApiClient();
  const { systemLabels } = useTexts(adminSystemTexts);
  const rules = useQuery(bookingRulesQuery(client));
  const [hours, setHours] = useState<string | null>(null);
  const [plans, setPlans] = useState<Partial<Record<PlanField, string>>>({});
  const save = useAdminAction((values: BookingRulesValues) => saveBookingRules(client, values));
  if (!rules.data) {
    return (
      <LoadingStatus label={systemLabels.RULES_LOADING}>
        <Skeleton h={60} />
      </LoadingStatus>
    );
  }
  const shown = hours ?? String(rules.data.iUnacceptedDeadlineHours);
  const data = rules.data;
  const planValue = (field: PlanField) => plans[field] ?? String(data[field] ?? '');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({
          iUnacceptedDeadlineHours: Number(shown),
          // Only the plan rules changed here: the others stay as saved.
          ...Object.fromEntries(
            Object.entries(plans).map(([field, value]) => [field, Number(value)]),
          ),
        });
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
        {PLAN_FIELDS.map(([field, label, hint]) => (
          <TextInput
            key={field}
            label={systemLabels[label]}
            description={systemLabels[hint]}
            inputMode="numeric"
            value={planValue(field)}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setPlans((current) => ({ ...current, [field]: value }));
            }}
            maw={520}
            style={{ flex: '1 1 260px' }}
          />
        ))}
        <Button type="submit" loading={save.isPending}>
          {systemLabels.SAVE_RULES}
        </Button>
      </Group>
    </form>
  );
}
