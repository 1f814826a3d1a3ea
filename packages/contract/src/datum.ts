/** Datum (evidence) file rules shared by the upload screen and the server (02 §5, §9). */

/** Suffixes a datum file may have. */
export const DATUM_SUFFIXES = ['png', 'gif', 'jpg', 'jpeg', 'svg', 'mp4', 'avi', 'mov', 'wmv', 'm4v'] as const;
/** Suffixes shown as videos; anything else is shown as an image. */
export const VIDEO_SUFFIXES = ['mp4', 'avi', 'wmv', 'm4v', 'mov'] as const;
/** Refusal of a file of another type. */
export const DATUM_TYPE_MESSAGE = '上传的文件只能是PNG、GIF、JPG、JPEG、SVG或视频格式!';
/** Images larger than this are compressed in the browser to about this size (1 MB). */
export const IMAGE_COMPRESS_THRESHOLD = 1024 * 1024;
/** Attachment type of a file uploaded by a certifier. */
export const ATTACH_TYPE_UPLOAD = 200;
/** Attachment types of degree OCR pictures: 103 online report code, 104 degree certificate. */
export const ATTACH_TYPE_REPORT_CODE = 103;
export const ATTACH_TYPE_DEGREE = 104;

/** Lower-case suffix of a file name or URL (query and fragment ignored), '' when none. */
export function fileSuffix(nameOrUrl: string): string {
  const bare = nameOrUrl.split(/[?#]/)[0] ?? '';
  const dot = bare.lastIndexOf('.');
  return dot < 0 || dot < bare.lastIndexOf('/') ? '' : bare.slice(dot + 1).toLowerCase();
}

/** True when the name or URL has a video suffix. */
export function isVideoFile(nameOrUrl: string): boolean {
  return (VIDEO_SUFFIXES as readonly string[]).includes(fileSuffix(nameOrUrl));
}

/** True when the name has an allowed datum suffix. */
export function isDatumFile(name: string): boolean {
  return (DATUM_SUFFIXES as readonly string[]).includes(fileSuffix(name));
}
