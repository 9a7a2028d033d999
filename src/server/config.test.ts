import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, SETTING_NAMES } from './config.js';

describe('config', () => {
  const dataDir = () => mkdtempSync(path.join(tmpdir(), 'campus-config-'));

  it('has every setting it reads listed in .env.example, and none there that it does not read', () => {
    const listed = [...readFileSync('.env.example', 'utf8').matchAll(/^([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]);
    expect([...listed].sort()).toEqual([...SETTING_NAMES].sort());
  });

  it('runs locally with no settings at all', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.seedDemo).toBe(true);
    expect(config.demoPassword).toBe('demo1234');
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('binds passkeys to the host and origin of PUBLIC_URL unless told otherwise, and refuses malformed values', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).webauthn).toMatchObject({ rpId: 'localhost', origins: ['http://localhost:3000'] });
    expect(loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: 'https://campus.example.edu/' }).webauthn).toMatchObject({
      rpId: 'campus.example.edu',
      origins: ['https://campus.example.edu'],
    });
    const both = loadConfig({
      DATA_DIR: dataDir(),
      PUBLIC_URL: 'https://www.campus.example.edu',
      WEBAUTHN_RP_ID: 'Campus.Example.edu',
      WEBAUTHN_ORIGINS: 'https://www.campus.example.edu, https://app.campus.example.edu',
    });
    expect(both.webauthn).toMatchObject({
      rpId: 'campus.example.edu',
      origins: ['https://www.campus.example.edu', 'https://app.campus.example.edu'],
    });
    expect(() => loadConfig({ DATA_DIR: dataDir(), WEBAUTHN_RP_ID: 'https://campus.example.edu' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), WEBAUTHN_ORIGINS: 'campus.example.edu' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), WEBAUTHN_ORIGINS: 'https://campus.example.edu/login' })).toThrow(ConfigError);
  });

  it('listens on loopback by default and refuses to publish the demo accounts on another address unless asked', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).host).toBe('127.0.0.1');
    expect(() => loadConfig({ DATA_DIR: dataDir(), HOST: '0.0.0.0' })).toThrow(/DEMO_ALLOW_PUBLIC=true/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), HOST: '192.168.1.20', SEED_DEMO: 'true' })).toThrow(ConfigError);
    expect(loadConfig({ DATA_DIR: dataDir(), HOST: '0.0.0.0', DEMO_ALLOW_PUBLIC: 'true' }).host).toBe('0.0.0.0');
    expect(loadConfig({ DATA_DIR: dataDir(), HOST: '0.0.0.0', SEED_DEMO: 'false' }).host).toBe('0.0.0.0');
    expect(loadConfig({ DATA_DIR: dataDir(), HOST: '::1' }).host).toBe('::1');
    expect(loadConfig({ DATA_DIR: dataDir(), HOST: 'localhost' }).host).toBe('localhost');
  });

  it('generates a JWT secret once and keeps it in DATA_DIR', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8')).toBe(first);
  });

  it('treats empty variables as unset', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: '', PUBLIC_URL: '', SEED_DEMO: '' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.seedDemo).toBe(true);
  });

  it('names each wrong variable', () => {
    const attempt = () => loadConfig({ DATA_DIR: dataDir(), PORT: 'eighty', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT/);
    expect(attempt).toThrow(/DATABASE_URL/);
    expect(attempt).toThrow(/JWT_SECRET: JWT_SECRET must be at least 32 characters long/);
  });

  it('refuses half an S3 or operator configuration', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), S3_BUCKET: 'uploads' })).toThrow(/S3_/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ADMIN_EMAIL: 'ops@example.com' })).toThrow(/ADMIN_EMAIL and ADMIN_PASSWORD/);
  });

  it('reads a proxy hop count, SEED_DEMO=false and ICE servers', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      TRUST_PROXY: '1',
      SEED_DEMO: 'false',
      ICE_SERVERS: '[{"urls":"turn:turn.example.com","username":"u","credential":"c"}]',
    });
    expect(config.trustProxy).toBe(1);
    expect(config.seedDemo).toBe(false);
    expect(config.iceServers).toEqual([{ urls: 'turn:turn.example.com', username: 'u', credential: 'c' }]);
  });
});
