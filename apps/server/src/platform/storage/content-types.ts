/** Content type of a stored file, from its suffix (the embedded store keeps no metadata). */
const BY_SUFFIX: Record<string, string> = {
  png: 'image/png',
  gif: 'image/gif',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  svg: 'image/svg+xml',
  bmp: 'image/bmp',
  webp: 'image/webp',
  mp4: 'video/mp4',
  avi: 'video/x-msvideo',
  mov: 'video/quicktime',
  wmv: 'video/x-ms-wmv',
  m4v: 'video/x-m4v',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  webm: 'audio/webm',
  pdf: 'application/pdf',
  txt: 'text/plain',
  html: 'text/html',
  eml: 'message/rfc822',
};

/** The MIME type for a key's suffix, application/octet-stream when unknown. */
export function contentTypeOf(key: string): string {
  const suffix = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return BY_SUFFIX[suffix] ?? 'application/octet-stream';
}
