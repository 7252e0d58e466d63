/* The cart's public face for the providers and route pages; its components are imported by path. */

export { useCartQuote } from './api/get-quote';
export {
  type CartActions,
  type CartContextValue,
  CartProvider,
  type CartStatus,
  useCart,
  useCartActions,
} from './cart-provider';
export { type CartProduct, toCartProduct } from './lib/cart-lines';
export { setCouponCode, useCouponCode } from './lib/coupon-code';
