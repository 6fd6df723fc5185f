/**
 * What scripts/server.mjs takes from the bundle scripts/build-api.mjs makes: the API's route table, the payment
 * configuration's check, the database's start step, which it runs before it takes its first request (and alone, then
 * closing the database, with `--prepare`), and the full page loads of the account screens (their shells filled with
 * the viewer's data).
 */
export { answerApiRequest, findApiRoute, isApiPath, isInternalApiPath } from './route-table';
export { assertPaymentConfig } from '../payments/payment-config';
export { startDatabase } from '../db/start';
export { closeDb } from '../db/client';
export { accountScreenAt, answerAccountScreenPage, prerenderedShells } from '../account/screen-page';
