import { create } from 'zustand';
import { clearToken, isTokenUsable, readStoredToken, storeToken } from './session';

type AuthState = {
  token: string | null;
  /** Spec §4 startup: use a stored token only if decodable and unexpired, else clear it. */
  init(): void;
  signIn(token: string): void;
  /** Clears token and user; the caller reloads. */
  signOut(): void;
};

export const useAuth = create<AuthState>()((set) => ({
  token: null,
  init() {
    const token = readStoredToken();
    if (isTokenUsable(token)) {
      // Keep local storage and the cookie in step (one may hold it without the other).
      storeToken(token);
      set({ token });
    } else {
      if (token) clearToken();
      set({ token: null });
    }
  },
  signIn(token) {
    storeToken(token);
    set({ token });
  },
  signOut() {
    clearToken();
    localStorage.removeItem('hajz-profile');
    set({ token: null });
  },
}));

export const isSignedIn = () => !!useAuth.getState().token;
