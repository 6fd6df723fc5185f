// [P1] The records the signed-in page benchmark opens: a request of the demo customer, priced by operations and
// approved, and its reservation — made through the API as the product's own screens make them.

/** A POST to the API with a bearer token; answers `data`, or throws with the status and body. */
async function call(origin, path, token, body) {
  const response = await fetch(`${origin}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
  const text = await response.text();
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text).data;
}

/**
 * Creates the records on the app at `origin` with the customer's and an operator's access tokens: a request for two
 * pallets Mersin → New York with the first offer, an offer of operations, approved, and a reservation of it.
 * `readyDate` and `validUntil` are Istanbul business days (YYYY-MM-DD). Answers the request's and the reservation's ids.
 */
export async function createAccountRecords({ origin, customerToken, operatorToken, readyDate, validUntil }) {
  const search = {
    mode: 'SEA_LCL',
    origin: 'TRMER',
    destination: 'USNYC',
    readyDate,
    orderDimensionList: [{ packageType: 'PALLET', length: 120, width: 80, height: 100, dimensionUnit: 'cm', weight: 300, weightUnit: 'kg', count: 2 }],
  };
  const { offers } = await call(origin, '/api/Freight/Search', customerToken, search);
  const request = await call(origin, '/api/Demand/Create', customerToken, { search, tariffId: offers[0].tariffId });
  const quoted = await call(origin, '/api/Demand/Quote', operatorToken, {
    id: request.id,
    offers: [{ carrier: 'MSC', transitDays: 18, validUntil, currency: 'USD', lines: [{ code: 'freight', amount: 98_000 }, { code: 'documentation', amount: 4_500 }], freeDays: 10 }],
  });
  await call(origin, '/api/Demand/Approve', customerToken, { id: request.id, offerId: quoted.offers[0].id });
  const reservation = await call(origin, '/api/Reservation/Create', customerToken, { requestId: request.id });
  return { requestId: request.id, reservationId: reservation.id };
}
