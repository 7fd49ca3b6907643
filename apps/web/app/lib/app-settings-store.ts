import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import {
  appSettingDefaults,
  type DeliveryMethod,
  type DeviceType,
  type ServiceType,
} from '@hajz/contracts/app-settings';
import type { Locale } from '@hajz/contracts/locale';

/** Spec §3 App settings. Locale and the three request-context values persist; the rest is per page view. */
type AppSettings = {
  locale: Locale;
  serviceType: ServiceType;
  deliveryMethod: DeliveryMethod;
  deviceType: DeviceType;
  pageBlocking: boolean;
  setLocale(locale: Locale): void;
  setPageBlocking(blocking: boolean): void;
};

export const useAppSettings = create<AppSettings>()(
  persist(
    (set) => ({
      ...appSettingDefaults,
      pageBlocking: false,
      setLocale: (locale) => set({ locale }),
      setPageBlocking: (pageBlocking) => set({ pageBlocking }),
    }),
    {
      name: 'hajz-app-settings',
      storage: createJSONStorage(() => localStorage),
      partialize: ({ locale, serviceType, deliveryMethod, deviceType }) => ({
        locale,
        serviceType,
        deliveryMethod,
        deviceType,
      }),
    },
  ),
);
