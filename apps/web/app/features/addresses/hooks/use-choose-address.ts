import { useCallback } from 'react';
import type { Address } from '@hajz/contracts/addresses';
import { openDialog } from '~/lib/dialogs';
import { useCurrentUser } from '~/lib/root-data';
import { selectPreferred, useAddresses } from '../store';
import { useAddressList } from './use-address-list';

/**
 * For the cart (home-visit and delivery fees): opens the addresses list; the customer's choice (now the preferred
 * one) comes back through `onChoose`.
 */
export function useChooseAddress() {
  const owner = useCurrentUser()?.id;
  return useCallback(
    (onChoose: (address: Address) => void) => {
      openDialog('addresses', { onChoose, owner });
    },
    [owner],
  );
}

/** The customer's preferred address (loading the list when it is older than 60 s), or null. */
export function usePreferredAddress(): Address | null {
  const { owner } = useAddressList();
  return useAddresses((s) => (s.owner === owner ? selectPreferred(s) : null));
}
