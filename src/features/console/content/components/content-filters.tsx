import { adminContentLabels as labels } from '#shared/catalogue/en-CA/admin-people.ts';
import { TextAndChoiceFilters } from '../../components/text-and-choice-filters.tsx';

export type ContentFilterValues = { text: string; published: string };

const states = [
  { value: 'yes', label: labels.PUBLISHED },
  { value: 'no', label: labels.UNPUBLISHED },
];

/** Search by question or title, and published or not; the server applies them. */
export function ContentFilters({
  values,
  onApply,
}: {
  values: ContentFilterValues;
  onApply: (values: ContentFilterValues) => void;
}) {
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
