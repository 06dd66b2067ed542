import { adminCommentsLabels as labels } from '#shared/catalogue/en-CA/admin-people.ts';
import { TextAndChoiceFilters } from '../../components/text-and-choice-filters.tsx';

export type CommentFilterValues = { text: string; visibility: string };

const visibilities = [
  { value: 'Shown', label: labels.SHOWN_BADGE },
  { value: 'Hidden', label: labels.HIDDEN_BADGE },
];

/** The Comments list's filters: its text, and shown or hidden. */
export function CommentFilters({
  values,
  onApply,
}: {
  values: CommentFilterValues;
  onApply: (values: CommentFilterValues) => void;
}) {
  return (
    <TextAndChoiceFilters
      values={{ text: values.text, choice: values.visibility }}
      onApply={({ text, choice }) => onApply({ text, visibility: choice })}
      searchLabel={labels.SEARCH}
      choiceLabel={labels.VISIBILITY}
      anyLabel={labels.ANY}
      choices={visibilities}
      choiceWidth={130}
    />
  );
}
