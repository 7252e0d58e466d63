// Breaks server-module-uses-other-module-through-service with cart's repository; cart's service is fine.
import { cartRepository } from '../cart/cart-repository.js';
import { cartService } from '../cart/cart-service.js';

export const ordersService = { cartRepository, cartService };
