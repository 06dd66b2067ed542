import { Alert, Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router-dom';
import { bankAccountProblems, type BankAccountFields } from '#shared/bank-account.ts';
import { useApiClient } from '../../api/client.ts';
import { envelopeOf } from '../../api/envelope.ts';
import { payoutTexts } from '../../components/payout-texts.ts';
import { SubmitButton } from '../../components/submit-button.tsx';
import { useFormSubmit } from '../../components/use-form-submit.ts';
import { usePageTitle } from '../../components/use-page-title.ts';
import { useTexts } from '../../i18n/texts.ts';
import { usePayoutReturn } from './use-payout-return.ts';
import '@mantine/core/styles/Input.css';

/**
 * /payouts/test-onboarding: the offline test stand-in for Stripe's Express onboarding (decision
 * 133), as the test 3-D Secure page stands in for the bank's. It asks what Stripe asks of a
 * Canadian bank account, checks it with the server's own words, and sends it; the server keeps
 * only the last four digits. Then, like Stripe, it brings the cleaner back to /payouts/return.
 */
export function TestOnboardingPage() {
  const { testOnboardingTexts: texts, bankChecks } = useTexts(payoutTexts);
  usePageTitle(texts.title);
  const client = useApiClient();
  const goBack = usePayoutReturn();
  const form = useForm<BankAccountFields>({
    mode: 'controlled',
    initialValues: { institution: '', transit: '', account: '' },
    validate: (values) =>
      Object.fromEntries(bankAccountProblems(values).map((field) => [field, bankChecks[field]])),
  });
  const send = useFormSubmit({
    submit: (values: BankAccountFields) =>
      envelopeOf(
        client.POST('/api/contractor/payout_account/test_onboarding', {
          body: {
            vInstitutionNumber: values.institution,
            vTransitNumber: values.transit,
            vAccountNumber: values.account,
          },
        }),
      ),
    successMessage: (answer) => answer.message,
    fallbackErrorMessage: texts.notSetUp,
    errorShownInForm: true,
    onDone: () => goBack(),
  });

  return (
    <Stack gap="lg" maw={560}>
      <Group gap="sm" align="center">
        <Title order={1} id="test-onboarding-heading">
          {texts.title}
        </Title>
        <Badge color="ember" variant="light">
          {texts.badge}
        </Badge>
      </Group>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <form
          noValidate
          aria-labelledby="test-onboarding-heading"
          onSubmit={form.onSubmit(send.submit)}
        >
          <Stack gap="md">
            <Text>{texts.intro}</Text>
            <TextInput
              label={texts.institution}
              description={texts.institutionHint}
              inputMode="numeric"
              autoComplete="off"
              withAsterisk
              {...form.getInputProps('institution')}
            />
            <TextInput
              label={texts.transit}
              description={texts.transitHint}
              inputMode="numeric"
              autoComplete="off"
              withAsterisk
              {...form.getInputProps('transit')}
            />
            <TextInput
              label={texts.account}
              description={texts.accountHint}
              inputMode="numeric"
              autoComplete="off"
              withAsterisk
              {...form.getInputProps('account')}
            />
            <Text size="sm" c="dimmed">
              {texts.privacy}
            </Text>
            {send.error && (
              <Alert color="red" role="alert">
                {send.error}
              </Alert>
            )}
            <Group justify="space-between">
              <Button component={Link} to="/dashboard" variant="default">
                {texts.cancel}
              </Button>
              <SubmitButton loading={send.isSubmitting}>{texts.submit}</SubmitButton>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
