/** Shape checks for the loyalty endpoints (the browser bundle carries no schema library). */
import type { CustomerClass, CustomerClassesResponse, MyLoyalty } from '@hajz/contracts/loyalty';
import { isObj, isInt, isStr } from '~/lib/shape';

const maybe = <T>(v: unknown, check: (x: unknown) => x is T) => v === null || v === undefined || check(v);

export function isCustomerClass(v: unknown): v is CustomerClass {
  return (
    isObj(v) &&
    isInt(v.id) &&
    isStr(v.name) &&
    isStr(v.description) &&
    isStr(v.details) &&
    maybe(v.image, isStr) &&
    isInt(v.min_spend) &&
    maybe(v.extra_discount, isInt)
  );
}

export function isClassesResponse(v: unknown): v is CustomerClassesResponse {
  return isObj(v) && Array.isArray(v.classes) && v.classes.every(isCustomerClass);
}

export function isMyLoyalty(v: unknown): v is MyLoyalty {
  return (
    isObj(v) &&
    maybe(v.class, isCustomerClass) &&
    isInt(v.paid_spend) &&
    maybe(v.next_class, isCustomerClass) &&
    isInt(v.amount_to_next)
  );
}
