import type { Address } from '@hajz/contracts/addresses';
import { openDialog } from '~/lib/dialogs';

/** Opens the add (no address) or edit address dialog; `onSaved` gets the address as the server saved it. */
export function openAddressForm(address?: Address, onSaved?: (saved: Address) => void) {
  openDialog('address-form', { address, onSaved });
}
