import { Badge } from '@mantine/core';
import type { components } from '#shared/api-schema.d.ts';
import { useTexts } from '../../../../i18n/texts.ts';
import { adminPeopleTexts } from '../../components/console-texts.ts';

type Standing = components['schemas']['AdminCleanerStanding'];

// Shades the theme's contrast checks pass as light badges (decision 043).
const colours: Record<Standing, string> = {
  Pending: 'blue',
  Approved: 'spruce',
  Paused: 'ember',
  Rejected: 'gray',
};

/** Where a cleaner stands, as the filter names it. */
export function StandingBadge({ standing }: { standing: Standing }) {
  const { cleanerStandingNames } = useTexts(adminPeopleTexts);
  return (
    <Badge color={colours[standing]} variant="light">
      {cleanerStandingNames[standing] ?? standing}
    </Badge>
  );
}
