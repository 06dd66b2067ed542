import { useState } from 'react';
import { Button, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, dataOf, useApiClient } from '../../../api/client.ts';
import { envelopeOf } from '../../../api/envelope.ts';
import { ClosureDialog } from '../../../components/closure-dialog.tsx';
import { closureTexts } from '../../../components/closure-texts.ts';
import { useTexts } from '../../../i18n/texts.ts';
import '@mantine/core/styles/Input.css';

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
  if (closed) {
    return <Text fz="sm">{'contractorId' in account ? texts.CLEANER_CLOSED : texts.CLOSED}</Text>;
  }
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
  return (
    <ClosureDialog
      texts={
        'contractorId' in account ? { ...texts, DIALOG_TITLE: texts.CLEANER_DIALOG_TITLE } : texts
      }
      closeLabel={texts.CLOSE_DIALOG}
      erasedText={texts.ERASED}
      preview={preview.data}
      previewError={preview.error}
      pending={close.isPending}
      error={close.error}
      onConfirm={(shownFeeCents) => {
        if (note.trim() === '') setNoteError(texts.NOTE_REQUIRED);
        else close.mutate(shownFeeCents);
      }}
      onClose={onClose}
    >
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
    </ClosureDialog>
  );
}
