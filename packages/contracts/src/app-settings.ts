/** Request-context headers (spec §3 App settings, §7 headers) and their defaults. */
export const serviceTypes = ['reservation', 'food_ordering', 'online_store'] as const;
export type ServiceType = (typeof serviceTypes)[number];
export const deliveryMethods = ['reservation', 'delivery', 'pickup', 'dine_in'] as const;
export type DeliveryMethod = (typeof deliveryMethods)[number];
export const deviceTypes = ['web', 'ios', 'android'] as const;
export type DeviceType = (typeof deviceTypes)[number];

export const businessTypes = ['food_ordering', 'online_store', 'service_reservation'] as const;
export type BusinessType = (typeof businessTypes)[number];
/** The spec's short code tied to reservation. */
export const businessTypeShortCodes: Record<BusinessType, string> = {
  food_ordering: 'food_ordering',
  online_store: 'online_store',
  service_reservation: 'srvc_resv',
};

export const clientType = 'WEB';

export const appSettingDefaults = {
  locale: 'en',
  serviceType: 'reservation',
  deliveryMethod: 'reservation',
  deviceType: 'web',
} as const;

export const headerNames = {
  serviceType: 'service-type',
  deliveryMethod: 'delivery-method',
  deviceType: 'device-type',
} as const;
