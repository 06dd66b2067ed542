import { useTexts } from '../../../../i18n/texts.ts';
import { adminPeopleTexts } from '../../components/console-texts.ts';
import { TextAndChoiceFilters } from '../../components/text-and-choice-filters.tsx';

export type ContentFilterValues = { text: string; published: string };

/** Search by question or title, and published or not; the server applies them. */
export function ContentFilters({
  values,
  onApply,
}: {
  values: ContentFilterValues;
  onApply: (values: ContentFilterValues) => void;
}) {
  const { adminContentLabels: labels } = useTexts(adminPeopleTexts);
  const states = [
    { value: 'yes', label: labels.PUBLISHED },
    { value: 'no', label: labels.UNPUBLISHED },
  ];
  return (
    <TextAndChoiceFilters
      values={{ text: values.text, choice: values.published }}
      onApply={({ text, choice }) => onApply({ text, published: choice })}
      searchLabel={labels.SEARCH}
      choiceLabel={labels.PUBLISHED}
      anyLabel={labels.ANY}
      choices={states}
      choiceWidth={160}
    />
  );
}
