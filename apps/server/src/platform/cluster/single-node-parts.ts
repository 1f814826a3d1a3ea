import fs from 'node:fs';
import path from 'node:path';

/** What a node tells its peers about itself. */
export interface NodeTraits {
  /** Parts that keep state in the process and so cannot run beside another node. */
  singleNodeParts: string[];
  /** The embedded file store's directory ('' on S3). */
  filesDir: string;
  /** Leaves a mark of this node in the embedded store, so peers can tell whether they share it. */
  markFilesDir?: (nodeId: string) => Promise<void>;
}

/** A live peer, as its row says. */
export interface Peer {
  id: string;
  host: string;
  pid: number;
  singleNodeParts: string[];
  filesDir: string;
}

const MARKS = '.cluster-nodes';

/** The traits of a node from its telephony and storage settings. */
export function nodeTraits(options: { telephony: 'sim' | 'sip'; filesDir: string | null }): NodeTraits {
  const parts = options.telephony === 'sim' ? ['the simulated telephone exchange (TELEPHONY=sim)'] : [];
  const filesDir = options.filesDir ?? '';
  return {
    singleNodeParts: parts,
    filesDir,
    markFilesDir: options.filesDir
      ? async (nodeId) => {
          await fs.promises.mkdir(path.join(filesDir, MARKS), { recursive: true });
          await fs.promises.writeFile(path.join(filesDir, MARKS, nodeId), new Date().toISOString());
        }
      : undefined,
  };
}

/**
 * Throws, naming what to configure, when this node cannot run beside its live peers: a part
 * that keeps its state in one process (on either side), or files that the other node cannot read.
 */
export function assertSafeBeside(self: NodeTraits, peers: Peer[]): void {
  for (const peer of peers) {
    const where = `another node (${peer.host}, pid ${peer.pid}) is running on this database`;
    const parts = [...new Set([...self.singleNodeParts, ...peer.singleNodeParts])];
    if (parts.length > 0) {
      throw new Error(
        `Cannot join: ${where}, and ${parts.join(', ')} works on one node only. ` +
          'For several nodes configure a SIP exchange on every node: TELEPHONY=sip, SIP_WS_URL, PBX_ID and PBX_SECRET (docs/operations.md).',
      );
    }
    const selfOnS3 = self.filesDir === '';
    const peerOnS3 = peer.filesDir === '';
    const shared = selfOnS3 && peerOnS3 ? true : !selfOnS3 && !peerOnS3 && fs.existsSync(path.join(self.filesDir, MARKS, peer.id));
    if (!shared) {
      throw new Error(
        `Cannot join: ${where}, and the two do not share their files (${self.filesDir || 'S3'} here, ${peer.filesDir || 'S3'} there). ` +
          'Configure the same S3_* variables on every node, or FILES_DIR on a volume every node mounts.',
      );
    }
  }
}
