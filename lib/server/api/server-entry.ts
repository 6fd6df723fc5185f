/**
 * What scripts/server.mjs takes from the bundle scripts/build-api.mjs makes: the API's route table, the payment
 * configuration's check, and the database's start step, which it runs before it takes its first request.
 */
export { answerApiRequest, findApiRoute, isApiPath, isInternalApiPath } from './route-table';
export { assertPaymentConfig } from '../payments/payment-config';
export { startDatabase } from '../db/start';
