import { z } from 'zod';
import { PASSKEY_MESSAGES as P } from '../messages.js';

/*
 * Passkeys (WebAuthn), issue 36.2. The browser's side is @simplewebauthn/browser: the server sends ceremony options
 * (the JSON forms of PublicKeyCredentialCreationOptions and ...RequestOptions) and receives the credential's JSON.
 * Binary values travel in base64url. The schemas below bound every field so a forged body is refused as a 400.
 */

export const PASSKEY_NAME_MAX = 60;
/** An account's passkeys, at most: enough for every device and a spare key or two. */
export const PASSKEYS_PER_USER_MAX = 20;

const base64url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]*={0,2}$/, 'Must be base64url.');
const transportSchema = z.enum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']);
const credentialDescriptorSchema = z.object({
  id: z.string(),
  type: z.literal('public-key'),
  transports: z.array(transportSchema).optional(),
});

export const passkeyNameSchema = z.string({ error: P.nameRequired }).trim().min(1, P.nameRequired).max(PASSKEY_NAME_MAX, P.nameTooLong);

/** One of the caller's passkeys, as settings list it (never the key itself). */
export const passkeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;

/** GET /api/auth/passkeys */
export const passkeyListSchema = z.object({ passkeys: z.array(passkeySchema) });
export type PasskeyList = z.infer<typeof passkeyListSchema>;

export const passkeyParamsSchema = z.object({ id: z.string().max(100) });

/** POST /api/auth/passkeys/registration/options: PublicKeyCredentialCreationOptionsJSON. */
export const passkeyRegistrationOptionsSchema = z.object({
  challenge: z.string(),
  rp: z.object({ name: z.string(), id: z.string().optional() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.object({ alg: z.number().int(), type: z.literal('public-key') })),
  timeout: z.number().int().optional(),
  excludeCredentials: z.array(credentialDescriptorSchema).optional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: z.enum(['cross-platform', 'platform']).optional(),
      requireResidentKey: z.boolean().optional(),
      residentKey: z.enum(['discouraged', 'preferred', 'required']).optional(),
      userVerification: z.enum(['discouraged', 'preferred', 'required']).optional(),
    })
    .optional(),
  attestation: z.enum(['direct', 'enterprise', 'indirect', 'none']).optional(),
  extensions: z.object({ credProps: z.boolean().optional() }).optional(),
});
export type PasskeyRegistrationOptions = z.infer<typeof passkeyRegistrationOptionsSchema>;

/** POST /api/auth/passkeys/authentication/options: PublicKeyCredentialRequestOptionsJSON, for any passkey of this site. */
export const passkeyAuthenticationOptionsSchema = z.object({
  challenge: z.string(),
  rpId: z.string().optional(),
  timeout: z.number().int().optional(),
  allowCredentials: z.array(credentialDescriptorSchema).optional(),
  userVerification: z.enum(['discouraged', 'preferred', 'required']).optional(),
});
export type PasskeyAuthenticationOptions = z.infer<typeof passkeyAuthenticationOptionsSchema>;

/** Of the extensions' results only credProps is read (whether the passkey is discoverable); others are dropped. */
const clientExtensionResultsSchema = z.object({ credProps: z.object({ rk: z.boolean().optional() }).optional() }).default({});

/** RegistrationResponseJSON, as startRegistration() answers it. */
export const registrationCredentialSchema = z.object({
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(4000),
    attestationObject: base64url(16_000),
    authenticatorData: base64url(8000).optional(),
    transports: z.array(z.string().max(20)).max(10).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(4000).optional(),
  }),
  authenticatorAttachment: z.enum(['cross-platform', 'platform']).optional(),
  clientExtensionResults: clientExtensionResultsSchema,
});

/** AuthenticationResponseJSON, as startAuthentication() answers it. */
export const authenticationCredentialSchema = z.object({
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(4000),
    authenticatorData: base64url(8000),
    signature: base64url(2000),
    userHandle: base64url(200).optional(),
  }),
  authenticatorAttachment: z.enum(['cross-platform', 'platform']).optional(),
  clientExtensionResults: clientExtensionResultsSchema,
});

/** POST /api/auth/passkeys: the new credential and the name its owner gave it. */
export const addPasskeyRequestSchema = z.object({ name: passkeyNameSchema, credential: registrationCredentialSchema });
export type AddPasskeyRequest = z.infer<typeof addPasskeyRequestSchema>;
export const addPasskeyResponseSchema = z.object({ message: z.string(), passkey: passkeySchema });
export type AddPasskeyResponse = z.infer<typeof addPasskeyResponseSchema>;

/** PATCH /api/auth/passkeys/{id} */
export const renamePasskeyRequestSchema = z.object({ name: passkeyNameSchema });
export type RenamePasskeyRequest = z.infer<typeof renamePasskeyRequestSchema>;

/** POST /api/auth/passkeys/authentication: a signed challenge; answers a session like a password sign-in's. */
export const passkeySignInRequestSchema = z.object({
  credential: authenticationCredentialSchema,
  rememberMe: z.boolean().default(false),
});
export type PasskeySignInRequest = z.input<typeof passkeySignInRequestSchema>;
