import {
  Alert,
  Button,
  Group,
  Loader,
  Modal,
  NumberInput,
  Select,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LOADING_LABEL } from '#machines/form-submit.machine.ts';
import { adminContentLabels as labels } from '#shared/labels/admin-people.ts';
import type { components } from '../../../api/schema.d.ts';
import '@mantine/core/styles/Modal.css';

export type AdminFaq = components['schemas']['AdminFaq'];
export type FaqInput = components['schemas']['AdminFaqInput'];

type Props = {
  /** The entry being edited, `'new'` for a new one, null while closed. */
  entry: AdminFaq | 'new' | null;
  services: { id: number; name: string }[];
  onSave: (input: FaqInput) => Promise<string>;
  onClose: () => void;
};

type Values = {
  question: string;
  answer: string;
  audience: 'Customer' | 'Contractor';
  serviceId: string;
  sortOrder: number;
  published: boolean;
};

const GENERAL = '';

function valuesOf(entry: AdminFaq | 'new'): Values {
  if (entry === 'new') {
    return {
      question: '',
      answer: '',
      audience: 'Customer',
      serviceId: GENERAL,
      sortOrder: 0,
      published: true,
    };
  }
  return {
    question: entry.question,
    answer: entry.answer,
    audience: entry.audience,
    serviceId: entry.serviceId === null ? GENERAL : String(entry.serviceId),
    sortOrder: entry.sortOrder,
    published: entry.published,
  };
}

/** Creates or edits an FAQ entry; the server checks every field and says what is wrong. */
export function FaqEditor({ entry, services, onSave, onClose }: Props) {
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened={entry !== null}
      onClose={onClose}
      title={entry === 'new' ? labels.NEW_FAQ : labels.EDIT_FAQ}
      closeButtonProps={{ 'aria-label': 'Close' }}
      size="lg"
      fullScreen={phone}
      centered
    >
      {entry === null ? null : (
        <FaqForm
          key={entry === 'new' ? 'new' : entry.id}
          entry={entry}
          services={services}
          onSave={onSave}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

function FaqForm({
  entry,
  services,
  onSave,
  onClose,
}: Omit<Props, 'entry'> & { entry: AdminFaq | 'new' }) {
  const form = useForm<Values>({ initialValues: valuesOf(entry) });
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (values: Values) =>
      onSave({
        ...(entry === 'new' ? {} : { id: entry.id }),
        question: values.question,
        answer: values.answer,
        audience: values.audience,
        serviceId: values.serviceId === GENERAL ? null : Number(values.serviceId),
        sortOrder: values.sortOrder,
        published: values.published,
      }),
    onSuccess: async (message) => {
      notifications.show({ color: 'green', message, autoClose: 2000 });
      // Every console query starts with 'admin' (decision 047): the list shows the change.
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
      onClose();
    },
  });
  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))}>
      <Stack gap="md">
        <TextInput
          label={labels.QUESTION}
          maxLength={300}
          data-autofocus
          {...form.getInputProps('question')}
        />
        <Textarea
          label={labels.ANSWER}
          rows={4}
          maxLength={4000}
          {...form.getInputProps('answer')}
        />
        <Select
          label={labels.AUDIENCE}
          data={[
            { value: 'Customer', label: labels.CUSTOMERS },
            { value: 'Contractor', label: labels.CLEANERS },
          ]}
          allowDeselect={false}
          {...form.getInputProps('audience')}
        />
        <Select
          label={labels.SERVICE}
          data={[
            { value: GENERAL, label: labels.GENERAL },
            ...services.map((service) => ({ value: String(service.id), label: service.name })),
          ]}
          allowDeselect={false}
          {...form.getInputProps('serviceId')}
        />
        <NumberInput
          label={labels.SORT_ORDER}
          min={0}
          max={10000}
          allowDecimal={false}
          {...form.getInputProps('sortOrder')}
        />
        <Switch
          label={labels.PUBLISHED}
          {...form.getInputProps('published', { type: 'checkbox' })}
        />
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
            {save.isPending ? LOADING_LABEL : labels.SAVE}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
