/** Avatar side in pixels (02 §9). */
export const AVATAR_SIZE = 300;

/**
 * antd-img-crop hands over the chosen square at the picture's own resolution; the avatar is
 * stored at 300×300, so it is drawn once more at that size and encoded as a PNG file.
 */
export async function toAvatarPng(cropped: Blob): Promise<File> {
  const bitmap = await createImageBitmap(cropped);
  const canvas = document.createElement('canvas');
  canvas.width = AVATAR_SIZE;
  canvas.height = AVATAR_SIZE;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('canvas unavailable');
  ctx.drawImage(bitmap, 0, 0, AVATAR_SIZE, AVATAR_SIZE);
  bitmap.close();
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(new File([blob], 'avatar.png', { type: 'image/png' })) : reject(new Error('canvas encode failed'))),
      'image/png',
    ),
  );
}
