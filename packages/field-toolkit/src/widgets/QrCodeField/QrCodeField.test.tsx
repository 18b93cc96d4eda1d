import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expectSkeletonOnly, renderWithProviders } from '../../testing';
import { QrCodeField } from './QrCodeField';
import { qrFileName } from './useQrCodeField';

const link = 'https://coffee.test/en/info/beannote/beaninfo/0b6f3c1e-8f0a';

/** jsdom draws nothing: images load at once, the canvas records what is drawn, anchors record their clicks. */
function stubDrawing() {
  const drawn: unknown[][] = [];
  const clicks: Array<{ href: string; download: string }> = [];
  const restore: Array<() => void> = [];
  const stub = <T extends object, K extends keyof T>(target: T, key: K, value: T[K]) => {
    const had = Object.getOwnPropertyDescriptor(target, key);
    Object.defineProperty(target, key, { configurable: true, writable: true, value });
    restore.push(() => (had ? Object.defineProperty(target, key, had) : delete (target as Record<K, unknown>)[key]));
  };
  stub(URL, 'createObjectURL', () => 'blob:qr');
  stub(URL, 'revokeObjectURL', () => undefined);
  stub(
    globalThis,
    'Image',
    class {
      onload: (() => void) | null = null;
      set src(_value: string) {
        setTimeout(() => this.onload?.());
      }
    } as unknown as typeof Image,
  );
  const texts: unknown[][] = [];
  const context = {
    fillStyle: '',
    fillRect: () => undefined,
    drawImage: (...args: unknown[]) => drawn.push(args),
    fillText: (...args: unknown[]) => texts.push(args),
  };
  stub(HTMLCanvasElement.prototype, 'getContext', (() => context) as unknown as HTMLCanvasElement['getContext']);
  stub(HTMLCanvasElement.prototype, 'toDataURL', () => 'data:image/png;base64,AAAA');
  stub(HTMLAnchorElement.prototype, 'click', function (this: HTMLAnchorElement) {
    clicks.push({ href: this.href, download: this.download });
  });
  return { drawn, texts, clicks, restore: () => restore.reverse().forEach((undo) => undo()) };
}

describe('QrCodeField', () => {
  it('draws a 120 px code of the public link and shows the link as text in view mode', () => {
    renderWithProviders(<QrCodeField name="blending_uuid_str" label="Blend QR" mode="view" value={link} />);
    const code = screen.getByRole('img', { name: `QR code for ${link}` });
    expect(code).toHaveAttribute('width', '120');
    expect(code.querySelectorAll('path').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', link);
  });

  it('downloads the code as a PNG named after the serial', async () => {
    const drawing = stubDrawing();
    try {
      renderWithProviders(<QrCodeField name="blending_uuid_str" label="Blend QR" mode="edit" value={link} />);
      fireEvent.click(screen.getByRole('button', { name: 'Download the QR code (PNG)' }));
      await waitFor(() => expect(drawing.clicks).toHaveLength(1));
      expect(drawing.clicks[0]).toEqual({ href: 'data:image/png;base64,AAAA', download: 'QR_0b6f3c1e-8f0a.png' });
      expect(drawing.drawn[0]?.slice(1)).toEqual([8, 8, 120, 120]);
    } finally {
      drawing.restore();
    }
  });

  it('prints the bean’s short code beside the code and under it on the bag label (behaviour §10-4.3)', async () => {
    const drawing = stubDrawing();
    try {
      renderWithProviders(
        <QrCodeField name="coffeebean_uuid_str" label="Bean QR" mode="view" value={link} shortCode="7WN9R7KV" />,
      );
      expect(screen.getByText('7WN9-R7KV')).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Download the QR code (PNG)' }));
      await waitFor(() => expect(drawing.clicks).toHaveLength(1));
      expect(drawing.texts[0]?.[0]).toBe('7WN9-R7KV');
    } finally {
      drawing.restore();
    }
  });

  it('shows a dash and no code, link or download before a serial exists', () => {
    renderWithProviders(<QrCodeField name="blending_uuid_str" label="Blend QR" mode="edit" value="" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('-')).toBeInTheDocument();
  });

  it('shows a skeleton while loading', () => {
    renderWithProviders(<QrCodeField name="blending_uuid_str" label="Blend QR" mode="skeleton" value={link} />);
    expectSkeletonOnly('Blend QR');
  });

  it('names the PNG after the last path segment, without the query', () => {
    expect(qrFileName('/user/link/cafesignup/ab%20c?x=1')).toBe('QR_ab_c.png');
  });
});
