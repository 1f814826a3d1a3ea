// Object storage (D15): import from here.
export { createStorage } from './create-storage.js';
export { FILES_PATH, keyOfLink, type LinkScope } from './file-links.js';
export { LocalStorage } from './local-storage.js';
export { type S3Settings, S3Storage } from './s3-storage.js';
export {
  generatedKey,
  LINK_TTL_MS,
  type ObjectStorage,
  POLICY_TTL_MS,
  type PolicyRequest,
  PURPOSES,
  type UploadPurpose,
  type UploadSignature,
} from './storage.js';
