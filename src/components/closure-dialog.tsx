import type { ReactNode } from 'react';
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { useFormat } from '../i18n/use-format.ts';
import { ClosurePreview, type AccountClosurePreview } from './closure-preview.tsx';
import '@mantine/core/styles/Modal.css';

type Props = {
  texts: { DIALOG_TITLE: string; CANCEL: string; SUBMIT: string; SUBMIT_WITH_FEE: string };
  /** The header's close button's name ("Close this window"; the footer's button is `CANCEL`). */
  closeLabel: string;
  /** What is erased, as the console says it of another person's account. */
  erasedText?: string;
  preview: AccountClosurePreview | undefined;
  previewError: Error | null;
  pending: boolean;
  error: Error | null;
  /** Called with the total fee the dialog showed, once the caller's own fields are valid. */
  onConfirm: (shownFeeCents: number) => void;
  onClose: () => void;
  /** What the closing person must give besides the preview (a password, an operator's note). */
  children: ReactNode;
};

/**
 * The one closure dialog (decision 139): what closing costs and does, as the server previewed it,
 * then the caller's fields and a button naming the fee. The profile's and the console's dialogs
 * differ only in those fields and in what happens after.
 */
export function ClosureDialog(props: Props) {
  const { texts, preview, pending } = props;
  const format = useFormat();
  const open = preview !== undefined && !preview.vBlocked;
  return (
    <Modal
      opened
      onClose={() => !pending && props.onClose()}
      title={texts.DIALOG_TITLE}
      closeButtonProps={{ 'aria-label': props.closeLabel }}
      size="lg"
      centered
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (preview) props.onConfirm(preview.iTotalFeeCents);
        }}
      >
        <Stack gap="md">
          <ClosurePreview
            preview={preview}
            error={props.previewError}
            erasedText={props.erasedText}
          />
          {open && props.children}
          {props.error && (
            <Alert color="red" role="alert">
              {props.error.message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose} disabled={pending}>
              {texts.CANCEL}
            </Button>
            {open && (
              <Button type="submit" color="red.9" loading={pending}>
                {preview.iTotalFeeCents > 0
                  ? format.t(texts.SUBMIT_WITH_FEE, { fee: preview.vTotalFee })
                  : texts.SUBMIT}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
