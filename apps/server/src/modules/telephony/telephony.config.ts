import { z } from 'zod';

const envSchema = z.object({
  TELEPHONY: z.enum(['sim', 'sip'], { error: 'TELEPHONY must be sim or sip' }).default('sim'),
  SIP_WS_URL: z
    .string()
    .regex(/^wss?:\/\//, 'SIP_WS_URL must start with ws:// or wss://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SIP_DOMAIN: z.string().optional(),
  /** Comma-separated stun: URLs handed to the browser for ICE. */
  SIP_STUN_SERVERS: z.string().default(''),
  /** Credentials of the exchange's signed call-record webhook (POST /open/v1/calls). */
  PBX_ID: z.string().min(1).optional(),
  PBX_SECRET: z.string().min(16, 'PBX_SECRET must be at least 16 characters').optional(),
});

/** Telephony settings (D8): the simulated exchange by default, or a SIP exchange over WebSocket. */
export interface TelephonyConfig {
  kind: 'sim' | 'sip';
  sipWsUrl: string;
  sipDomain: string;
  stunServers: string[];
  /** Webhook credentials; '' secret disables the webhook (production without PBX_SECRET). */
  pbxId: string;
  pbxSecret: string;
}

/** The demo exchange's webhook credentials (used only in demo mode). */
export const DEMO_PBX = { id: 'demo-pbx', secret: 'demo-pbx-secret' } as const;

/** Reads and validates the telephony variables; throws listing every bad one (at start-up). */
export function loadTelephonyConfig(env: NodeJS.ProcessEnv = process.env, demo = false): TelephonyConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.TELEPHONY === 'sip' && !e.SIP_WS_URL) throw new Error('Invalid configuration:\n  SIP_WS_URL: required when TELEPHONY=sip');
  const wsUrl = e.SIP_WS_URL ?? '';
  return {
    kind: e.TELEPHONY,
    sipWsUrl: wsUrl,
    sipDomain: e.SIP_DOMAIN || (wsUrl ? new URL(wsUrl.replace(/^ws/, 'http')).hostname : ''),
    stunServers: e.SIP_STUN_SERVERS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    pbxId: e.PBX_ID ?? DEMO_PBX.id,
    pbxSecret: e.PBX_SECRET ?? (demo ? DEMO_PBX.secret : ''),
  };
}
