import { Text, Textarea } from '@mantine/core';
import type { components } from '#shared/api-schema.d.ts';
import { useTexts } from '../../../../i18n/texts.ts';
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

export type AdminLabel = components['schemas']['AdminLabel'];
type LabelInput = components['schemas']['AdminLabelInput'];

type Props = {
  label: Editing<AdminLabel>;
  onSave: (input: LabelInput) => Promise<string>;
  onClose: () => void;
};

/**
 * Edits a label's English and French side by side. Both are ICU messages the pages format: the
 * server refuses one that does not parse and says which, so the dialog keeps what was typed.
 */
export function LabelEditor({ label, onSave, onClose }: Props) {
  const { consoleTranslationLabels: words } = useTexts(translationTexts);
  const { t } = useFormat();
  const title =
    label === null || label === 'new'
      ? ''
      : t(words.EDIT_LABEL, { key: label.key, page: label.pageSlug });
  return (
    <EditorModal entry={label} titles={{ new: title, edit: title }} size="xl" onClose={onClose}>
      {(open) =>
        open === 'new' ? null : <LabelForm label={open} onSave={onSave} onClose={onClose} />
      }
    </EditorModal>
  );
}

function LabelForm({ label, onSave, onClose }: Omit<Props, 'label'> & { label: AdminLabel }) {
  const { consoleTranslationLabels: words } = useTexts(translationTexts);
  const { t } = useFormat();
  const form = useEditorForm({ text: label.text, textFr: label.textFr });
  const save = useEditorSave(
    (values: { text: string; textFr: string }) => onSave({ id: label.id, ...values }),
    onClose,
  );
  return (
    <EditorForm
      onSubmit={form.onSubmit((values) => save.mutate(values))}
      save={save}
      onClose={onClose}
    >
      <Text fz="sm" c="dimmed">
        {label.pageSlug} · {label.key}
      </Text>
      <BothLanguages
        english={
          <Textarea
            label={words.TEXT}
            rows={4}
            maxLength={2000}
            data-autofocus
            {...form.getInputProps('text')}
          />
        }
        french={
          <Textarea
            label={t(words.IN_FRENCH, { field: words.TEXT })}
            description={words.FRENCH_HINT}
            rows={4}
            maxLength={2000}
            {...form.getInputProps('textFr')}
          />
        }
      />
    </EditorForm>
  );
}
