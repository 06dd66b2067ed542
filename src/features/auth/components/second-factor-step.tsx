import { Button, Code, List, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { defineTexts, useTexts } from '../../../i18n/texts.ts';
import { dataOf, useApiClient } from '../../../api/client.ts';
import { envelopeOf } from '../../../api/envelope.ts';
import { SecondFactorCode, SecondFactorCodeOrRecoveryCode } from '../../../api/field-rules.ts';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { useFieldChecks } from '../../../components/use-field-checks.ts';
import { useFormSubmit } from '../../../components/use-form-submit.ts';
import { FormError } from './form-error.tsx';
import classes from './second-factor-step.module.css';
// The step's own Mantine pieces: the login page loads no Code or List styles of its own.
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/List.css';

/** The console's sign-in texts, in the page's language (decision 109). */
const signInTexts = defineTexts(
  'admin-sign-in',
  () => import('#shared/catalogue/en-CA/admin-sign-in.ts'),
  () => import('#shared/catalogue/fr-CA/admin-sign-in.ts'),
);

/**
 * After an operator's password (decision 078): a code of their authenticator app, or the app's
 * set-up the first time. `onPassed` runs once the session opens the console.
 */
export function SecondFactorStep({
  step,
  onPassed,
}: {
  step: 'setup' | 'code';
  onPassed: () => void;
}) {
  // Its texts arrive with the step: the login form around it stays on screen meanwhile.
  return (
    <Suspense fallback={<Loader size="sm" />}>
      {step === 'code' ? <CodeForm onPassed={onPassed} /> : <SetUp onPassed={onPassed} />}
    </Suspense>
  );
}

function CodeForm({ onPassed }: { onPassed: () => void }) {
  const { secondFactorLabels: labels } = useTexts(signInTexts);
  const checks = useFieldChecks();
  const client = useApiClient();
  const form = useForm({
    mode: 'controlled',
    initialValues: { code: '' },
    // The contract's rule for the field (openapi.yaml), checked before the code is sent.
    validate: { code: checks.matches(SecondFactorCodeOrRecoveryCode) },
  });
  const verify = useFormSubmit({
    submit: (values: { code: string }) =>
      envelopeOf(client.POST('/api/auth/second-factor/verify', { body: values })),
    successMessage: (answer) => answer.message,
    fallbackErrorMessage: labels.FAILED,
    errorShownInForm: true,
    onDone: onPassed,
  });
  return (
    <form
      noValidate
      aria-label={labels.CODE_HEADING}
      onSubmit={form.onSubmit((values) => verify.submit({ code: values.code.trim() }))}
    >
      <Stack gap="md">
        <Title order={2} size="h3">
          {labels.CODE_HEADING}
        </Title>
        <Text size="sm">{labels.CODE_INTRO}</Text>
        <TextInput
          label={labels.CODE_LABEL}
          placeholder={labels.CODE_PLACEHOLDER}
          autoComplete="one-time-code"
          data-autofocus
          withAsterisk
          {...form.getInputProps('code')}
        />
        <FormError message={verify.error} />
        <SubmitButton loading={verify.isSubmitting} fullWidth>
          {labels.VERIFY}
        </SubmitButton>
      </Stack>
    </form>
  );
}

function SetUp({ onPassed }: { onPassed: () => void }) {
  const { secondFactorLabels: labels } = useTexts(signInTexts);
  const checks = useFieldChecks();
  const client = useApiClient();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  // Each call makes a new key: asked once for the visit, never again in the background.
  const key = useQuery({
    queryKey: ['second-factor', 'setup'],
    queryFn: () => dataOf(client.POST('/api/auth/second-factor/setup', { body: {} })),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const form = useForm({
    mode: 'controlled',
    initialValues: { code: '' },
    validate: { code: checks.matches(SecondFactorCode) },
  });
  const confirm = useFormSubmit({
    submit: (values: { code: string }) =>
      envelopeOf(client.POST('/api/auth/second-factor/confirm', { body: values })),
    successMessage: (answer) => answer.message,
    fallbackErrorMessage: labels.FAILED,
    errorShownInForm: true,
    onDone: (answer) => setRecoveryCodes(answer.data.recoveryCodes),
  });

  if (recoveryCodes) {
    return (
      <Stack gap="md">
        <Title order={2} size="h3">
          {labels.RECOVERY_HEADING}
        </Title>
        <Text size="sm">{labels.RECOVERY_INTRO}</Text>
        <List aria-label={labels.RECOVERY_LIST} ff="monospace" spacing={4}>
          {recoveryCodes.map((code) => (
            <List.Item key={code}>{code}</List.Item>
          ))}
        </List>
        <Button onClick={onPassed} fullWidth>
          {labels.RECOVERY_DONE}
        </Button>
      </Stack>
    );
  }

  return (
    <form
      noValidate
      aria-label={labels.SETUP_HEADING}
      onSubmit={form.onSubmit((values) => confirm.submit({ code: values.code.trim() }))}
    >
      <Stack gap="md">
        <Title order={2} size="h3">
          {labels.SETUP_HEADING}
        </Title>
        <Text size="sm">{labels.SETUP_INTRO}</Text>
        {key.data ? (
          <>
            <Stack gap={4}>
              <Text size="sm" fw={600} id="second-factor-key">
                {labels.KEY_LABEL}
              </Text>
              <Code block aria-labelledby="second-factor-key" fz="md" className={classes.key}>
                {key.data.secret.replace(/(.{4})(?=.)/g, '$1 ')}
              </Code>
            </Stack>
            <Stack gap={4}>
              <Text size="sm" fw={600} id="second-factor-uri">
                {labels.URI_LABEL}
              </Text>
              <Code block aria-labelledby="second-factor-uri" className={classes.uri}>
                {key.data.uri}
              </Code>
            </Stack>
          </>
        ) : key.error ? (
          <FormError message={key.error.message} />
        ) : (
          <Loader size="sm" aria-label={labels.SETUP_LOADING} />
        )}
        <TextInput
          label={labels.FIRST_CODE_LABEL}
          placeholder={labels.CODE_PLACEHOLDER}
          autoComplete="one-time-code"
          inputMode="numeric"
          withAsterisk
          {...form.getInputProps('code')}
        />
        <FormError message={confirm.error} />
        <SubmitButton
          loading={confirm.isSubmitting}
          disabled={!key.data || confirm.isSubmitting}
          fullWidth
        >
          {labels.CONFIRM}
        </SubmitButton>
      </Stack>
    </form>
  );
}
