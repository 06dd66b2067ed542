import { useEffect, useState, type ReactElement } from 'react';
import { Autocomplete, useJsApiLoader, type Libraries } from '@react-google-maps/api';
import { useLocale } from '../../../i18n/locale-context.tsx';

type Props = {
  apiKey: string;
  /** The chosen city's name: suggestions keep inside it once its area is known. */
  city: string | null;
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
 * Keeps the suggestions inside the city (decision 032): the city's viewport comes from the
 * Places library itself (the key already allows it, unlike the Geocoding API), then becomes
 * the widget's bounds with strictBounds. Until it is known, or if the lookup fails, the
 * suggestions stay limited to Canada.
 */
function useCityBounds(autocomplete: google.maps.places.Autocomplete | null, city: string | null) {
  useEffect(() => {
    if (!autocomplete) return;
    if (!city) {
      autocomplete.setOptions({ strictBounds: false });
      return;
    }
    let current = true;
    const places = new google.maps.places.PlacesService(document.createElement('div'));
    places.findPlaceFromQuery(
      { query: `${city}, Canada`, fields: ['geometry'] },
      (results, status) => {
        const viewport = results?.[0]?.geometry?.viewport;
        if (!current || status !== google.maps.places.PlacesServiceStatus.OK || !viewport) return;
        autocomplete.setBounds(viewport);
        autocomplete.setOptions({ strictBounds: true });
      },
    );
    return () => {
      current = false;
    };
  }, [autocomplete, city]);
}

/**
 * Google Places suggestions limited to Canada and to the chosen city (spec §5, §7). Until the
 * script has loaded, or if it fails, the plain input works alone, so the form never waits on a
 * third party.
 */
export default function PlacesAddressInput({ apiKey, city, onPlace, children }: Props) {
  const locale = useLocale();
  const { isLoaded, loadError } = useJsApiLoader({
    id: 'mapleshine-google-maps',
    googleMapsApiKey: apiKey,
    libraries,
    // Suggestions in the page's language (Gatineau's streets as French speakers write them).
    language: locale === 'fr-CA' ? 'fr' : 'en',
    region: 'CA',
  });
  const [autocomplete, setAutocomplete] = useState<google.maps.places.Autocomplete | null>(null);
  useCityBounds(isLoaded && !loadError ? autocomplete : null, city);

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
