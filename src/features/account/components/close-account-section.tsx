import { useState } from 'react';
import {
  Button,
  Checkbox,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { DEMO_ACCESS_KEY } from '../../../app/shell/demo-gate.tsx';
import { isMainHost } from '../../../app/shell/hosts.ts';
import { ApiError, dataOf, useApiClient } from '../../../api/client.ts';
import { envelopeOf } from '../../../api/envelope.ts';
import { ClosureDialog } from '../../../components/closure-dialog.tsx';
import { closureTexts } from '../../../components/closure-texts.ts';
import { useUiTimings } from '../../../components/ui-timings.ts';
import { useTexts } from '../../../i18n/texts.ts';
import { clearSession } from '../../../session/store-login.ts';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';

/**
 * The profile's "Close my account" (issue 44, decision 139): a section whose button opens the
 * dialog that says what closing costs before asking the current password and a confirmation.
 */
export function CloseAccountSection() {
  const { closeAccountTexts: texts } = useTexts(closureTexts);
  const [opened, setOpened] = useState(false);
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'xl' }}
      component="section"
      aria-labelledby="close-account-heading"
    >
      <Stack gap="sm" align="flex-start">
        <Title order={2} fz="h4" id="close-account-heading">
          {texts.HEADING}
        </Title>
        <Text fz="sm">{texts.INTRO}</Text>
        <Button color="red.9" variant="outline" onClick={() => setOpened(true)}>
          {texts.OPEN}
        </Button>
      </Stack>
      {opened && <CloseAccountDialog onClose={() => setOpened(false)} />}
    </Paper>
  );
}

type Values = { password: string; code: string; confirmed: boolean };
type Errors = Partial<Record<keyof Values, string>>;

function CloseAccountDialog({ onClose }: { onClose: () => void }) {
  const { closeAccountTexts: texts } = useTexts(closureTexts);
  const client = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toastMs = useUiTimings().toastMs;
  const preview = useQuery({
    queryKey: ['account-closure-preview'],
    queryFn: () => dataOf(client.POST('/api/account/closure/preview', { body: {} })),
    staleTime: 0,
    gcTime: 0,
  });
  const [values, setValues] = useState<Values>({ password: '', code: '', confirmed: false });
  const [errors, setErrors] = useState<Errors>({});
  const close = useMutation({
    mutationFn: (shownFeeCents: number) =>
      envelopeOf(
        client.POST('/api/account/close', {
          body: {
            vCurrentPassword: values.password,
            ...(values.code.trim() ? { vCode: values.code.trim() } : {}),
            iShownFeeCents: shownFeeCents,
          },
        }),
      ),
    onSuccess: (answer) => {
      // The account is gone: the tab forgets the login as a logout does.
      clearSession([DEMO_ACCESS_KEY]);
      void queryClient.resetQueries();
      notifications.show({ color: 'green', message: answer.message, autoClose: toastMs });
      navigate(isMainHost() ? '/' : '/login', { replace: true });
    },
    onError: (error) => {
      // The cost changed while the person was deciding: show the new one.
      if (error instanceof ApiError && error.status === 409) void preview.refetch();
    },
  });
  const confirm = (shownFeeCents: number) => {
    const found: Errors = {};
    if (values.password === '') found.password = texts.PASSWORD_REQUIRED;
    if (preview.data?.bSecondFactor && values.code.trim() === '') found.code = texts.CODE_REQUIRED;
    if (!values.confirmed) found.confirmed = texts.CONFIRM_REQUIRED;
    setErrors(found);
    if (Object.keys(found).length === 0) close.mutate(shownFeeCents);
  };

  return (
    <ClosureDialog
      texts={texts}
      closeLabel={texts.CLOSE_DIALOG}
      preview={preview.data}
      previewError={preview.error}
      pending={close.isPending}
      error={close.error}
      onConfirm={confirm}
      onClose={onClose}
    >
      <PasswordInput
        label={texts.PASSWORD}
        autoComplete="current-password"
        withAsterisk
        value={values.password}
        error={errors.password}
        onChange={(event) => setValues({ ...values, password: event.currentTarget.value })}
      />
      {preview.data?.bSecondFactor && (
        <TextInput
          label={texts.CODE}
          autoComplete="one-time-code"
          inputMode="numeric"
          withAsterisk
          value={values.code}
          error={errors.code}
          onChange={(event) => setValues({ ...values, code: event.currentTarget.value })}
        />
      )}
      <Checkbox
        label={texts.CONFIRM}
        checked={values.confirmed}
        error={errors.confirmed}
        onChange={(event) => setValues({ ...values, confirmed: event.currentTarget.checked })}
      />
    </ClosureDialog>
  );
}
