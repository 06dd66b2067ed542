import { Text } from '@mantine/core';
import { useTexts } from '../../../i18n/texts.ts';
import { planWizardTexts } from '../booking-texts.ts';

/** The payment stage of a regular cleaning (issue 45): the card is kept for the later visits. */
export function PlanCardLine() {
  const { planWizardTexts: texts } = useTexts(planWizardTexts);
  return <Text fz="sm">{texts.CARD_SAVED}</Text>;
}
