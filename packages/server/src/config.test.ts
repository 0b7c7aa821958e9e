import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

/** The environment is outside input too: a wrong value stops the start with its name, never a guess. */
describe('configuration from the environment', () => {
  it('schedules the alert job unless ALERT_JOB turns it off', () => {
    expect(loadConfig({}).alertJob).toBe(true);
    for (const off of ['off', 'false', '0', 'NO']) expect(loadConfig({ ALERT_JOB: off }).alertJob, off).toBe(false);
    expect(loadConfig({ ALERT_JOB: 'on' }).alertJob).toBe(true);
    expect(() => loadConfig({ ALERT_JOB: 'sometimes' })).toThrow(/ALERT_JOB must be true or false, got "sometimes"/);
  });

  it('refuses numbers that are not whole or below their minimum, naming the variable', () => {
    expect(loadConfig({ TERMINAL_TIMEOUT: '60' }).terminal.timeoutSeconds).toBe(60);
    expect(() => loadConfig({ TERMINAL_TIMEOUT: '0' })).toThrow(/TERMINAL_TIMEOUT must be an integer of at least 1/);
    expect(() => loadConfig({ PORT: '80.5' })).toThrow(/PORT must be an integer/);
    expect(() => loadConfig({ ADMIN_TOKEN_TTL: '59' })).toThrow(/ADMIN_TOKEN_TTL must be an integer of at least 60/);
  });

  it('refuses a first password the password rule would refuse', () => {
    expect(loadConfig({ ADMIN_PASSWORD: 'Harbour_2026' }).adminPassword).toBe('Harbour_2026');
    expect(() => loadConfig({ ADMIN_PASSWORD: 'short' })).toThrow(/ADMIN_PASSWORD must be 6 to 32 characters/);
    expect(() => loadConfig({ ADMIN_PASSWORD: 'Harbour<2026' })).toThrow(/ADMIN_PASSWORD/);
  });

  it('reads an empty variable as unset', () => {
    const config = loadConfig({ PORT: '', ALERT_JOB: '', DATABASE_URL: '', REDIS_URL: '' });
    expect(config.port).toBe(8000);
    expect(config.alertJob).toBe(true);
    expect(config.databaseUrl).toBeNull();
    expect(config.redisUrl).toBeNull();
  });

  it('takes REDIS_URL only as a redis:// or rediss:// URL, without echoing it (it may hold a password)', () => {
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379/2' }).redisUrl).toBe('redis://127.0.0.1:6379/2');
    expect(loadConfig({ REDIS_URL: 'rediss://:secret@cache.example:6380' }).redisUrl).toBe('rediss://:secret@cache.example:6380');
    for (const bad of ['127.0.0.1:6379', 'http://:hunter2@cache:6379', 'not a url']) {
      expect(() => loadConfig({ REDIS_URL: bad }), bad).toThrow(/^REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL$/);
    }
  });

  it('takes the module signing key and trusted keys as Ed25519 PEM, without echoing a private key', () => {
    const own = generateKeyPairSync('ed25519');
    const other = generateKeyPairSync('ed25519');
    const third = generateKeyPairSync('ed25519');
    const privatePem = own.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const trusted = [other, third].map((pair) => pair.publicKey.export({ type: 'spki', format: 'pem' }).toString());
    const config = loadConfig({ MODULE_SIGNING_KEY: privatePem, MODULE_TRUSTED_KEYS: trusted.join('') });
    expect(config.modules.signingKey).toBe(privatePem);
    expect(config.modules.trustedKeys).toEqual(trusted);
    expect(loadConfig({}).modules).toEqual({ signingKey: null, trustedKeys: [] });

    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    for (const bad of [rsa, 'not a key', privatePem.replace('MC4CAQ', 'XX4CAQ')]) {
      let message = '';
      try {
        loadConfig({ MODULE_SIGNING_KEY: bad });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toBe('MODULE_SIGNING_KEY must be an Ed25519 private key in PEM');
    }
    expect(() => loadConfig({ MODULE_TRUSTED_KEYS: `${trusted[0]}garbage` })).toThrow(/^MODULE_TRUSTED_KEYS must hold Ed25519 public keys in PEM, one after another$/);
  });
});
