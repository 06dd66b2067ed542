import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { OwnProfile } from '../../../session/own-profile.ts';
import { accountTexts } from '../../../components/dashboard-texts/account.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import { useTexts } from '../../../i18n/texts.ts';
import type { ProfileLabels as Labels } from '../account-labels.ts';

/** The profile's fields as label and value; address fields appear once they are filled in. */
export function ProfileDetails({ own, labels }: { own: OwnProfile; labels: Labels }) {
  const { profile } = own;
  const { profileTexts: texts } = useTexts(accountTexts);
  const { t } = useFormat();
  const names: [string, string][] =
    own.role === 'customer'
      ? [
          [labels.FIRST_NAME_LABEL, own.profile.vFirstName],
          [labels.LAST_NAME_LABEL, own.profile.vLastName],
        ]
      : [[labels.FULL_NAME_LABEL, own.profile.vFullName]];
  const work: [string, string][] =
    own.role === 'contractor'
      ? [
          [labels.SERVICE_CITY_LABEL, own.profile.vServiceCity],
          [labels.STATUS_LABEL, t(texts.APPLICATION_STATUS, { status: own.profile.eStatus })],
        ]
      : [];
  const fields: [string, string][] = [
    ...names,
    [labels.EMAIL_LABEL, profile.vEmail],
    [labels.PHONE_LABEL, profile.vMobile],
    ...work,
    [labels.ADDRESS_LABEL, profile.tAddress],
    [labels.CITY_LABEL, profile.vCity],
    [labels.ZIP_CODE_LABEL, profile.vZipCode],
    [labels.REGION_LABEL, profile.vRegion],
    [labels.COUNTRY_LABEL, profile.vCountry],
  ];

  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" m={0}>
      {fields
        .filter(([, value]) => value.trim() !== '')
        .map(([label, value]) => (
          <Stack key={label} gap={2}>
            <Text component="dt" fz="sm" c="dimmed">
              {label}
            </Text>
            <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
              {value}
            </Text>
          </Stack>
        ))}
    </SimpleGrid>
  );
}
