import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { dataOf, type ApiClient } from '../../../api/client.ts';
import { envelopeOf } from '../../../api/envelope.ts';
import type { components } from '#shared/api-schema.d.ts';

export type CouponQuery = components['schemas']['AdminCouponQuery'];
export type Coupon = components['schemas']['AdminCoupon'];
export type CouponForm = components['schemas']['AdminCouponCreate'];
export type Redemption = components['schemas']['AdminCouponRedemption'];

export const couponsQuery = (client: ApiClient, query: CouponQuery) =>
  queryOptions({
    queryKey: ['admin', 'coupons', query],
    queryFn: () => dataOf(client.POST('/api/admin/coupons/list', { body: query })),
    placeholderData: keepPreviousData,
  });

export const redemptionsQuery = (client: ApiClient, couponId: number, page: number) =>
  queryOptions({
    queryKey: ['admin', 'coupon-redemptions', couponId, page],
    queryFn: () =>
      dataOf(client.POST('/api/admin/coupons/redemptions', { body: { couponId, page } })),
    placeholderData: keepPreviousData,
  });

export async function createCoupon(client: ApiClient, form: CouponForm) {
  return (await envelopeOf(client.POST('/api/admin/coupons/create', { body: form }))).message;
}

export async function disableCoupon(client: ApiClient, couponId: number) {
  return (await envelopeOf(client.POST('/api/admin/coupons/disable', { body: { couponId } })))
    .message;
}
