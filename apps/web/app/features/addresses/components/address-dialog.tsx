import { Dialog } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import type { Address } from '@hajz/contracts/addresses';
import { mapZoom, type DetectedAddress, type Suggestion } from '@hajz/contracts/maps';
import { Skeleton } from '~/components/ui/skeleton';
import type { DialogProps } from '~/lib/dialogs';
import { useLocale } from '~/lib/use-locale';
import { useTranslation } from '~/lib/use-translation';
import { fetchPlace } from '../api/maps';
import { useDetectedAddress } from '../hooks/use-detected-address';
import { useMapConfig } from '../hooks/use-map-config';
import { useBrowserPosition, type Point } from '../hooks/use-start-point';
import { AddressDetails } from './address-details';
import { AddressMap, type MapCamera } from './address-map';
import { PlaceSearch } from './place-search';

export type AddressFormProps = {
  /** The address to edit; none adds a new one. */
  address?: Address;
  onSaved?: (address: Address) => void;
};

const detectedOf = (a: Address): DetectedAddress => ({
  full_address: a.full_address,
  building_number: a.building_number,
  street_name: a.street_name,
  neighborhood: a.neighborhood,
  city_name: a.city_name,
  short_address: '',
  zip_code: '',
  latitude: a.latitude,
  longitude: a.longitude,
});

/**
 * Spec §2 add/edit address, registered as 'address-form': the form on the start side (heading, subtitle, place
 * search, detected address, name, save), the map on the end side; stacked on a phone (search, map, then the rest).
 */
export default function AddressDialog({ address, onSaved, close }: DialogProps<AddressFormProps>) {
  const { t } = useTranslation('addresses');
  const { locale } = useLocale();
  const config = useMapConfig(locale);
  const position = useBrowserPosition(address !== undefined);
  // One session per opening: Google bills the suggestions and the one details call of a session once.
  const [session] = useState(() => crypto.randomUUID());
  const { detected, detecting, centreAt, place } = useDetectedAddress(
    locale,
    address ? detectedOf(address) : null,
  );
  const cameras = useRef(1);
  const [camera, setCamera] = useState<MapCamera | null>(
    address
      ? { latitude: address.latitude, longitude: address.longitude, zoom: mapZoom.selected, id: 1 }
      : null,
  );
  const centre = useRef<Point | null>(address ?? null);
  // Once the customer moved the map or chose a place, a late answer from the browser must not move it back.
  const touched = useRef(false);

  const moveTo = (point: Point, zoom: number, fly = false) => {
    centre.current = point;
    setCamera({ latitude: point.latitude, longitude: point.longitude, zoom, fly, id: ++cameras.current });
  };

  // Adding: the business's centre at once, the browser's position when it answers (spec §2/§9).
  useEffect(() => {
    if (address || !config) return;
    if (position) {
      if (touched.current) return;
      moveTo(position, mapZoom.initial);
      centreAt(position);
    } else if (camera === null || position === false) {
      if (camera === null) moveTo(config.centre, mapZoom.initial);
      if (position === false) centreAt(config.centre);
    }
    // Only when the config or the position arrive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [config, position]);

  const onPick = async (suggestion: Suggestion) => {
    touched.current = true;
    if (suggestion.latitude !== null && suggestion.longitude !== null) {
      const point = { latitude: suggestion.latitude, longitude: suggestion.longitude };
      moveTo(point, mapZoom.selected, true);
      centreAt(point);
      return;
    }
    try {
      const resolved = await fetchPlace(locale, suggestion.id, session);
      place(resolved);
      moveTo(resolved, mapZoom.selected, true);
    } catch {
      // The suggestion could not be resolved: the map stays where it is.
    }
  };

  return (
    <div className="grid gap-4 md:grid-cols-2 md:gap-6">
      <div className="space-y-4">
        <div>
          <Dialog.Title className="pe-10 text-xl font-bold">
            {t(address ? 'form.edit_title' : 'form.add_title')}
          </Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-700 dark:text-slate-300">
            {t('form.subtitle')}
          </Dialog.Description>
        </div>
        <PlaceSearch
          session={session}
          autocomplete={config?.autocomplete ?? true}
          near={() => centre.current}
          onPick={(s) => void onPick(s)}
        />
      </div>
      <div className="h-64 md:col-start-2 md:row-span-2 md:row-start-1 md:h-auto">
        {config && camera ? (
          <AddressMap
            config={config}
            camera={camera}
            onCentre={(point, byCustomer) => {
              if (byCustomer) touched.current = true;
              centre.current = point;
              centreAt(point);
            }}
          />
        ) : (
          <Skeleton className="h-full min-h-64 w-full md:min-h-[26rem]" />
        )}
      </div>
      <AddressDetails
        address={address}
        detected={detected}
        detecting={detecting}
        onSaved={(saved) => {
          onSaved?.(saved);
          close();
        }}
      />
    </div>
  );
}
