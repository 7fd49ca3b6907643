import { paymentMethodIds } from '@hajz/contracts/payment-methods';
import type { SeedData } from '../types.ts';
import { branches } from './branches.ts';
import { diriyahCategories, diriyahMenu, diriyahServices } from './diriyah-ladies.ts';
import { hairAndNailServices } from './services-hair-nails.ts';
import { massageAndHammamServices } from './services-massage-hammam.ts';
import { servicesCategories, servicesMenu } from './services-menu.ts';
import { skinServices } from './services-skin.ts';
import { shopCategories, shopMenu, shopProducts } from './shop.ts';
import { customers } from './customers.ts';
import { giftCardCategories, giftCardDesignProducts, giftCardMenu } from './gift-card-designs.ts';
import { branchExceptions, resources, serviceBuffers } from './scheduling.ts';

/** Rawnaq Spa & Salon: the demo business seeded into a fresh database. Money in halalas. */
export const demoBusiness: SeedData = {
  business: {
    nameEn: 'Rawnaq Spa & Salon',
    nameAr: 'رونق سبا وصالون',
    taglineEn: 'Time-honoured rituals, thoughtfully modern care',
    taglineAr: 'طقوس عناية أصيلة بلمسة عصرية',
    vatNumber: '310123456700003',
    // As registered for e-invoicing (ADR 0048): the CR number and the Saudi national address.
    crNumber: '1010123456',
    addressStreet: 'Olaya St',
    addressBuildingNumber: '2563',
    addressDistrict: 'Al Olaya',
    addressCity: 'Riyadh',
    addressPostalCode: '12214',
    timezone: 'Asia/Riyadh',
    currency: 'SAR',
    businessType: 'service_reservation',
    phone: '+966551234567',
    email: 'hello@rawnaq.example',
    whatsapp: '+966551234567',
    addressEn: 'Olaya St, Al Olaya District, Riyadh 12214, Saudi Arabia',
    addressAr: 'شارع العليا، حي العليا، الرياض 12214، المملكة العربية السعودية',
    // Invite a friend (ADR 0025): 25.00 SAR to the friend on their first booking, 50.00 SAR to the inviter.
    referralFriendReward: 2500,
    referralInviterReward: 5000,
    // Every way to pay, each against its sandbox (issue 27 item 7): `npm start` shows mada, Apple Pay, STC Pay, Tabby
    // and Tamara with no keys. A real business starts with card, Apple Pay and cash (the column's default, ADR 0052).
    paymentMethods: [...paymentMethodIds],
  },
  branches,
  menus: [servicesMenu, shopMenu, diriyahMenu, giftCardMenu],
  categories: [...servicesCategories, ...shopCategories, ...diriyahCategories, ...giftCardCategories],
  products: [
    ...massageAndHammamServices,
    ...hairAndNailServices,
    ...skinServices,
    ...diriyahServices,
    ...shopProducts,
    ...giftCardDesignProducts,
  ].map((p) => (serviceBuffers[p.slug] ? { ...p, bufferMinutes: serviceBuffers[p.slug] } : p)),
  customers,
  resources,
  branchExceptions,
};
