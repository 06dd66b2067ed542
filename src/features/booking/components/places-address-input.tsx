import { useState, type ReactElement } from 'react';
import { Autocomplete, useJsApiLoader, type Libraries } from '@react-google-maps/api';

type Props = {
  apiKey: string;
  /** Called with the address the visitor picked from the suggestions. */
  onPlace: (address: string) => void;
  /** The text input the suggestions attach to. */
  children: ReactElement;
};

// A stable array: the loader reloads the script when it gets a new one.
const libraries: Libraries = ['places'];
const restrictions = { country: 'ca' };
const fields = ['formatted_address', 'name'];
const types = ['address'];

/**
 * Google Places suggestions limited to Canada (spec §5, §7). Until the script has loaded, or if
 * it fails, the plain input works alone, so the form never waits on a third party.
 */
export default function PlacesAddressInput({ apiKey, onPlace, children }: Props) {
  const { isLoaded, loadError } = useJsApiLoader({
    id: 'mapleshine-google-maps',
    googleMapsApiKey: apiKey,
    libraries,
  });
  const [autocomplete, setAutocomplete] = useState<google.maps.places.Autocomplete | null>(null);

  if (!isLoaded || loadError) return children;
  return (
    <Autocomplete
      onLoad={setAutocomplete}
      onPlaceChanged={() => {
        const place = autocomplete?.getPlace();
        const address = place?.formatted_address ?? place?.name;
        if (address) onPlace(address);
      }}
      restrictions={restrictions}
      fields={fields}
      types={types}
    >
      {children}
    </Autocomplete>
  );
}
