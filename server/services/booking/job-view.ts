import type { JobRow } from '../../db/queries/job-views.ts';
import { minutesToClock } from './local-time.ts';
import { centsToText } from './money.ts';

/** A booking as the customer and contractor screens read it (spec §3 field names). */
export function jobOnWire(row: JobRow) {
  const booking = row.booking;
  const from = booking.fromMinutes ?? 0;
  const estimated = booking.estimatedMinutes ?? 0;
  const customerName = `${row.customerFirstName} ${row.customerLastName}`.trim();
  return {
    iBookingId: booking.id,
    vBookingNo: booking.bookingNo,
    eStatus: booking.status,
    ePaymentStatus: booking.paymentStatus,
    vDate: booking.localDate ?? '',
    vFrom: booking.fromMinutes === null ? '' : minutesToClock(from),
    vUntill: booking.fromMinutes === null ? '' : minutesToClock(from + estimated),
    vFullName: booking.fullName,
    vEmail: booking.email,
    vMobile: booking.mobile,
    vAddress: booking.address,
    vUnit: booking.unit,
    city: { iCityId: booking.cityId ?? 0, vCity: row.cityName ?? '' },
    service: { iServiceId: booking.serviceId ?? 0, vServiceName: row.serviceName ?? '' },
    vResidence: row.residenceName ?? '',
    iBedrooms: booking.bedrooms ?? 0,
    iBathrooms: booking.bathrooms ?? 0,
    estimatedHour: estimated / 60,
    vTotalPrice: centsToText(booking.totalCents ?? 0),
    vTax: centsToText(booking.taxCents ?? 0),
    vTaxName: booking.taxName,
    vDiscount: centsToText(booking.discountCents),
    vExtras: booking.extras,
    customer: { vFullName: customerName || booking.fullName, vImage: row.customerImage ?? '' },
    contractor:
      row.contractorName === null
        ? null
        : { vFullName: row.contractorName, vImage: row.contractorImage ?? '' },
    bReviewed: row.reviewed,
  };
}

export type JobOnWire = ReturnType<typeof jobOnWire>;
