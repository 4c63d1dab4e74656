/**
 * Multi-step UI flows that more than one journey walks (the checkout form, my-orders tabs).
 * Every element is found by the spec's visible texts, labels and roles.
 */
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

export interface CheckoutLine {
  name: string;
  size: string;
  color: string;
}

/**
 * The product page's 'Ukuran' or 'Warna' chooser (a group of radio buttons drawn as chips). A chip
 * is picked by tapping its label, as a shopper does; a sold-out one is named '{name} Habis'.
 */
export function chooser(page: Page, legend: 'Ukuran' | 'Warna'): Locator {
  return page.getByRole('group', { name: legend, exact: true });
}

/** Picks a size and a colour on the product page and checks that both are chosen. */
export async function chooseOnProductPage(page: Page, pair: { size: string; color: string }): Promise<void> {
  for (const [legend, name] of [
    ['Ukuran', pair.size],
    ['Warna', pair.color],
  ] as const) {
    const group = chooser(page, legend);
    await group
      .locator('label')
      .filter({ has: page.getByRole('radio', { name, exact: true }) })
      .click();
    await expect(group.getByRole('radio', { name, exact: true })).toBeChecked();
  }
}

/** The line of one product on /order. */
export function checkoutLine(page: Page, name: string): Locator {
  return page
    .getByRole('region', { name: /^Produk \(\d+\)$/ })
    .getByRole('listitem')
    .filter({ has: page.getByText(name, { exact: true }) });
}

/** Picks size ('Pilih Size') and colour ('Pilih Warna') of one line on /order. */
export async function chooseSizeAndColour(page: Page, line: CheckoutLine): Promise<void> {
  const item = checkoutLine(page, line.name);
  const size = item.getByRole('combobox', { name: 'Ukuran' });
  const colour = item.getByRole('combobox', { name: 'Warna' });
  await expect(size).toBeEnabled();
  await size.selectOption({ label: line.size });
  await colour.selectOption({ label: line.color });
}

/** The city select ('Pilih Kota') on the cart or order page; options read 'City — Rp x'. */
export async function chooseCity(page: Page, city: string): Promise<void> {
  const select = page.getByRole('combobox', { name: 'Kota pengiriman' });
  await expect(select.locator('option').first()).toHaveText('Pilih Kota');
  await expect(select.locator('option', { hasText: city })).toHaveCount(1);
  const value = await select.locator('option', { hasText: city }).getAttribute('value');
  await select.selectOption(value ?? city);
}

export interface CheckoutDelivery {
  recipient: string;
  phone: string;
  /** The courier service's label on /order ('JNE YES'). */
  service?: string;
}

/**
 * JNE REG unless told otherwise: its price per kilogram is the city's flat rate, so a parcel up to
 * 1 kg costs what the specification's flat rate says.
 */
const RECIPIENT: CheckoutDelivery = { recipient: 'Penerima Uji', phone: '0812-3456-7890', service: 'JNE REG' };

/** The courier services of the chosen city on /order ('Layanan pengiriman'). */
export function serviceChoice(page: Page): Locator {
  return page.getByRole('group', { name: 'Layanan pengiriman' });
}

/** Fills the recipient and phone and picks a courier service (every demo city has some). */
export async function fillDelivery(page: Page, delivery: CheckoutDelivery = RECIPIENT): Promise<void> {
  await page.getByRole('textbox', { name: 'Nama penerima' }).fill(delivery.recipient);
  await page.getByRole('textbox', { name: 'Nomor HP penerima' }).fill(delivery.phone);
  const services = serviceChoice(page);
  await expect(services).toBeVisible();
  const radio = delivery.service
    ? services.getByRole('radio', { name: new RegExp(`^${delivery.service}`) })
    : services.getByRole('radio').first();
  await radio.check();
}

/** Fills the order summary (lines, address, recipient, phone, courier service) and presses 'Lanjut Bayar'. */
export async function submitCheckout(page: Page, lines: CheckoutLine[], address: string, delivery?: CheckoutDelivery): Promise<void> {
  for (const line of lines) await chooseSizeAndColour(page, line);
  await page.getByRole('textbox', { name: 'Alamat pengiriman' }).fill(address);
  await fillDelivery(page, delivery);
  await page.getByRole('button', { name: 'Lanjut Bayar' }).click();
}

/** A tab on /myorder ('Diproses', 'Dibayar', ..., 'Dibatalkan'); the badge holds its count. */
export function orderTab(page: Page, label: string): Locator {
  return page.getByRole('tab', { name: new RegExp(`^${label}\\s*\\d+$`) });
}

/** The card of one order on /myorder. */
export function orderCard(page: Page, orderId: number): Locator {
  return page.getByRole('tabpanel').getByRole('article', { name: `Pesanan #${orderId}` });
}

/** Opens a tab on /myorder and waits for the order's card to show in it (the list is refetched as it changes). */
export async function expectOrderInTab(page: Page, label: string, orderId: number): Promise<Locator> {
  const tab = orderTab(page, label);
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  const card = orderCard(page, orderId);
  await expect(card).toBeVisible({ timeout: 15_000 });
  return card;
}
