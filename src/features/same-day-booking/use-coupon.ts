import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  couponMachine,
  hasUnappliedCoupon,
  isCouponBoxEmpty,
  type ApplyCouponInput,
  type CouponResult,
} from '#machines/coupon.machine.ts';
import { useApiClient } from '../../api/client.ts';
import { envelopeOf } from '../../api/envelope.ts';

type Booking = { bookingId: string; cityId: number; subtotal: number };

/**
 * The coupon machine with gift_coupon_discount as its applyCoupon actor. The server checks the
 * code against the quoted booking's subtotal (the quote's total_price) and answers the
 * discounted figures, tax and total included.
 */
export function useCoupon({ bookingId, cityId, subtotal }: Booking) {
  const client = useApiClient();
  const [snapshot, send] = useMachine(
    couponMachine.provide({
      actors: {
        applyCoupon: fromPromise<CouponResult, ApplyCouponInput>(async ({ input }) => {
          const answer = await envelopeOf(
            client.POST('/api/cleaning/gift_coupon_discount', {
              body: {
                vUniqueCode: input.bookingId,
                amount: input.amount,
                coupon_code: input.code,
                iCityId: input.cityId,
              },
            }),
          );
          return answer.Data;
        }),
      },
    }),
    { input: { bookingId, amount: subtotal, cityId } },
  );

  const applied = snapshot.matches('applied');
  return {
    view: {
      ticked: !snapshot.matches('unticked'),
      code: snapshot.context.code,
      applying: snapshot.matches('applying'),
      applied,
      error: snapshot.context.error,
      result: applied ? snapshot.context.result : null,
    },
    /** The code the payment sends: the applied one, or '' (spec §7: coupon_code). */
    appliedCode: applied ? snapshot.context.code.trim() : '',
    blocked: hasUnappliedCoupon(snapshot),
    empty: isCouponBoxEmpty(snapshot),
    toggle: () => send({ type: 'coupon.toggle' }),
    change: (code: string) => send({ type: 'coupon.change', code }),
    apply: () => send({ type: 'coupon.apply' }),
  };
}
