/** Avatar side in pixels (02 §9). */
export const AVATAR_SIZE = 300;

/** How the picture sits in the square frame: scale and offset of its top-left corner, in frame pixels. */
export interface CropView {
  scale: number;
  x: number;
  y: number;
}

/** The starting view: the picture covers the frame, centred. */
export function coverView(width: number, height: number, frame = AVATAR_SIZE): CropView {
  const scale = Math.max(frame / width, frame / height);
  return { scale, x: (frame - width * scale) / 2, y: (frame - height * scale) / 2 };
}

/** Keeps the frame covered by the picture after a move or zoom. */
export function clampView(v: CropView, width: number, height: number, frame = AVATAR_SIZE): CropView {
  const scale = Math.max(v.scale, frame / width, frame / height);
  const minX = frame - width * scale;
  const minY = frame - height * scale;
  return { scale, x: Math.min(0, Math.max(minX, v.x)), y: Math.min(0, Math.max(minY, v.y)) };
}

/** Draws the framed part of the picture onto a 300×300 canvas and encodes it as a PNG file for the upload helper. */
export function cropToPng(image: HTMLImageElement, v: CropView, frame = AVATAR_SIZE): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = AVATAR_SIZE;
  canvas.height = AVATAR_SIZE;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('canvas unavailable');
  const k = AVATAR_SIZE / frame;
  ctx.drawImage(image, v.x * k, v.y * k, image.naturalWidth * v.scale * k, image.naturalHeight * v.scale * k);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(new File([blob], 'avatar.png', { type: 'image/png' })) : reject(new Error('canvas encode failed'))),
      'image/png',
    ),
  );
}
