import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ToastHost } from '../app/toast-host.tsx';
import { showToast } from './toast.ts';

describe('lazy toasts', () => {
  it('loads the container on the first toast and shows the message', async () => {
    render(<ToastHost />);
    await showToast('success', 'Produk berhasil ditambahkan ke keranjang!');
    expect(await screen.findByText('Produk berhasil ditambahkan ke keranjang!')).toBeInTheDocument();
  });

  it('sit at the bottom (clear of logo, bell, search and dialog headers), at most 3, each once, with a 44 px close', async () => {
    const { container } = render(<ToastHost />);
    for (const n of [1, 2, 3, 4, 5]) await showToast('info', `Pesan ${n}`);
    await showToast('info', 'Pesan 5');
    expect(await screen.findByText('Pesan 3')).toBeInTheDocument();
    expect(container.ownerDocument.querySelector('.Toastify__toast-container--bottom-center')).not.toBeNull();
    expect(screen.getAllByText(/^Pesan \d$/)).toHaveLength(3);
    const closes = screen.getAllByRole('button', { name: 'Tutup notifikasi' });
    expect(closes).toHaveLength(3);
    expect(closes[0]).toHaveClass('size-11');
  });
});
