import { Paper, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useApiClient } from '../../api/client.ts';
import { useLabels } from '../../api/use-labels.ts';
import { OtherRoleNotice } from '../../components/other-role-notice.tsx';
import { useFormSubmit } from '../../components/use-form-submit.ts';
import { usePageTitle } from '../../components/use-page-title.ts';
import { currentRole } from '../../session/role.ts';
import { accountTexts } from '../../components/dashboard-texts/account.ts';
import { dashboardTexts } from '../../components/dashboard-texts/dashboard.ts';
import { useTexts } from '../../i18n/texts.ts';
import { trimmedAddress, type AddressValues } from './address-rules.ts';
import { AddressForm } from './components/address-form.tsx';
import { ADDRESSES_KEY, addAddress } from './queries.ts';

function AddAddressForm() {
  const labels = useLabels('add-address', useTexts(dashboardTexts).addAddressLabels);
  const { addressTexts: texts } = useTexts(accountTexts);
  usePageTitle(labels.HEADING);
  const client = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const add = useFormSubmit({
    submit: (values: AddressValues) => addAddress(client, trimmedAddress(values)),
    successMessage: texts.ADDED,
    fallbackErrorMessage: texts.ADD_FAILED,
    onDone: () => {
      void queryClient.invalidateQueries({ queryKey: [ADDRESSES_KEY] });
      void navigate('/profile');
    },
  });

  return (
    <Stack gap="lg" maw={760}>
      <Title order={1} id="add-address-heading">
        {labels.HEADING}
      </Title>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <AddressForm
          labels={labels}
          labelledBy="add-address-heading"
          validate
          submitting={add.isSubmitting}
          onSubmit={add.submit}
        />
      </Paper>
    </Stack>
  );
}

/** /add-address: customers only (spec §2); visitors never get here (the layout sends them to /login). */
export function AddAddressPage() {
  const { addressTexts: texts } = useTexts(accountTexts);
  return currentRole() === 'customer' ? (
    <AddAddressForm />
  ) : (
    <OtherRoleNotice
      audience="customer"
      hint={texts.CUSTOMERS_ONLY_HINT}
      to="/jobs"
      linkLabel={texts.GO_TO_JOBS}
    />
  );
}
