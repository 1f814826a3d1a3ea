import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import yazl from 'yazl';

/** A zip written to a stream one entry at a time (yazl), with the reader setting the pace. */
export interface ZipWriter {
  /** The zip's bytes: the reply sends this. */
  readonly output: Readable;
  /**
   * Adds one file and resolves once the zip has taken all of it, so at most one file's bytes
   * are held at a time; false when the reader went away (stop adding).
   */
  add(path: string, bytes: Buffer, options?: { mtime?: Date; compress?: boolean }): Promise<boolean>;
  /** Writes the central directory and ends the stream. */
  end(): void;
  /** Ends the stream with an error (the download breaks off rather than looking complete). */
  fail(err: unknown): void;
}

/** Suffixes whose bytes are compressed already: stored as they are, deflating them only costs time. */
const COMPRESSED = /\.(png|jpe?g|gif|webp|mp4|m4v|mov|avi|wmv|mp3|m4a|ogg|webm|zip|pdf)$/i;

/** True when deflating a file of this name is worth it. */
export function worthCompressing(name: string): boolean {
  return !COMPRESSED.test(name);
}

/** A new streaming zip. */
export function createZipWriter(): ZipWriter {
  const zip = new yazl.ZipFile();
  const output = zip.outputStream as Readable;
  zip.on('error', (err: unknown) => output.destroy(err instanceof Error ? err : new Error(String(err))));
  return {
    output,
    async add(path, bytes, options = {}) {
      if (output.destroyed) return false;
      const input = new PassThrough();
      input.end(bytes);
      zip.addReadStream(input, path, {
        size: bytes.length,
        mtime: options.mtime ?? new Date(),
        compress: options.compress ?? worthCompressing(path),
      });
      // yazl pipes the entry into its output, so the entry ends only once the reader took it in.
      const done = new AbortController();
      const consumed = finished(input, { signal: done.signal }).then(
        () => true,
        () => false,
      );
      const closed = once(output, 'close', { signal: done.signal }).then(
        () => false,
        () => false,
      );
      const taken = await Promise.race([consumed, closed]);
      done.abort();
      return taken && !output.destroyed;
    },
    end() {
      if (!output.destroyed) zip.end();
    },
    fail(err) {
      output.destroy(err instanceof Error ? err : new Error(String(err)));
    },
  };
}
