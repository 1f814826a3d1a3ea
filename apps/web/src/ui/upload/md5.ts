import SparkMD5 from 'spark-md5';

/**
 * MD5 of a file's bytes, for de-duplicating datum files (the attachment's md5 field). Browsers'
 * SubtleCrypto has no MD5; spark-md5 hashes incrementally, so a large file is read a slice at a
 * time instead of whole. (hash-wasm would be faster, but our page's CSP, script-src 'self'
 * without 'wasm-unsafe-eval', does not let WebAssembly compile.)
 */
export async function md5OfBlob(blob: Blob, chunkBytes = 4 * 1024 * 1024): Promise<string> {
  const hasher = new SparkMD5.ArrayBuffer();
  for (let offset = 0; offset < blob.size; offset += chunkBytes) {
    hasher.append(await blob.slice(offset, offset + chunkBytes).arrayBuffer());
  }
  return hasher.end();
}
