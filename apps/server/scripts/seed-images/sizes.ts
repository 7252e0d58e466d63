// Canvas sizes, and the ground line that lets blog scenes place any product drawing.

export const PRODUCT_SIZE = 800;
export const BLOG_W = 1200;
export const BLOG_H = 675;

/** Every product drawing stands on this line of its 800×800 stage, centred on x = 400. */
export const BASE = 690;
