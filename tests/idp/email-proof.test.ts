import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../idp/db.mjs';
import { createDirectory } from '../../idp/directory.mjs';
import { CODE_ATTEMPTS, createEmailProof, newCode } from '../../idp/email-proof.mjs';

type Database = Awaited<ReturnType<typeof openDatabase>>;
let db: Database;
let dataDir: string;
let proof: ReturnType<typeof createEmailProof>;

const person = { email: 'Deniz.Kaya@Example.com', firstName: ' Deniz ', lastName: 'Kaya', password: 'Guvenli#Sifre42' };
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'navlun-email-proof-'));
  db = await openDatabase({ dataDir });
  proof = createEmailProof(db);
});
afterAll(async () => {
  await db.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** The sign-up's mailed code (idp/email-proof.mjs), the store the provider's verify step reads. */
describe('sign-up email proof', () => {
  it('makes six-digit codes, leading zeros kept', () => {
    for (let index = 0; index < 200; index += 1) expect(newCode()).toMatch(/^\d{6}$/);
  });

  it('hands the sign-up back once for the right code, with the address lower-cased and the password hashed', async () => {
    const code = await proof.start('uid-right', person);
    expect(await proof.pendingEmail('uid-right')).toBe('deniz.kaya@example.com');
    const checked = await proof.check('uid-right', code);
    expect(checked.status).toBe('proven');
    if (checked.status !== 'proven') return;
    expect(checked.signUp).toMatchObject({ email: 'deniz.kaya@example.com', firstName: 'Deniz', lastName: 'Kaya' });
    expect(checked.signUp.passwordHash).not.toContain(person.password);
    expect(await proof.check('uid-right', code)).toEqual({ status: 'spent' });
    expect(await proof.pendingEmail('uid-right')).toBeUndefined();
  });

  it(`counts wrong codes: ${CODE_ATTEMPTS} tries, after which even the right code is refused`, async () => {
    const code = await proof.start('uid-tries', person);
    for (let left = CODE_ATTEMPTS - 1; left >= 1; left -= 1) expect(await proof.check('uid-tries', otherThan(code))).toEqual({ status: 'wrong', attemptsLeft: left });
    expect(await proof.check('uid-tries', otherThan(code))).toEqual({ status: 'spent' });
    expect(await proof.check('uid-tries', code)).toEqual({ status: 'spent' });
    expect(await proof.pendingEmail('uid-tries')).toBeUndefined();
  });

  it('refuses a code after its ten minutes', async () => {
    const code = await proof.start('uid-late', person);
    await db.query(`UPDATE idp.signup_codes SET expires_at = now() - interval '1 second' WHERE interaction_uid = 'uid-late'`);
    expect(await proof.check('uid-late', code)).toEqual({ status: 'spent' });
  });

  it('a new code replaces the old one and gives the tries back', async () => {
    const first = await proof.start('uid-renew', person);
    expect((await proof.check('uid-renew', otherThan(first))).status).toBe('wrong');
    const renewed = await proof.renew('uid-renew');
    expect(renewed).toMatchObject({ email: 'deniz.kaya@example.com', firstName: 'Deniz' });
    if (renewed!.code !== first) expect((await proof.check('uid-renew', first)).status).toBe('wrong');
    expect((await proof.check('uid-renew', renewed!.code)).status).toBe('proven');
    expect(await proof.renew('uid-unknown')).toBeUndefined();
  });

  it('refuses anything but six digits without matching it', async () => {
    const code = await proof.start('uid-format', person);
    expect(await proof.check('uid-format', `${code} `)).toMatchObject({ status: 'wrong' });
    expect(await proof.check('uid-format', "' OR 1=1 --")).toMatchObject({ status: 'wrong' });
  });

  it('an account made from a proven sign-up, or whose password was reset through the mailed link, has a proven address', async () => {
    const directory = createDirectory(db);
    const unproven = await directory.createUser({ email: 'unproven@example.com', firstName: 'A', lastName: 'B', password: 'Guvenli#Sifre42' });
    expect(unproven.emailVerified).toBe(false);
    const token = await directory.createPasswordReset(unproven.id);
    expect((await directory.resetPassword(token, 'Yeni#Sifre4242'))?.emailVerified).toBe(true);
    const code = await proof.start('uid-account', { ...person, email: 'proven@example.com' });
    const checked = await proof.check('uid-account', code);
    if (checked.status !== 'proven') throw new Error('not proven');
    const user = await directory.createUser({ ...checked.signUp, emailVerified: true });
    expect(user).toMatchObject({ email: 'proven@example.com', emailVerified: true });
    expect(await directory.authenticate('proven@example.com', person.password)).toMatchObject({ id: user.id });
  });
});
