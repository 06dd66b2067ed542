import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { components } from '#shared/api-schema.d.ts';

type Address = components['schemas']['CustomerAddress'];

type Props = {
  address: Address;
  labels: { EDIT_ADDRESS: string; DELETE_ADDRESS: string };
  onEdit: (address: Address) => void;
  onDelete: (address: Address) => void;
};

/** One saved address, written as on an envelope, with Edit and Delete. */
export function AddressCard({ address, labels, onEdit, onDelete }: Props) {
  return (
    <Paper component="li" withBorder radius="md" p="md" aria-label={address.tAddress}>
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Text fw={600}>{address.tAddress}</Text>
          <Text fz="sm">
            {address.vCity}, {address.vState} {address.vZipCode}
          </Text>
          <Text fz="sm" c="dimmed">
            {address.vCountry}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button size="xs" variant="light" onClick={() => onEdit(address)}>
            {labels.EDIT_ADDRESS}
          </Button>
          <Button size="xs" variant="subtle" color="red" onClick={() => onDelete(address)}>
            {labels.DELETE_ADDRESS}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
