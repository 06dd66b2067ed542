import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useTexts } from '../i18n/texts.ts';
import { accountTexts } from './dashboard-texts/account.ts';

type Props = {
  /** Who the page is for. */
  audience: 'customer' | 'contractor';
  /** One sentence on where the signed-in person finds what they came for. */
  hint: string;
  /** The page that hint points to, e.g. /reviews. */
  to: string;
  linkLabel: string;
};

/**
 * The alternate screen of spec §2 and §6: a signed-in user of the other role on a page that is
 * not theirs (a contractor on add-review, a customer on job details).
 */
export function OtherRoleNotice({ audience, hint, to, linkLabel }: Props) {
  const { dashboardCommonTexts: texts } = useTexts(accountTexts);
  return (
    <Stack gap="md" align="flex-start" maw={560}>
      <Title order={1}>
        {audience === 'customer' ? texts.FOR_CUSTOMERS : texts.FOR_CONTRACTORS}
      </Title>
      <Text>{hint}</Text>
      <Button component={Link} to={to}>
        {linkLabel}
      </Button>
    </Stack>
  );
}
