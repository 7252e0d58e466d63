// Tests may reach another module's repository: no breach.
import { cartRepository } from '../cart/cart-repository.js';

export const seeded = cartRepository;
