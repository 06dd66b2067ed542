import {
  Fragment,
  useEffect,
  useRef,
  useState,
  type FormEventHandler,
  type ReactNode,
} from 'react';
import { Alert, Button, Group, Loader, Modal, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTexts } from '../../../../i18n/texts.ts';
import { announceAdminChange } from '../../components/use-console-action.ts';
import { adminPeopleTexts } from '../../components/console-texts.ts';
import '@mantine/core/styles/Modal.css';
// The editors' Published switch.
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import { useSubmittingLabel } from '../../../../components/submit-button.tsx';

/** What is open in an editor: an existing entry, `'new'` for a new one, null while closed. */
export type Editing<Entry> = Entry | 'new' | null;

/**
 * What a list's editor has open, as the list now has it: the row is found again by id among the
 * list's rows on each render. A list kept on screen while it asks again (keepPreviousData) can
 * still show a row from before a save when Edit is pressed; once its fresh page arrives, the
 * editor is handed the fresh row (useEditorForm puts it into an untouched form).
 */
export function useEditing<Entry extends { id: number }>(
  rows: readonly Entry[] | undefined,
): [Editing<Entry>, (entry: Editing<Entry>) => void] {
  const [editing, setEditing] = useState<Editing<Entry>>(null);
  if (editing === null || editing === 'new') return [editing, setEditing];
  return [rows?.find((row) => row.id === editing.id) ?? editing, setEditing];
}

/**
 * An editor's form, starting from the entry's values. A fresher copy of the entry (its list
 * answered again after a save) replaces what the dialog opened with, unless the operator has
 * begun to change it: the dialog never shows, nor saves back, a text from before a save.
 */
export function useEditorForm<Values extends Record<string, unknown>>(values: Values) {
  const form = useForm<Values>({ initialValues: values });
  // Compared by content: the entry's values are made anew on each render.
  const fresh = JSON.stringify(values);
  const shown = useRef(fresh);
  useEffect(() => {
    if (shown.current === fresh) return;
    shown.current = fresh;
    if (form.isDirty()) return;
    const saved = JSON.parse(fresh) as Values;
    form.setValues(saved);
    form.resetDirty(saved);
  }, [fresh, form]);
  return form;
}

type ModalProps<Entry extends { id: number }> = {
  entry: Editing<Entry>;
  titles: { new: string; edit: string };
  size: 'lg' | 'xl';
  onClose: () => void;
  /** The form for the open entry; made anew for each entry, so it starts from that entry's values. */
  children: (entry: Entry | 'new') => ReactNode;
};

/**
 * The shell of the content editors (FAQ entries, blog posts, labels): a dialog, full screen on a
 * phone, titled for a new entry or an edit. Its lists hand it the entry from useEditing, and its
 * forms start from useEditorForm, so an editor shows the entry as last saved.
 */
export function EditorModal<Entry extends { id: number }>({
  entry,
  titles,
  size,
  onClose,
  children,
}: ModalProps<Entry>) {
  const phone = useMediaQuery('(max-width: 48em)');
  const { adminContentLabels: labels } = useTexts(adminPeopleTexts);
  return (
    <Modal
      opened={entry !== null}
      onClose={onClose}
      title={entry === 'new' ? titles.new : titles.edit}
      closeButtonProps={{ 'aria-label': labels.CLOSE }}
      size={size}
      fullScreen={phone}
      centered
    >
      {entry === null ? null : (
        <Fragment key={entry === 'new' ? 'new' : entry.id}>{children(entry)}</Fragment>
      )}
    </Modal>
  );
}

/**
 * An editor's save: `send` calls the operation and answers the server's sentence, shown as a
 * green toast; then the console's lists are fetched again and the dialog closes. A refusal stays
 * in the dialog (EditorForm shows it) so nothing typed is lost.
 */
export function useEditorSave<Values>(
  send: (values: Values) => Promise<string>,
  onClose: () => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (message) => {
      await announceAdminChange(queryClient, message);
      onClose();
    },
  });
}

type FormProps = {
  onSubmit: FormEventHandler<HTMLFormElement>;
  save: { error: Error | null; isPending: boolean };
  onClose: () => void;
  children: ReactNode;
};

/** An editor's form: its fields, the server's refusal, then Cancel and Save. */
export function EditorForm({ onSubmit, save, onClose, children }: FormProps) {
  const { adminContentLabels: labels } = useTexts(adminPeopleTexts);
  const submitting = useSubmittingLabel();
  return (
    <form onSubmit={onSubmit}>
      <Stack gap="md">
        {children}
        {save.error ? (
          <Alert color="red" variant="light" role="alert">
            {save.error.message}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            {labels.CANCEL}
          </Button>
          <Button
            type="submit"
            disabled={save.isPending}
            leftSection={save.isPending ? <Loader size={14} color="gray" /> : undefined}
          >
            {save.isPending ? submitting : labels.SAVE}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
