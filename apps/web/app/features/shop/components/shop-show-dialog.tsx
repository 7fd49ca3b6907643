import { Dialog } from 'radix-ui';
export default function ShopShowDialog() {
  return <Dialog.Title>…</Dialog.Title>;
}
