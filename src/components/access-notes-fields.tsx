import { useState, type ReactNode } from 'react';
import { Accordion, Stack, Text, TextInput, Textarea } from '@mantine/core';
import {
  ACCESS_NOTE_FIELDS,
  ACCESS_NOTE_LIMITS,
  hasAccessNotes,
  type AccessNoteField,
  type AccessNotes,
} from '#shared/access-notes.ts';
import type { AccessNotesLabels } from '#shared/catalogue/en-CA/access-notes.ts';
import '@mantine/core/styles/Accordion.css';
import '@mantine/core/styles/Input.css';

type Props = {
  labels: AccessNotesLabels;
  values: AccessNotes;
  errors?: Partial<Record<AccessNoteField, ReactNode>>;
  onChange: (field: AccessNoteField, value: string) => void;
};

const fieldTexts = (labels: AccessNotesLabels) =>
  ({
    vEntryCode: { label: labels.ENTRY_CODE_LABEL, placeholder: labels.ENTRY_CODE_PLACEHOLDER },
    vParking: { label: labels.PARKING_LABEL, placeholder: labels.PARKING_PLACEHOLDER },
    vPets: { label: labels.PETS_LABEL, placeholder: labels.PETS_PLACEHOLDER },
    tOther: { label: labels.ACCESS_OTHER_LABEL, placeholder: labels.ACCESS_OTHER_PLACEHOLDER },
  }) satisfies Record<AccessNoteField, { label: string; placeholder: string }>;

const SECTION = 'access-notes';

/**
 * The optional access notes for the cleaner (decision 100), folded under one heading so the
 * required fields stay short: open from the start when a note is written (a saved address's, a
 * restored draft's), and opened by a refusal so the note it names is in view.
 */
export function AccessNotesFields({ labels, values, errors = {}, onChange }: Props) {
  const [opened, setOpened] = useState(() => hasAccessNotes(values));
  const refused = ACCESS_NOTE_FIELDS.some((field) => Boolean(errors[field]));
  // A note filled in from elsewhere (a saved address) opens the section too.
  const [filled, setFilled] = useState(hasAccessNotes(values));
  if (hasAccessNotes(values) !== filled) {
    setFilled(hasAccessNotes(values));
    if (hasAccessNotes(values)) setOpened(true);
  }
  const texts = fieldTexts(labels);
  const input = (field: AccessNoteField) => ({
    label: texts[field].label,
    placeholder: texts[field].placeholder,
    value: values[field],
    error: errors[field],
    description: labels.ACCESS_NOTE_LIMIT.replace('{limit}', String(ACCESS_NOTE_LIMITS[field])),
    autoComplete: 'off',
    onChange: (event: { currentTarget: { value: string } }) =>
      onChange(field, event.currentTarget.value),
  });

  return (
    <Accordion
      variant="contained"
      radius="md"
      value={opened || refused ? SECTION : null}
      onChange={(value) => setOpened(value === SECTION)}
    >
      <Accordion.Item value={SECTION}>
        <Accordion.Control>
          <Text fw={600}>{labels.ACCESS_NOTES_HEADING}</Text>
        </Accordion.Control>
        <Accordion.Panel>
          <Stack gap="sm">
            <Text fz="sm" c="dimmed">
              {labels.ACCESS_NOTES_HELP}
            </Text>
            <TextInput {...input('vEntryCode')} />
            <TextInput {...input('vParking')} />
            <TextInput {...input('vPets')} />
            <Textarea rows={3} {...input('tOther')} />
          </Stack>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
