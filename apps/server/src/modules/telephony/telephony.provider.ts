import type { AppContext } from '../../platform/context.js';
import { SimExchange, type SimTimings } from './sim-exchange.js';
import { loadTelephonyConfig, type TelephonyConfig } from './telephony.config.js';

/** Where the browser softphone reaches the exchange (seatInfoConfig of /api/user/info). */
export interface TelephonyEndpoints {
  /** 'sim' for the simulated exchange, a sip: URI of the registrar for SIP. */
  serverUrl: string;
  /** The SIP WebSocket; '' for the simulated exchange, which speaks over our own /ws. */
  wsUrl: string;
  stunServers: string[];
}

/**
 * The telephony provider (D8). The simulated exchange runs inside the server: the server takes
 * the seats' commands and places calls. With SIP the browser talks to the exchange itself
 * (SIP.js over WebSocket) and the server only receives call detail records on the webhook, so
 * `exchange` is null. Both record calls through the same ingestion code.
 */
export interface TelephonyProvider {
  readonly kind: 'sim' | 'sip';
  endpoints(): TelephonyEndpoints;
  readonly exchange: SimExchange | null;
  readonly config: TelephonyConfig;
  stop(): void;
}

/** Builds the provider the configuration names. */
export function createTelephony(ctx: AppContext, config: TelephonyConfig, timings?: Partial<SimTimings>): TelephonyProvider {
  if (config.kind === 'sip') {
    return {
      kind: 'sip',
      exchange: null,
      config,
      endpoints: () => ({ serverUrl: `sip:${config.sipDomain}`, wsUrl: config.sipWsUrl, stunServers: config.stunServers }),
      stop: () => {},
    };
  }
  const exchange = new SimExchange(ctx, timings);
  return {
    kind: 'sim',
    exchange,
    config,
    endpoints: () => ({ serverUrl: 'sim', wsUrl: '', stunServers: [] }),
    stop: () => exchange.stop(),
  };
}

/** The provider TELEPHONY / SIP_WS_URL / SIP_DOMAIN name (providers.ts makes one per app). */
export function telephonyFromEnv(ctx: AppContext): TelephonyProvider {
  return createTelephony(ctx, loadTelephonyConfig(process.env, ctx.config.demo));
}

/** The telephony provider of an app: ctx.telephony (kept for the dashboard module, which reads it so). */
export function telephonyOf(ctx: AppContext): TelephonyProvider {
  return ctx.telephony;
}

/** Replaces the provider of an app, stopping the one it had (tests: SIP mode, fast simulated timings). */
export function installTelephony(ctx: AppContext, provider: TelephonyProvider) {
  ctx.telephony.stop();
  ctx.telephony = provider;
}
