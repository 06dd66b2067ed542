import { useTexts } from '../../../../i18n/texts.ts';
import { adminPeopleTexts } from '../../components/console-texts.ts';
import { TextAndChoiceFilters } from '../../components/text-and-choice-filters.tsx';

export type CommentFilterValues = { text: string; visibility: string };

/** The Comments list's filters: its text, and shown or hidden. */
export function CommentFilters({
  values,
  onApply,
}: {
  values: CommentFilterValues;
  onApply: (values: CommentFilterValues) => void;
}) {
  const { adminCommentsLabels: labels } = useTexts(adminPeopleTexts);
  const visibilities = [
    { value: 'Shown', label: labels.SHOWN_BADGE },
    { value: 'Hidden', label: labels.HIDDEN_BADGE },
  ];
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
