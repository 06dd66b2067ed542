import { useState } from 'react';
import { Button, Group, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import { useApiClient } from '../../api/client.ts';
import type { components } from '#shared/api-schema.d.ts';
import { useLabels } from '../../api/use-labels.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { LoadingStatus } from '../../components/loading-status.tsx';
import { accountTexts } from '../../components/dashboard-texts/account.ts';
import { dashboardTexts } from '../../components/dashboard-texts/dashboard.ts';
import { useTexts } from '../../i18n/texts.ts';
import { AddressCard } from './components/address-card.tsx';
import { DeleteAddressDialog } from './components/delete-address-dialog.tsx';
import type { EditAddressState } from './edit-address-state.ts';
import { ADDRESSES_KEY, addressesQuery, deleteAddress } from './queries.ts';

type Address = components['schemas']['CustomerAddress'];

/** The customer's saved addresses on /profile: add, edit (prefilled) and delete after asking. */
export function AddressBook() {
  const labels = useLabels('profile', useTexts(dashboardTexts).profileLabels);
  const { addressTexts: texts } = useTexts(accountTexts);
  const client = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { data, isPending, isError } = useQuery(addressesQuery(client));
  const [toDelete, setToDelete] = useState<Address | null>(null);
  const remove = useMutation({
    mutationFn: (address: Address) => deleteAddress(client, address.iAddressId),
    onSuccess: (answer) => {
      notifications.show({ color: 'green', message: answer.message });
      setToDelete(null);
      void queryClient.invalidateQueries({ queryKey: [ADDRESSES_KEY] });
    },
    onError: (error) => notifications.show({ color: 'red', message: error.message }),
  });

  const edit = (address: Address) => {
    const state: EditAddressState = {
      iAddressId: address.iAddressId,
      vUniqueAddressCode: address.vUniqueAddressCode,
    };
    void navigate('/edit-address', { state });
  };

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'xl' }}
      component="section"
      aria-labelledby="addresses-heading"
    >
      <Group justify="space-between" mb="md">
        <Title order={2} fz="h3" id="addresses-heading">
          {labels.ADDRESSES_HEADING}
        </Title>
        <Button component={Link} to="/add-address" variant="outline">
          {labels.ADD_ADDRESS}
        </Button>
      </Group>
      {isPending ? (
        <LoadingStatus label={texts.LOADING_ADDRESSES}>
          <Stack gap="sm">
            <Skeleton h={72} radius="md" />
            <Skeleton h={72} radius="md" />
          </Stack>
        </LoadingStatus>
      ) : isError || data.length === 0 ? (
        // Spec §8: a list shows No Data Found when the call fails or comes back empty. Add Address
        // sits right above, so the empty state needs no button of its own.
        <EmptyState picture="addresses" hint={labels.EMPTY_ADDRESSES_TEXT} />
      ) : (
        <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {data.map((address) => (
            <AddressCard
              key={address.iAddressId}
              address={address}
              labels={labels}
              onEdit={edit}
              onDelete={setToDelete}
            />
          ))}
        </Stack>
      )}
      <DeleteAddressDialog
        address={toDelete}
        labels={labels}
        deleting={remove.isPending}
        onConfirm={(address) => remove.mutate(address)}
        onClose={() => setToDelete(null)}
      />
    </Paper>
  );
}
