import { loadTelephonyConfig } from './modules/telephony/telephony.config.js';
import { NodeMembership } from './platform/cluster/membership.js';
import { nodeTraits } from './platform/cluster/single-node-parts.js';
import type { AppContext } from './platform/context.js';
import { localFilesDirOf } from './platform/storage/create-storage.js';

/**
 * Joins the nodes sharing this database, telling them what this node keeps in its own process
 * (the simulated exchange) and where its files are; throws when it cannot run beside them.
 */
export async function joinCluster(ctx: AppContext, env: NodeJS.ProcessEnv = process.env): Promise<NodeMembership> {
  const telephony = loadTelephonyConfig(env).kind;
  const filesDir = env.S3_ENDPOINT ? null : localFilesDirOf(env, ctx.config.dataDir);
  const membership = new NodeMembership(ctx.db, nodeTraits({ telephony, filesDir }), ctx.log);
  await membership.join();
  return membership;
}
