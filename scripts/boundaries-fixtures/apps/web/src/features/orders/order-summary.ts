// Breaks web-feature-imports-no-other-feature: orders imports cart through the `@/` alias.
import { cartTotal } from '@/features/cart/cart-total';

export const orderSummary = cartTotal;
