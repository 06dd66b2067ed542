import { Suspense, lazy, type ReactNode } from 'react';
import { TextInput } from '@mantine/core';
import { clientConfig } from '../../../config/client-config.ts';

export type AddressFieldProps = {
  label: string;
  placeholder: string;
  value: string;
  error?: ReactNode;
  onChange: (address: string) => void;
  /** The chosen city, which the suggestions keep to. */
  city: string | null;
};

// Google's script and @react-google-maps/api load only when a key is set and the field shows.
const PlacesAddressInput = lazy(() => import('./places-address-input.tsx'));

function PlainAddressInput({ label, placeholder, value, error, onChange }: AddressFieldProps) {
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      name="address"
      autoComplete="street-address"
      withAsterisk
      value={value}
      error={error}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}

/**
 * The Full Address field (spec §5): suggestions limited to Canada, and to the chosen city,
 * from Google Places when
 * VITE_GOOGLE_MAPS_API_KEY is set, a plain field otherwise (and while the script loads).
 */
export function AddressField(props: AddressFieldProps) {
  const apiKey = clientConfig().googleMapsApiKey;
  const input = <PlainAddressInput {...props} />;
  if (!apiKey) return input;
  return (
    <Suspense fallback={input}>
      <PlacesAddressInput apiKey={apiKey} city={props.city} onPlace={props.onChange}>
        {input}
      </PlacesAddressInput>
    </Suspense>
  );
}
