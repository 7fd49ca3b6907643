/**
 * The one request guard of the web app (ADR 0037): only the newest request may land. `useServerState` holds one per
 * screen; a store the spec asks for (the cart, the booking flow, the addresses) holds one beside its state; a hook
 * whose requests start on a timer (place search, the address at the map's centre) holds one too. So a slow earlier
 * answer never replaces one asked for after it, and whatever is on its way when it is dropped (unmount, reset, a
 * choice that makes it moot) never lands.
 */
export type NewestOnly = {
  /** Starts a request: the answer says whether it is still the newest (none started, nothing dropped since). */
  begin(): () => boolean;
  /** Outdates whatever is on its way. */
  drop(): void;
};

export function newestOnly(): NewestOnly {
  let current = 0;
  return {
    begin() {
      const mine = ++current;
      return () => mine === current;
    },
    drop() {
      current++;
    },
  };
}
