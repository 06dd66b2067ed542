import { Alert, Button, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useApiClient } from '../../api/client.ts';
import { useLabels } from '../../api/use-labels.ts';
import { LoadingStatus } from '../../components/loading-status.tsx';
import { OtherRoleNotice } from '../../components/other-role-notice.tsx';
import { useFormSubmit } from '../../components/use-form-submit.ts';
import { usePageTitle } from '../../components/use-page-title.ts';
import { currentRole } from '../../session/role.ts';
import { accountTexts } from '../../components/dashboard-texts/account.ts';
import { dashboardTexts } from '../../components/dashboard-texts/dashboard.ts';
import { useTexts } from '../../i18n/texts.ts';
import type { EditAddressLabels as Labels } from './address-labels.ts';
import type { AddressValues } from './address-rules.ts';
import { AddressForm } from './components/address-form.tsx';
import { editAddressStateOf, type EditAddressState } from './edit-address-state.ts';
import { ADDRESSES_KEY, addressQuery, editAddress } from './queries.ts';
import '@mantine/core/styles/Alert.css';

function EditAddressForm({ target, labels }: { target: EditAddressState; labels: Labels }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { data, error } = useQuery(addressQuery(client, target.iAddressId));
  const { addressTexts: texts } = useTexts(accountTexts);
  const edit = useFormSubmit({
    submit: (values: AddressValues) => editAddress(client, target.vUniqueAddressCode, values),
    successMessage: texts.UPDATED,
    fallbackErrorMessage: texts.EDIT_FAILED,
    onDone: () => {
      void queryClient.invalidateQueries({ queryKey: [ADDRESSES_KEY] });
      void navigate('/profile');
    },
  });

  if (error) return <Alert color="red">{error.message}</Alert>;
  if (!data) {
    return (
      <LoadingStatus label={texts.LOADING_ADDRESS}>
        <Stack gap="md">
          <Skeleton h={56} />
          <Skeleton h={56} />
          <Skeleton h={56} />
        </Stack>
      </LoadingStatus>
    );
  }
  const { tAddress, vCity, vZipCode, vState, vCountry, accessNotes } = data;
  return (
    <AddressForm
      labels={labels}
      labelledBy="edit-address-heading"
      initialValues={{ tAddress, vCity, vZipCode, vState, vCountry, accessNotes }}
      validate={false}
      submitting={edit.isSubmitting}
      onSubmit={edit.submit}
    />
  );
}

function EditAddressScreen() {
  const labels = useLabels('edit-address', useTexts(dashboardTexts).editAddressLabels);
  usePageTitle(labels.HEADING);
  const target = editAddressStateOf(useLocation().state);

  return (
    <Stack gap="lg" maw={760}>
      <Title order={1} id="edit-address-heading">
        {labels.HEADING}
      </Title>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        {target ? (
          <EditAddressForm target={target} labels={labels} />
        ) : (
          // Opened without the address (typed in, or after logging in again): say where to pick it.
          <Stack gap="md">
            <Text>{labels.NO_ADDRESS_CHOSEN}</Text>
            <Button component={Link} to="/profile" w="fit-content">
              {labels.BACK_TO_PROFILE}
            </Button>
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}

/** /edit-address: the address chosen on /profile, prefilled; customers only (spec §2). */
export function EditAddressPage() {
  const { addressTexts: texts } = useTexts(accountTexts);
  return currentRole() === 'customer' ? (
    <EditAddressScreen />
  ) : (
    <OtherRoleNotice
      audience="customer"
      hint={texts.CUSTOMERS_ONLY_HINT}
      to="/jobs"
      linkLabel={texts.GO_TO_JOBS}
    />
  );
}
