import { Button, Group, Modal, Text } from '@mantine/core';
import type { components } from '#shared/api-schema.d.ts';
import '@mantine/core/styles/Modal.css';

type Address = components['schemas']['CustomerAddress'];

type Props = {
  /** The address to delete; null closes the dialog. */
  address: Address | null;
  labels: { DELETE_ADDRESS: string; DELETE_ADDRESS_CONFIRM: string; CANCEL: string };
  deleting: boolean;
  onConfirm: (address: Address) => void;
  onClose: () => void;
};

/** Asks before an address is deleted, naming it, so the wrong one is not removed by a slip. */
export function DeleteAddressDialog({ address, labels, deleting, onConfirm, onClose }: Props) {
  return (
    <Modal
      opened={address !== null}
      onClose={onClose}
      title={labels.DELETE_ADDRESS_CONFIRM}
      centered
    >
      {address && (
        <>
          <Text mb="lg">
            {address.tAddress}, {address.vCity}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={deleting}>
              {labels.CANCEL}
            </Button>
            <Button color="red" loading={deleting} onClick={() => onConfirm(address)}>
              {labels.DELETE_ADDRESS}
            </Button>
          </Group>
        </>
      )}
    </Modal>
  );
}
