import type { CartItem } from '@gayaku/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { getCheckoutCity, setCheckoutCity, shippingCostFor, shippingOptionsQuery, shippingRatesQuery } from '../../shipping/index.ts';
import { profileQuery } from '../../users/index.ts';

/**
 * Where and to whom /order ships (docs/shipping.md): the city and address, the recipient and phone,
 * and the courier service. What the shopper typed or chose wins; until then the profile fills
 * them in (a city chosen earlier in the cart comes first). The shipping cost is the chosen
 * service's quote for the cart, or the city's flat rate when the city has no courier services.
 */
export function useCheckoutDelivery(items: readonly CartItem[]) {
  const rates = useQuery(shippingRatesQuery());
  const profile = useQuery(profileQuery());
  const [typed, setTyped] = useState<{ address?: string; recipientName?: string; recipientPhone?: string }>({});
  const [chosenCity, setChosenCity] = useState<string | null>(() => getCheckoutCity() || null);
  const [chosenService, setChosenService] = useState<string | null>(null);

  const city = chosenCity ?? profile.data?.city ?? '';
  const knownCity = city && rates.data?.some((r) => r.city === city) ? city : '';
  const cartKey = items.map((i) => `${i.product_id}x${i.quantity}`).join(',');
  const options = useQuery(shippingOptionsQuery(knownCity, cartKey));
  const service = options.data?.find((o) => o.code === chosenService) ?? null;
  const needsService = (options.data?.length ?? 0) > 0;
  const optionsLoading = knownCity !== '' && options.isPending;

  return {
    rates: rates.data,
    options: options.data,
    optionsLoading,
    knownCity,
    address: typed.address ?? profile.data?.address ?? '',
    recipientName: typed.recipientName ?? profile.data?.recipient_name ?? '',
    recipientPhone: typed.recipientPhone ?? profile.data?.recipient_phone ?? '',
    service,
    needsService,
    /** null: a service is to be chosen first ('Pilih layanan'). */
    shipping: service ? service.cost : needsService || optionsLoading ? null : shippingCostFor(rates.data, knownCity),
    type: (field: 'address' | 'recipientName' | 'recipientPhone', value: string) => setTyped((t) => ({ ...t, [field]: value })),
    chooseCity: (value: string) => {
      setChosenCity(value);
      setCheckoutCity(value);
      setChosenService(null);
    },
    chooseService: setChosenService,
  };
}

export type CheckoutDelivery = ReturnType<typeof useCheckoutDelivery>;
