import { Badge, Checkbox, Group } from '@mantine/core';
import { useFormat } from '../../../../i18n/use-format.ts';
import { useTexts } from '../../../../i18n/texts.ts';
import { translationTexts } from '../translation-texts.ts';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';

type Props = {
  /** Whether the list shows only what lacks its French. */
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** How many entries of the list lack their French; null while unknown. */
  count: number | null;
};

/** The Missing French filter of a content list, with how many entries lack their French. */
export function MissingFrenchFilter({ checked, onChange, count }: Props) {
  const { consoleTranslationLabels: labels } = useTexts(translationTexts);
  const { t } = useFormat();
  return (
    <Group gap="sm" mb="md">
      <Checkbox
        label={labels.MISSING_FRENCH_ONLY}
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      {count === null ? null : (
        <Badge
          color={count === 0 ? 'spruce' : 'ember'}
          variant="light"
          data-testid="missing-french-count"
        >
          {t(labels.MISSING_FRENCH_COUNT, { count })}
        </Badge>
      )}
    </Group>
  );
}
