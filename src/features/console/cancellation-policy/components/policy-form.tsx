import { useReducer } from 'react';
import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, useApiClient } from '../../../../api/client.ts';
import { AppIcon } from '../../../../components/app-icon.tsx';
import { useTexts } from '../../../../i18n/texts.ts';
import { adminCancellationPolicyTexts } from '../../components/console-texts.ts';
import { useConsoleFormat } from '../../components/use-console-format.ts';
import { useAdminAction } from '../../components/use-console-action.ts';
import {
  cancellationPolicyQuery,
  publishCancellationPolicy,
  type PolicyInput,
  type PolicyVersion,
} from '../queries.ts';
import { draftOf, draftReducer, inputOf, rulesOf, type FeeKind } from '../policy-draft.ts';
import { usePolicySentences } from '../policy-words.ts';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Input.css';

const MAX_TIERS = 5;

type Props = { current: PolicyVersion | undefined };

/**
 * The new version's form (decision 127): the minutes free after booking, then each tier's hours
 * and fee, filled with the version in force; below it the sentence customers will read, written
 * as the fields change. The server checks the rules and says what is wrong in a red toast;
 * published (or refused because another operator published first), the page shows the version
 * now in force and the form starts again from it (the parent keys it by that version).
 */
export function PolicyForm({ current }: Props) {
  const client = useApiClient();
  const { cancellationPolicyLabels: labels } = useTexts(adminCancellationPolicyTexts);
  const { t } = useConsoleFormat();
  const sentences = usePolicySentences();
  const [draft, dispatch] = useReducer(draftReducer, current, draftOf);
  const queryClient = useQueryClient();
  const publish = useAdminAction(async (input: PolicyInput) => {
    try {
      return await publishCancellationPolicy(client, input);
    } catch (error) {
      // Another version was published meanwhile: the page shows it, and the form starts from it.
      if (error instanceof ApiError && error.status === 409) {
        await queryClient.invalidateQueries(cancellationPolicyQuery(client));
      }
      throw error;
    }
  });
  const basedOn = current?.version ?? 0;
  const rules = rulesOf(draft);
  const kinds: { value: FeeKind; label: string }[] = [
    { value: 'none', label: labels.FEE_NONE },
    { value: 'cleanerPay', label: labels.FEE_CLEANER_PAY },
    { value: 'priceShare', label: labels.FEE_PRICE_SHARE },
  ];

  return (
    <form
      aria-labelledby="policy-edit"
      onSubmit={(event) => {
        event.preventDefault();
        publish.mutate(inputOf(draft, basedOn));
      }}
    >
      <Stack gap="md">
        <Title order={2} fz="lg" id="policy-edit">
          {labels.EDIT_HEADING}
        </Title>
        <Text c="dimmed" fz="sm">
          {labels.EDIT_INTRO}
        </Text>
        <TextInput
          label={labels.FREE_MINUTES_FIELD}
          description={labels.FREE_MINUTES_HINT}
          inputMode="numeric"
          value={draft.freeMinutes}
          onChange={(event) => dispatch({ type: 'freeMinutes', value: event.currentTarget.value })}
          maw={420}
        />
        {draft.tiers.map((tier, index) => {
          const number = index + 1;
          const legend = t(labels.TIER_LEGEND, { tier: number });
          return (
            <Fieldset key={index} legend={legend} radius="md">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <TextInput
                  label={labels.FROM_FIELD}
                  aria-label={`${legend}: ${labels.FROM_FIELD}`}
                  inputMode="numeric"
                  value={tier.from}
                  onChange={(event) =>
                    dispatch({
                      type: 'tier',
                      index,
                      field: 'from',
                      value: event.currentTarget.value,
                    })
                  }
                />
                <TextInput
                  label={labels.UNTIL_FIELD}
                  aria-label={`${legend}: ${labels.UNTIL_FIELD}`}
                  inputMode="numeric"
                  value={tier.until}
                  onChange={(event) =>
                    dispatch({
                      type: 'tier',
                      index,
                      field: 'until',
                      value: event.currentTarget.value,
                    })
                  }
                />
                <NativeSelect
                  label={labels.FEE_KIND_FIELD}
                  aria-label={`${legend}: ${labels.FEE_KIND_FIELD}`}
                  data={kinds}
                  value={tier.kind}
                  onChange={(event) =>
                    dispatch({ type: 'kind', index, kind: event.currentTarget.value as FeeKind })
                  }
                />
                {tier.kind !== 'none' && (
                  <TextInput
                    label={tier.kind === 'cleanerPay' ? labels.HOURS_FIELD : labels.PERCENT_FIELD}
                    aria-label={`${legend}: ${
                      tier.kind === 'cleanerPay' ? labels.HOURS_FIELD : labels.PERCENT_FIELD
                    }`}
                    description={
                      tier.kind === 'cleanerPay' ? labels.HOURS_HINT : labels.PERCENT_HINT
                    }
                    inputMode="decimal"
                    value={tier.amount}
                    onChange={(event) =>
                      dispatch({
                        type: 'tier',
                        index,
                        field: 'amount',
                        value: event.currentTarget.value,
                      })
                    }
                  />
                )}
              </SimpleGrid>
              <Group justify="flex-end" mt="xs">
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="xl"
                  aria-label={t(labels.REMOVE_TIER, { tier: number })}
                  onClick={() => dispatch({ type: 'remove', index })}
                >
                  <AppIcon icon={IconTrash} />
                </ActionIcon>
              </Group>
            </Fieldset>
          );
        })}
        <Group>
          <Button
            variant="default"
            leftSection={<AppIcon icon={IconPlus} />}
            disabled={draft.tiers.length >= MAX_TIERS}
            onClick={() => dispatch({ type: 'add' })}
          >
            {labels.ADD_TIER}
          </Button>
        </Group>
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="policy-preview">
          <Title order={3} fz="md" id="policy-preview" mb="xs">
            {labels.PREVIEW_HEADING}
          </Title>
          <Text data-testid="policy-preview">
            {rules ? sentences(rules).join(' ') : labels.PREVIEW_INCOMPLETE}
          </Text>
        </Paper>
        <Group wrap="wrap">
          <Button type="submit" loading={publish.isPending}>
            {t(labels.PUBLISH, { version: basedOn + 1 })}
          </Button>
          <Button
            variant="subtle"
            onClick={() => dispatch({ type: 'reset', draft: draftOf(current) })}
          >
            {labels.RESET}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
