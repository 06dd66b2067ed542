import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, dataOf, useApiClient } from '../../../api/client.ts';
import { envelopeOf } from '../../../api/envelope.ts';
import { ClosurePreview } from '../../../components/closure-preview.tsx';
import { closureTexts } from '../../../components/closure-texts.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import { useTexts } from '../../../i18n/texts.ts';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Modal.css';

/** Whose account: a customer's (the booking page) or a cleaner's (the cleaner page). */
export type AccountRef = { customerId: number } | { contractorId: number };

type Props = { account: AccountRef; closed: boolean };

/**
 * The console's "Close account" on a person's written request (issue 44, decision 139): the same
 * preview as the person's own dialog, then a required note of the request; audited as
 * `account.close`. The operator's session already passed its second factor.
 */
export function CloseAccountAction({ account, closed }: Props) {
  const { consoleClosureTexts: texts } = useTexts(closureTexts);
  const [opened, setOpened] = useState(false);
  if (closed) return <Text fz="sm">{texts.CLOSED}</Text>;
  return (
    <>
      <Button color="red.9" variant="outline" onClick={() => setOpened(true)}>
        {texts.OPEN}
      </Button>
      {opened && <CloseAccountDialog account={account} onClose={() => setOpened(false)} />}
    </>
  );
}

function CloseAccountDialog({ account, onClose }: { account: AccountRef; onClose: () => void }) {
  const { consoleClosureTexts: texts } = useTexts(closureTexts);
  const format = useFormat();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const preview = useQuery({
    queryKey: ['admin', 'account-closure', account],
    queryFn: () => dataOf(client.POST('/api/admin/accounts/closure-preview', { body: account })),
    staleTime: 0,
    gcTime: 0,
  });
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const close = useMutation({
    mutationFn: (shownFeeCents: number) =>
      envelopeOf(
        client.POST('/api/admin/accounts/close', {
          body: { ...account, note: note.trim(), shownFeeCents },
        }),
      ),
    onSuccess: async (answer) => {
      notifications.show({ color: 'green', message: answer.message });
      onClose();
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) void preview.refetch();
    },
  });
  const data = preview.data;

  return (
    <Modal
      opened
      onClose={() => !close.isPending && onClose()}
      title={texts.DIALOG_TITLE}
      closeButtonProps={{ 'aria-label': texts.CANCEL }}
      size="lg"
      centered
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!data) return;
          if (note.trim() === '') {
            setNoteError(texts.NOTE_REQUIRED);
            return;
          }
          close.mutate(data.iTotalFeeCents);
        }}
      >
        <Stack gap="md">
          <ClosurePreview preview={data} error={preview.error} />
          {data && !data.vBlocked && (
            <Textarea
              label={texts.NOTE}
              description={texts.NOTE_DESCRIPTION}
              withAsterisk
              value={note}
              error={noteError}
              maxLength={1000}
              rows={2}
              onChange={(event) => {
                setNote(event.currentTarget.value);
                setNoteError(null);
              }}
            />
          )}
          {close.error && (
            <Alert color="red" role="alert">
              {close.error.message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={close.isPending}>
              {texts.CANCEL}
            </Button>
            {data && !data.vBlocked && (
              <Button type="submit" color="red.9" loading={close.isPending}>
                {data.iTotalFeeCents > 0
                  ? format.t(texts.SUBMIT_WITH_FEE, { fee: data.vTotalFee })
                  : texts.SUBMIT}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
