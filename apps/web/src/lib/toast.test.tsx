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
});
