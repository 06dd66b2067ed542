import { useId, useState } from 'react';
import { Alert, Button, Group, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../api/client.ts';
import { useBankCheck } from '../../../components/bank-check.tsx';
import { LazyNumberInput, usePreloadNumberInput } from '../../../components/lazy-number-input.tsx';
import { tipTexts } from '../../../components/tip-texts.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import { useTexts } from '../../../i18n/texts.ts';
import { addTip, tipOfferQuery, type TipBookingRef, type TipOffer } from '../tip-queries.ts';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';

type Choice = `${number}` | 'other' | 'none';

/** The amount a choice comes to, in cents; null while "another amount" is empty. */
function amountOf(choice: Choice | null, other: number | string, offer: TipOffer): number | null {
  if (choice === null || choice === 'none') return null;
  if (choice === 'other') {
    return typeof other === 'number' && Number.isFinite(other) ? Math.round(other * 100) : null;
  }
  return offer.options.find((option) => String(option.iPercent) === choice)?.iAmountCents ?? null;
}

/**
 * A completed booking's tip (issue 42, decision 119): 10, 15 and 20 % of the price before tax as
 * amounts, another amount, or no tip — nothing chosen until the customer chooses. The tip is a
 * charge of its own on the card used; once given, the panel says so. Closed (14 days passed), it
 * shows nothing. Its offer comes from LazyTipPanel, which asks for it beside this code.
 */
export function TipPanel({ booking, offer: data }: { booking: TipBookingRef; offer: TipOffer }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const query = tipOfferQuery(client, booking);
  const { tipPanelTexts: texts } = useTexts(tipTexts);
  const format = useFormat();
  usePreloadNumberInput();
  const headingId = useId();
  const [choice, setChoice] = useState<Choice | null>(null);
  const [other, setOther] = useState<number | string>('');
  const [missing, setMissing] = useState(false);
  const [thanks, setThanks] = useState<string | null>(null);
  const bank = useBankCheck();
  const send = useMutation({
    // A card whose bank asks for its check (decision 131): the bank's page, then the same tip
    // again to finish it. A failed or closed check charges nothing and answers why.
    mutationFn: async (cents: number) => {
      const answer = await addTip(client, booking, cents);
      const secret = answer.data.vClientSecret;
      if (!secret) return answer;
      await bank.check(secret);
      return addTip(client, booking, cents, true);
    },
    onSuccess: (answer) => {
      setThanks(answer.message);
      queryClient.setQueryData(query.queryKey, answer.data);
    },
  });

  if (data.eState === 'closed') return null;
  const cleaner = data.vCleanerFirstName;
  const heading = (
    <Title order={2} size="h4" id={headingId}>
      {format.t(texts.heading, { cleaner })}
    </Title>
  );

  if (data.eState === 'tipped' && data.tip) {
    return (
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
        <Stack gap="xs">
          {heading}
          {thanks ? (
            <Alert color="green" variant="light" role="status">
              <Text>{thanks}</Text>
              <Text size="sm">{texts.tipReceiptSent}</Text>
            </Alert>
          ) : null}
          <Text>
            {format.t(texts.tipped, {
              cleaner,
              amount: format.money(data.tip.fAmount),
              day: format.day(data.tip.dTippedOn),
            })}
          </Text>
        </Stack>
      </Paper>
    );
  }

  const until = format.day(data.dUntil);
  const cents = amountOf(choice, other, data);
  const submit = () => {
    if (cents === null) {
      setMissing(true);
      return;
    }
    send.mutate(cents);
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        {heading}
        <Text>{format.t(texts.intro, { cleaner, day: until })}</Text>
        <Radio.Group
          label={texts.choicesLabel}
          value={choice}
          onChange={(value) => {
            setChoice(value as Choice);
            setMissing(false);
            send.reset();
          }}
        >
          <Stack gap="xs" mt="xs">
            {data.options.map((option) => (
              <Radio
                key={option.iPercent}
                value={String(option.iPercent)}
                label={format.t(texts.percentChoice, {
                  percent: option.iPercent,
                  amount: format.money(option.fAmount),
                })}
              />
            ))}
            <Radio value="other" label={texts.otherChoice} />
            <Radio value="none" label={texts.noneChoice} />
          </Stack>
        </Radio.Group>
        {choice === 'other' ? (
          <LazyNumberInput
            label={texts.otherLabel}
            description={format.t(texts.otherHint, {
              min: format.money(data.iMinCents / 100),
              max: format.money(data.iMaxCents / 100),
            })}
            value={other}
            onChange={(value) => {
              setOther(value);
              setMissing(false);
              send.reset();
            }}
            min={data.iMinCents / 100}
            max={data.iMaxCents / 100}
            decimalScale={2}
            // 5,50 in French, as the page writes its amounts.
            decimalSeparator={format.locale === 'fr-CA' ? ',' : '.'}
            // The amount stays as typed: the server's sentence says the bounds, nothing is changed.
            clampBehavior="none"
            allowNegative={false}
            inputMode="decimal"
            error={missing ? texts.otherMissing : undefined}
          />
        ) : null}
        {send.error ? (
          <Alert color="red" variant="light" role="alert">
            {send.error.message}
          </Alert>
        ) : null}
        {choice === 'none' ? (
          <Text role="status">{format.t(texts.noneChosen, { day: until })}</Text>
        ) : (
          <Group>
            <Button
              color="ember"
              onClick={submit}
              disabled={choice === null}
              loading={send.isPending}
            >
              {cents === null
                ? texts.submitEmpty
                : format.t(texts.submit, { amount: format.money(cents / 100) })}
            </Button>
          </Group>
        )}
      </Stack>
      {bank.dialog}
    </Paper>
  );
}
