import { useRef } from 'react';

/** A white margin around the code in the PNG, so scanners find its edge on any background. */
const PNG_MARGIN = 8;

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The QR code could not be drawn.'));
    image.src = src;
  });
}

/** The height of the printed short code under the code on the bag label. */
const CAPTION_HEIGHT = 22;

/**
 * Draws the rendered SVG code onto a canvas and saves it as `fileName` (PNG), the bean's short code printed under it
 * when it has one (the bag label, behaviour §10-4.3).
 */
export async function downloadSvgAsPng(
  svg: SVGSVGElement,
  size: number,
  fileName: string,
  caption?: string,
): Promise<void> {
  const markup = new XMLSerializer().serializeToString(svg);
  const svgUrl = URL.createObjectURL(new Blob([markup], { type: 'image/svg+xml' }));
  try {
    const image = await loadImage(svgUrl);
    const canvas = document.createElement('canvas');
    canvas.width = size + PNG_MARGIN * 2;
    canvas.height = size + PNG_MARGIN * 2 + (caption ? CAPTION_HEIGHT : 0);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('Canvas is not available.');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(image, PNG_MARGIN, PNG_MARGIN, size, size);
    if (caption) {
      context.fillStyle = '#000000';
      context.font = 'bold 16px monospace';
      context.textAlign = 'center';
      context.textBaseline = 'middle';
      context.fillText(caption, canvas.width / 2, size + PNG_MARGIN + CAPTION_HEIGHT / 2);
    }
    const link = document.createElement('a');
    link.href = canvas.toDataURL('image/png');
    link.download = fileName;
    link.click();
  } finally {
    URL.revokeObjectURL(svgUrl);
  }
}

/** `QR_{last path segment}.png`: the serial for the public links. */
export function qrFileName(value: string): string {
  const last = value.split(/[?#]/)[0]!.split('/').filter(Boolean).pop() ?? 'code';
  return `QR_${decodeURIComponent(last).replace(/[^\w.-]+/g, '_')}.png`;
}

export function useQrCodeDownload(size: number, value: string | null | undefined, fileName?: string, caption?: string) {
  const svgRef = useRef<SVGSVGElement>(null);
  const download = () => {
    if (!svgRef.current || !value) return Promise.resolve();
    return downloadSvgAsPng(svgRef.current, size, fileName ?? qrFileName(value), caption);
  };
  return { svgRef, download };
}
