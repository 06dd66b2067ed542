import { Badge } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { defineTexts, useTexts } from '../i18n/texts.ts';

/** "Background-checked", said only of a cleaner whose check is current (decision 134). */
const checkedTexts = defineTexts(
  'background-checked',
  () => import('#shared/catalogue/en-CA/background-checked.ts'),
  () => import('#shared/catalogue/fr-CA/background-checked.ts'),
);

/** The badge the booking page and book again show beside one cleaner whose check is current. */
export function BackgroundCheckedBadge() {
  const { checkPublicTexts } = useTexts(checkedTexts);
  return (
    <Badge
      color="spruce"
      variant="light"
      leftSection={<IconShieldCheck size={14} aria-hidden />}
      tt="none"
    >
      {checkPublicTexts.BACKGROUND_CHECKED}
    </Badge>
  );
}
