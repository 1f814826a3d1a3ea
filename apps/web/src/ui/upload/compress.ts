import { IMAGE_COMPRESS_THRESHOLD } from '@certdesk/contract';

/** Raster images the canvas can re-encode; SVG and GIF are uploaded as they are. */
const COMPRESSIBLE = ['image/jpeg', 'image/png', 'image/bmp', 'image/webp'];

/** Loads a blob as an image element. */
export function loadImage(blob: Blob): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(blob);
    const img = new Image();
    img.onload = () => {
      URL.revokeObjectURL(url);
      resolve(img);
    };
    img.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('图片无法读取'));
    };
    img.src = url;
  });
}

/** Draws an image on a canvas turned by `degrees` (a multiple of 90) and encodes it as JPEG. */
export async function renderRotated(source: HTMLImageElement, degrees: number, quality = 0.92): Promise<Blob> {
  const turn = ((degrees % 360) + 360) % 360;
  const sideways = turn === 90 || turn === 270;
  const canvas = document.createElement('canvas');
  canvas.width = sideways ? source.naturalHeight : source.naturalWidth;
  canvas.height = sideways ? source.naturalWidth : source.naturalHeight;
  const g = canvas.getContext('2d');
  if (!g) throw new Error('浏览器不支持图片处理');
  g.fillStyle = '#fff';
  g.fillRect(0, 0, canvas.width, canvas.height);
  g.translate(canvas.width / 2, canvas.height / 2);
  g.rotate((turn * Math.PI) / 180);
  g.drawImage(source, -source.naturalWidth / 2, -source.naturalHeight / 2);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('图片编码失败'))), 'image/jpeg', quality),
  );
}

/**
 * Images over 1 MB are compressed to about 1024 KB (02 §5): re-encoded as JPEG at quality 0.5,
 * scaled down further while still too large. Others come back unchanged.
 */
export async function compressImage(file: Blob): Promise<Blob> {
  if (file.size <= IMAGE_COMPRESS_THRESHOLD || !COMPRESSIBLE.includes(file.type)) return file;
  const img = await loadImage(file);
  let scale = 1;
  for (let attempt = 0; attempt < 5; attempt++) {
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(img.naturalWidth * scale));
    canvas.height = Math.max(1, Math.round(img.naturalHeight * scale));
    const g = canvas.getContext('2d');
    if (!g) return file;
    g.fillStyle = '#fff';
    g.fillRect(0, 0, canvas.width, canvas.height);
    g.drawImage(img, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.5));
    if (!blob) return file;
    if (blob.size <= IMAGE_COMPRESS_THRESHOLD) return blob;
    scale *= Math.sqrt(IMAGE_COMPRESS_THRESHOLD / blob.size) * 0.95;
  }
  return file;
}
