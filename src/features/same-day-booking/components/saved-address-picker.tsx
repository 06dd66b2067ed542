import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../api/client.ts';
import { savedAddressesQuery } from '../booking-queries.ts';
import { savedAddressLine, type SavedAddress } from '../details-rules.ts';

type Props = {
  label: string;
  placeholder: string;
  onChoose: (address: SavedAddress) => void;
};

/**
 * A signed-in customer's address book in the details form: choosing one fills the address
 * fields, so nobody types their home again. Nothing shows until the book has an address.
 */
export function SavedAddressPicker({ label, placeholder, onChoose }: Props) {
  const client = useApiClient();
  const { data: addresses } = useQuery(savedAddressesQuery(client));
  if (!addresses || addresses.length === 0) return null;
  return (
    <Select
      label={label}
      placeholder={placeholder}
      data={addresses.map((address) => ({
        value: String(address.iAddressId),
        label: savedAddressLine(address),
      }))}
      // A choice fills the fields and is not kept: the fields are what is booked.
      value={null}
      onChange={(value) => {
        const chosen = addresses.find((address) => String(address.iAddressId) === value);
        if (chosen) onChoose(chosen);
      }}
    />
  );
}
