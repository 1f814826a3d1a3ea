// Upload to object storage (D15).
export { compressImage, loadImage, renderRotated } from './compress';
export { md5OfBlob } from './md5';
export { randomName, type UploadedFile, type UploadPurpose, uploadFile } from './upload-file';
