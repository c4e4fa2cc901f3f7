import { useEffect, useId, useRef, useState } from 'react';
import type { ShippingDetails } from '../checkout-store';
import { shippingFromPlace, type PlaceAddress } from '../place-address';

// Google's Places Autocomplete element (the Maps JavaScript API), loaded only when a maps key is set
// and a diner types an address: this module is its own chunk, and the script is added on first use.

type PlacePrediction = { toPlace: () => PlaceAddress & { fetchFields: (request: { fields: string[] }) => Promise<unknown> } };
type AutocompleteElement = HTMLElement & { includedRegionCodes?: string[] };
type PlacesLibrary = { PlaceAutocompleteElement: new (options: { includedRegionCodes: string[] }) => AutocompleteElement };
/** The Maps bootstrap calls this global once its script has run. */
const READY_CALLBACK = '__crustMapsReady';
type MapsWindow = Window & {
  google?: { maps: { importLibrary: (name: 'places') => Promise<PlacesLibrary> } };
  [READY_CALLBACK]?: () => void;
};
let places: Promise<PlacesLibrary> | null = null;

function loadPlaces(apiKey: string): Promise<PlacesLibrary> {
  places ??= new Promise<PlacesLibrary>((resolve, reject) => {
    const page = window as MapsWindow;
    page[READY_CALLBACK] = () => resolve(page.google!.maps.importLibrary('places'));
    const script = document.createElement('script');
    script.src = `https://maps.googleapis.com/maps/api/js?key=${encodeURIComponent(apiKey)}&loading=async&callback=${READY_CALLBACK}`;
    script.async = true;
    script.onerror = () => {
      // A later visit may try again (the network may be back).
      places = null;
      script.remove();
      reject(new Error('The Maps JavaScript API did not load'));
    };
    document.head.append(script);
  });
  return places;
}

type AddressSuggestionsProps = {
  apiKey: string;
  /** The address the diner picked, as the one line Google gave and as checkout's fields. */
  onPick: (line: string, details: ShippingDetails) => void;
};

/** A search box that suggests Australian addresses; the plain fields below it stay, to check or type instead. */
export function AddressSuggestions({ apiKey, onPick }: AddressSuggestionsProps) {
  const host = useRef<HTMLDivElement>(null);
  const latestOnPick = useRef(onPick);
  const [failed, setFailed] = useState(false);
  const labelId = useId();

  useEffect(() => {
    latestOnPick.current = onPick;
  });

  useEffect(() => {
    let element: AutocompleteElement | null = null;
    let cancelled = false;
    loadPlaces(apiKey)
      .then(({ PlaceAutocompleteElement }) => {
        if (cancelled || !host.current) return;
        element = new PlaceAutocompleteElement({ includedRegionCodes: ['au'] });
        element.setAttribute('aria-labelledby', labelId);
        element.addEventListener('gmp-select', (event) => {
          const place = (event as Event & { placePrediction: PlacePrediction }).placePrediction.toPlace();
          void place
            .fetchFields({ fields: ['formattedAddress', 'addressComponents'] })
            .then(() => latestOnPick.current(place.formattedAddress ?? '', shippingFromPlace(place)))
            .catch(() => setFailed(true));
        });
        host.current.append(element);
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      element?.remove();
    };
  }, [apiKey, labelId]);

  return (
    <div className="flex flex-col gap-1">
      <p id={labelId} className="text-sm font-medium">
        Find your address
      </p>
      <div ref={host} />
      {failed && <p className="text-sm text-text/75">Address suggestions are unavailable right now: type the address below.</p>}
    </div>
  );
}
