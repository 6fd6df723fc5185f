import type { RequestStatus } from '../../domain/request-state';
import type { ReservationStatus } from '../../domain/reservation-state';
import type { Locale } from '../../routes';
import type { NotificationKind } from '../../schemas/notification';
import type { MailActionKey } from './next-step';

/** The values a sentence may name, each already written in the reader's language ('' when unknown). */
export interface Said {
  reference: string;
  /** The record's amount (what a booking costs). */
  amount: string;
  /** The amount the event moved (a payment, a refund); the record's when the event names none. */
  moved: string;
  paymentReference: string;
  /** Offers the customer may approve today, and the lowest one's last valid day. */
  offerCount: number;
  validUntil: string;
  reason: string;
  refund: 'card' | 'transfer' | 'none' | '';
  eta: string;
  previousEta: string;
  etaReason: string;
}

type FactLabel =
  | 'request'
  | 'reservation'
  | 'shipment'
  | 'route'
  | 'mode'
  | 'carrier'
  | 'vesselVoyage'
  | 'flight'
  | 'cutOff'
  | 'etd'
  | 'departed'
  | 'eta'
  | 'arrived'
  | 'delivered'
  | 'readyDate'
  | 'amount'
  | 'paymentReference'
  | 'paidBy'
  | 'offers'
  | 'lowestOffer'
  | 'validUntil';

export interface MailTexts {
  greeting: (name: string | null) => string;
  factsTitle: string;
  nextTitle: string;
  labels: Record<FactLabel, string>;
  card: (brand: string, last4: string) => string;
  transfer: string;
  lowestOffer: (amount: string, carrier: string, transitDays: number) => string;
  subjects: Record<NotificationKind, (reference: string) => string>;
  /** What happened: the mail's opening paragraphs (an empty one is left out). */
  events: Record<NotificationKind, (said: Said) => string[]>;
  /** What happens next, or what to do, for the record's state now. */
  nextForRequest: Record<RequestStatus, (said: Said) => string>;
  nextForBooking: Record<ReservationStatus, (said: Said) => string>;
  actions: Record<MailActionKey, string>;
  /** Why the reader gets it: a kind they may turn off, or one always sent. */
  optional: string;
  always: string;
}

/** The notification mails' texts, one table per language (server-side: no page loads these). */
export const mailTexts: Record<Locale, MailTexts> = {
  tr: {
    greeting: (name) => (name ? `Merhaba ${name},` : 'Merhaba,'),
    factsTitle: 'Özet',
    nextTitle: 'Sıradaki adım',
    labels: {
      request: 'Talep no',
      reservation: 'Rezervasyon no',
      shipment: 'Gönderi no',
      route: 'Güzergâh',
      mode: 'Taşıma şekli',
      carrier: 'Taşıyıcı',
      vesselVoyage: 'Gemi / sefer',
      flight: 'Uçuş',
      cutOff: 'Cut-off (son yükleme)',
      etd: 'Tahmini kalkış (ETD)',
      departed: 'Kalkış',
      eta: 'Tahmini varış (ETA)',
      arrived: 'Varış',
      delivered: 'Teslim',
      readyDate: 'Yükün hazır olacağı gün',
      amount: 'Tutar',
      paymentReference: 'Havale açıklaması',
      paidBy: 'Ödeme',
      offers: 'Onaylanabilir teklif',
      lowestOffer: 'En uygun teklif',
      validUntil: 'Son geçerlilik',
    },
    card: (brand, last4) => `Kart (${brand} •••• ${last4})`,
    transfer: 'Havale',
    lowestOffer: (amount, carrier, days) => `${amount} · ${carrier} · ${days} gün`,
    subjects: {
      requestQuoted: (ref) => `${ref} talebiniz için teklifler hazır`,
      reservationCreated: (ref) => `${ref} rezervasyonunuz oluşturuldu`,
      paymentReceived: (ref) => `${ref} ödemeniz alındı`,
      reservationConfirmed: (ref) => `${ref} rezervasyonunuz teyit edildi`,
      transferRejected: (ref) => `${ref} havale dekontu onaylanmadı`,
      shipmentDeparted: (ref) => `${ref} gönderiniz yola çıktı`,
      shipmentDelivered: (ref) => `${ref} gönderiniz teslim edildi`,
      shipmentEtaChanged: (ref) => `${ref} gönderinizin tahmini varışı değişti`,
      reservationCancelled: (ref) => `${ref} rezervasyonunuz iptal edildi`,
    },
    events: {
      requestQuoted: (s) => [s.offerCount > 0 ? `${s.reference} numaralı talebiniz fiyatlandırıldı: onayınızı bekleyen ${s.offerCount} teklif var.` : `${s.reference} numaralı talebiniz fiyatlandırıldı.`],
      reservationCreated: (s) => [`${s.reference} numaralı rezervasyonunuz, onayladığınız teklifle oluşturuldu.`],
      paymentReceived: (s) => [`${s.reference} rezervasyonu için ${s.moved} tutarındaki ödemeniz alındı.`],
      reservationConfirmed: (s) => [`${s.reference} numaralı rezervasyonunuz operasyon ekibimiz tarafından teyit edildi.`],
      transferRejected: (s) => [`${s.reference} rezervasyonu için yüklediğiniz havale dekontu onaylanmadı.`, s.reason ? `Gerekçe: ${s.reason}` : ''],
      shipmentDeparted: (s) => [`${s.reference} numaralı gönderiniz yola çıktı.`],
      shipmentDelivered: (s) => [`${s.reference} numaralı gönderiniz teslim edildi.`, 'Bizi tercih ettiğiniz için teşekkür ederiz.'],
      shipmentEtaChanged: (s) => [
        s.previousEta ? `${s.reference} numaralı gönderinizin tahmini varışı ${s.previousEta} yerine ${s.eta} oldu.` : `${s.reference} numaralı gönderinizin yeni tahmini varışı: ${s.eta}.`,
        s.etaReason ? `Gerekçe: ${s.etaReason}.` : '',
      ],
      reservationCancelled: (s) => [
        `${s.reference} numaralı rezervasyonunuz iptal edildi.`,
        s.reason ? `Gerekçe: ${s.reason}` : '',
        s.refund === 'card'
          ? `Kartınızdan alınan ${s.moved} iade edildi; tutarın hesabınıza geçmesi bankanıza göre birkaç iş günü sürebilir.`
          : s.refund === 'transfer'
            ? `Havaleyle ödediğiniz ${s.moved} iade ediliyor; tutar birkaç iş günü içinde hesabınıza gönderilecek.`
            : '',
      ],
    },
    nextForRequest: {
      submitted: () => 'Operasyon ekibimiz talebinizi fiyatlandırıyor; teklifler hazır olduğunda size e-posta göndereceğiz.',
      quoted: (s) =>
        s.offerCount > 0
          ? `Teklifleri inceleyip birini onaylayın; en uygun teklif ${s.validUntil} tarihine kadar geçerli.`
          : 'Bugün onaylanabilecek bir teklif kalmadı; talebi açıp tekliflerin durumunu görebilirsiniz.',
      approved: () => 'Onayladığınız teklifle rezervasyonunuzu oluşturun.',
      converted: () => 'Talebiniz rezervasyona dönüştü; rezervasyonlarınızdan takip edebilirsiniz.',
      rejected: () => 'Bu talep kapandı. Yeni bir teklif için yeniden arama yapabilirsiniz.',
      expired: () => 'Bu talebin süresi doldu. Yeni bir teklif için yeniden arama yapabilirsiniz.',
      cancelled: () => 'Bu talep iptal edildi. Yeni bir teklif için yeniden arama yapabilirsiniz.',
    },
    nextForBooking: {
      awaitingPayment: (s) => `${s.amount} tutarını kartla ödeyin ya da açıklamaya ${s.paymentReference} yazarak havale yapıp dekontu yükleyin.`,
      paymentUnderReview: () => 'Havale dekontunuzu inceliyoruz; ödeme onaylandığında size e-posta göndereceğiz.',
      paid: () => 'Operasyon ekibimiz rezervasyonunuzu taşıyıcıyla teyit edecek; teyit edildiğinde size e-posta göndereceğiz.',
      confirmed: () => 'Yükünüzü kalkışa hazırlayın; gönderinizi takip sayfasından izleyebilirsiniz. Yola çıktığında size haber vereceğiz.',
      inTransit: () => 'Kilometre taşlarını ve tahmini varışı takip sayfasından izleyebilirsiniz; teslim edildiğinde size haber vereceğiz.',
      delivered: () => 'Yapmanız gereken bir şey kalmadı.',
      cancelled: () => 'Bu rezervasyon için yapmanız gereken bir şey kalmadı.',
    },
    actions: {
      openRequest: 'Talebi aç',
      seeOffers: 'Teklifleri gör',
      makeReservation: 'Rezervasyon yap',
      myReservations: 'Rezervasyonlarım',
      newSearch: 'Yeni arama yap',
      pay: 'Ödeme yap',
      openReservation: 'Rezervasyonu aç',
      track: 'Gönderiyi takip et',
    },
    optional: 'Bu e-postaları profilinizdeki bildirim tercihlerinden kapatabilirsiniz.',
    always: 'Bu e-posta her zaman gönderilir: işleminizdeki bir değişikliği haber verir.',
  },
  en: {
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    factsTitle: 'Summary',
    nextTitle: 'Next step',
    labels: {
      request: 'Request',
      reservation: 'Reservation',
      shipment: 'Shipment',
      route: 'Route',
      mode: 'Mode',
      carrier: 'Carrier',
      vesselVoyage: 'Vessel / voyage',
      flight: 'Flight',
      cutOff: 'Cut-off',
      etd: 'Departure (ETD)',
      departed: 'Departed',
      eta: 'Arrival (ETA)',
      arrived: 'Arrived',
      delivered: 'Delivered',
      readyDate: 'Cargo ready',
      amount: 'Amount',
      paymentReference: 'Transfer reference',
      paidBy: 'Payment',
      offers: 'Offers to approve',
      lowestOffer: 'Lowest offer',
      validUntil: 'Valid until',
    },
    card: (brand, last4) => `Card (${brand} •••• ${last4})`,
    transfer: 'Bank transfer',
    lowestOffer: (amount, carrier, days) => `${amount} · ${carrier} · ${days} ${days === 1 ? 'day' : 'days'}`,
    subjects: {
      requestQuoted: (ref) => `Offers are ready for your request ${ref}`,
      reservationCreated: (ref) => `Your reservation ${ref} was created`,
      paymentReceived: (ref) => `Payment received for ${ref}`,
      reservationConfirmed: (ref) => `Your reservation ${ref} is confirmed`,
      transferRejected: (ref) => `Transfer receipt for ${ref} not accepted`,
      shipmentDeparted: (ref) => `Your shipment ${ref} has departed`,
      shipmentDelivered: (ref) => `Your shipment ${ref} was delivered`,
      shipmentEtaChanged: (ref) => `The ETA of your shipment ${ref} changed`,
      reservationCancelled: (ref) => `Your reservation ${ref} was cancelled`,
    },
    events: {
      requestQuoted: (s) => [
        s.offerCount > 0
          ? `Your request ${s.reference} has been priced: ${s.offerCount} ${s.offerCount === 1 ? 'offer awaits' : 'offers await'} your approval.`
          : `Your request ${s.reference} has been priced.`,
      ],
      reservationCreated: (s) => [`Your reservation ${s.reference} was made with the offer you approved.`],
      paymentReceived: (s) => [`We received your payment of ${s.moved} for the reservation ${s.reference}.`],
      reservationConfirmed: (s) => [`Our operations team confirmed your reservation ${s.reference}.`],
      transferRejected: (s) => [`The transfer receipt you uploaded for the reservation ${s.reference} was not accepted.`, s.reason ? `Reason: ${s.reason}` : ''],
      shipmentDeparted: (s) => [`Your shipment ${s.reference} has departed.`],
      shipmentDelivered: (s) => [`Your shipment ${s.reference} was delivered.`, 'Thank you for shipping with us.'],
      shipmentEtaChanged: (s) => [
        s.previousEta ? `The estimated arrival of your shipment ${s.reference} moved from ${s.previousEta} to ${s.eta}.` : `The new estimated arrival of your shipment ${s.reference} is ${s.eta}.`,
        s.etaReason ? `Reason: ${s.etaReason}.` : '',
      ],
      reservationCancelled: (s) => [
        `Your reservation ${s.reference} was cancelled.`,
        s.reason ? `Reason: ${s.reason}` : '',
        s.refund === 'card'
          ? `The ${s.moved} charged to your card has been refunded; depending on your bank it may take a few business days to show.`
          : s.refund === 'transfer'
            ? `The ${s.moved} you paid by bank transfer is on its way back to you within a few business days.`
            : '',
      ],
    },
    nextForRequest: {
      submitted: () => 'Our operations team is pricing your request; we will email you when the offers are ready.',
      quoted: (s) =>
        s.offerCount > 0 ? `Review the offers and approve one; the lowest is valid until ${s.validUntil}.` : 'No offer can be approved today any more; open the request to see where its offers stand.',
      approved: () => 'Make the reservation with the offer you approved.',
      converted: () => 'Your request became a reservation; follow it under your reservations.',
      rejected: () => 'This request is closed. Search again for a new quote.',
      expired: () => 'This request has expired. Search again for a new quote.',
      cancelled: () => 'This request was cancelled. Search again for a new quote.',
    },
    nextForBooking: {
      awaitingPayment: (s) => `Pay ${s.amount} by card, or by bank transfer with ${s.paymentReference} in the description, and upload the receipt.`,
      paymentUnderReview: () => 'We are checking your transfer receipt; we will email you when the payment is confirmed.',
      paid: () => 'Our operations team will confirm your booking with the carrier; we will email you when it is confirmed.',
      confirmed: () => 'Have your cargo ready for departure and follow the shipment on the tracking page; we will tell you when it departs.',
      inTransit: () => 'Follow its milestones and estimated arrival on the tracking page; we will tell you when it is delivered.',
      delivered: () => 'There is nothing more for you to do.',
      cancelled: () => 'There is nothing more for you to do on this reservation.',
    },
    actions: {
      openRequest: 'Open the request',
      seeOffers: 'See the offers',
      makeReservation: 'Make the reservation',
      myReservations: 'My reservations',
      newSearch: 'Search again',
      pay: 'Pay now',
      openReservation: 'Open the reservation',
      track: 'Track the shipment',
    },
    optional: 'You can turn these emails off in the notification settings of your profile.',
    always: 'This email is always sent: it reports a change to your booking.',
  },
};
