export const cartService = {};
