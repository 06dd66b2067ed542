import { NumberInput, Select, Switch, Textarea, TextInput } from '@mantine/core';
import type { components } from '#shared/api-schema.d.ts';
import { useTexts } from '../../../../i18n/texts.ts';
import { adminPeopleTexts } from '../../components/console-texts.ts';
import { useFormat } from '../../../../i18n/use-format.ts';
import { translationTexts } from '../translation-texts.ts';
import { BothLanguages } from './both-languages.tsx';
import {
  EditorForm,
  EditorModal,
  useEditorForm,
  useEditorSave,
  type Editing,
} from './editor-modal.tsx';

export type AdminFaq = components['schemas']['AdminFaq'];
export type FaqInput = components['schemas']['AdminFaqInput'];

type Props = {
  /** The entry being edited, `'new'` for a new one, null while closed. */
  entry: Editing<AdminFaq>;
  services: { id: number; name: string }[];
  onSave: (input: FaqInput) => Promise<string>;
  onClose: () => void;
};

type Values = {
  question: string;
  answer: string;
  questionFr: string;
  answerFr: string;
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
      questionFr: '',
      answerFr: '',
      audience: 'Customer',
      serviceId: GENERAL,
      sortOrder: 0,
      published: true,
    };
  }
  return {
    question: entry.question,
    answer: entry.answer,
    questionFr: entry.questionFr,
    answerFr: entry.answerFr,
    audience: entry.audience,
    serviceId: entry.serviceId === null ? GENERAL : String(entry.serviceId),
    sortOrder: entry.sortOrder,
    published: entry.published,
  };
}

/** Creates or edits an FAQ entry; the server checks every field and says what is wrong. */
export function FaqEditor({ entry, services, onSave, onClose }: Props) {
  const { adminContentLabels: labels } = useTexts(adminPeopleTexts);
  return (
    <EditorModal
      entry={entry}
      titles={{ new: labels.NEW_FAQ, edit: labels.EDIT_FAQ }}
      size="lg"
      onClose={onClose}
    >
      {(open) => <FaqForm entry={open} services={services} onSave={onSave} onClose={onClose} />}
    </EditorModal>
  );
}

function FaqForm({
  entry,
  services,
  onSave,
  onClose,
}: Omit<Props, 'entry'> & { entry: AdminFaq | 'new' }) {
  const form = useEditorForm<Values>(valuesOf(entry));
  const { adminContentLabels: labels } = useTexts(adminPeopleTexts);
  const { consoleTranslationLabels: words } = useTexts(translationTexts);
  const { t } = useFormat();
  const save = useEditorSave(
    (values: Values) =>
      onSave({
        ...(entry === 'new' ? {} : { id: entry.id }),
        question: values.question,
        answer: values.answer,
        questionFr: values.questionFr,
        answerFr: values.answerFr,
        audience: values.audience,
        serviceId: values.serviceId === GENERAL ? null : Number(values.serviceId),
        sortOrder: values.sortOrder,
        published: values.published,
      }),
    onClose,
  );
  return (
    <EditorForm
      onSubmit={form.onSubmit((values) => save.mutate(values))}
      save={save}
      onClose={onClose}
    >
      <BothLanguages
        english={
          <TextInput
            label={labels.QUESTION}
            maxLength={300}
            data-autofocus
            {...form.getInputProps('question')}
          />
        }
        french={
          <TextInput
            label={t(words.IN_FRENCH, { field: labels.QUESTION })}
            description={words.FRENCH_HINT}
            maxLength={300}
            {...form.getInputProps('questionFr')}
          />
        }
      />
      <BothLanguages
        english={
          <Textarea
            label={labels.ANSWER}
            rows={5}
            maxLength={4000}
            {...form.getInputProps('answer')}
          />
        }
        french={
          <Textarea
            label={t(words.IN_FRENCH, { field: labels.ANSWER })}
            rows={5}
            maxLength={4000}
            {...form.getInputProps('answerFr')}
          />
        }
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
      <Switch label={labels.PUBLISHED} {...form.getInputProps('published', { type: 'checkbox' })} />
    </EditorForm>
  );
}
