export const cartRepository = {};
