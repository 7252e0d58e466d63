// Blog scenes (1200×675). They reuse the product drawings, scaled and placed on a set.
import { cloud, groundShadow, place, sky, skyline } from './blog-sets.js';
import type { Ctx } from './drawing-context.js';
import { between, pick } from './drawing-context.js';
import { FERTILIZERS } from './fertilizers.js';
import { beli, bougainvillea, hibiscus, rose } from './flowering-plants.js';
import { leaf } from './foliage.js';
import { aloeVera, arecaPalm, pothos, snakePlant, zzPlant } from './foliage-plants.js';
import { lemonTree, mangoSapling } from './fruit-plants.js';
import type { P } from './geometry.js';
import { khurpi } from './hand-tools.js';
import { chiliPlant, tulsi } from './herbs-and-vegetables.js';
import { drawPack } from './packs.js';
import { BLOG_H, BLOG_W } from './sizes.js';
import { DOWN, f, fade, stroke, text } from './svg.js';
import { wateringCan } from './watering-tools.js';

/** A fertilizer pack without its heap, which would float above a scene's own ground. */
const bagOf = (ctx: Ctx, slug: string) => drawPack(ctx, { ...FERTILIZERS[slug]!, heap: undefined });

function rooftopScene(ctx: Ctx): string {
  let out = sky(ctx, '#cfe8f3', '#fdf0d8');
  out += '<circle cx="980" cy="130" r="70" fill="#fde3a7"/><circle cx="980" cy="130" r="52" fill="#fbd27a"/>';
  out += cloud(260, 110, 1, '#ffffff', 0.8) + cloud(640, 70, 0.7, '#ffffff', 0.7);
  out += skyline(ctx, 470, '#c3d3dc', 140, 300, '#dfe9ee');
  out += skyline(ctx, 480, '#a9bcc7', 80, 200, '#c9d7de');
  // rooftop floor and parapet
  out += `<rect x="0" y="470" width="${BLOG_W}" height="70" fill="#e9e2d3"/><rect x="0" y="470" width="${BLOG_W}" height="10" fill="#f5f0e6"/>`;
  for (let x = 0; x < BLOG_W; x += 60) out += stroke(`M${x} 480L${x} 540`, '#d6cdbb', 2);
  out += `<rect x="0" y="540" width="${BLOG_W}" height="135" fill="#cfc6b4"/>`;
  for (let y = 560; y < BLOG_H; y += 36) out += stroke(`M0 ${y}L${BLOG_W} ${y}`, '#bfb5a1', 2);
  for (let x = -200; x < BLOG_W + 200; x += 80) out += stroke(`M${x} 540L${x - 120} ${BLOG_H}`, '#bfb5a1', 2);
  const items: Array<[(c: Ctx) => string, number, number, number]> = [
    [bougainvillea, 140, 530, 0.48],
    [mangoSapling, 330, 610, 0.62],
    [chiliPlant, 560, 640, 0.5],
    [tulsi, 720, 630, 0.42],
    [lemonTree, 910, 615, 0.55],
    [aloeVera, 1100, 650, 0.4],
  ];
  for (const [draw, x, g, k] of items)
    out += groundShadow(ctx, x, g + 4, 110 * k * 1.6) + place(draw(ctx), x, g, k);
  out += place(wateringCan(ctx), 1000, 672, 0.3);
  return out;
}

function monsoonScene(ctx: Ctx): string {
  let out = sky(ctx, '#8fa3b3', '#d5dfe4');
  out +=
    cloud(200, 90, 1.6, '#6f8596') +
    cloud(520, 60, 1.9, '#7b8fa0') +
    cloud(900, 100, 1.7, '#6a7f90') +
    cloud(1120, 50, 1.2, '#7b8fa0');
  out += cloud(360, 140, 1.2, '#8a9cab', 0.9) + cloud(760, 150, 1.3, '#8a9cab', 0.9);
  // balcony floor with puddles
  out += `<rect x="0" y="520" width="${BLOG_W}" height="155" fill="#b7c2c6"/>`;
  for (let x = 0; x < BLOG_W; x += 90) out += stroke(`M${x} 520L${x - 60} ${BLOG_H}`, '#a5b1b6', 2);
  for (const [x, y, rx] of [
    [260, 640, 140],
    [760, 620, 110],
    [1050, 655, 90],
  ] as Array<[number, number, number]>) {
    out += `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${rx * 0.16}" fill="#9fb4c0"/>`;
    out += `<ellipse cx="${x - rx * 0.3}" cy="${y}" rx="${rx * 0.22}" ry="${rx * 0.05}" fill="none" stroke="#d6e4ea" stroke-width="2"/>`;
    out += `<ellipse cx="${x + rx * 0.35}" cy="${y + 2}" rx="${rx * 0.14}" ry="${rx * 0.035}" fill="none" stroke="#d6e4ea" stroke-width="2"/>`;
  }
  // railing
  out += `<rect x="0" y="360" width="${BLOG_W}" height="12" fill="#5d6d75"/>`;
  for (let x = 20; x < BLOG_W; x += 46)
    out += `<rect x="${x}" y="372" width="7" height="150" fill="#5d6d75"/>`;
  // pots raised on bricks so they drain
  const bricks = (x: number, y: number) =>
    `<rect x="${x - 62}" y="${y}" width="54" height="24" rx="2" fill="#a0522d"/><rect x="${x + 8}" y="${y}" width="54" height="24" rx="2" fill="#b5653a"/>`;
  for (const [draw, x, g, k] of [
    [hibiscus, 230, 590, 0.5],
    [snakePlant, 520, 585, 0.45],
    [beli, 800, 590, 0.47],
  ] as Array<[(c: Ctx) => string, number, number, number]>) {
    out += groundShadow(ctx, x, g + 28, 90) + bricks(x, g) + place(draw(ctx), x, g, k);
  }
  // the aloe sheltered under an umbrella
  out += place(aloeVera(ctx), 1060, 600, 0.42);
  out += stroke('M1060 620L1060 300', '#37474f', 6);
  out +=
    '<path d="M900 320Q1060 180 1220 320Q1180 300 1140 320Q1100 300 1060 320Q1020 300 980 320Q940 300 900 320Z" fill="#e53935"/>';
  out +=
    '<path d="M1060 210Q1020 260 980 320Q1020 300 1060 320Z" fill="#c62828"/><path d="M1060 210Q1100 260 1140 320Q1100 300 1060 320Z" fill="#c62828"/>';
  let rain = '';
  for (let i = 0; i < 230; i++) {
    const x = between(ctx, -40, BLOG_W + 40);
    const y = between(ctx, 100, BLOG_H);
    if (x > 900 && x < 1220 && y > 300) continue;
    rain += stroke(`M${f(x)} ${f(y)}l-8 30`, '#e8f1f6', 2.2, ' opacity=".7"');
  }
  return out + rain;
}

function tulsiScene(ctx: Ctx): string {
  let out = `<rect width="${BLOG_W}" height="${BLOG_H}" fill="#f6ecd6"/>`;
  // window with morning light
  out +=
    '<rect x="250" y="40" width="700" height="470" rx="8" fill="#8d6e4f"/><rect x="270" y="60" width="660" height="430" fill="#dff0f5"/>';
  out += `<rect x="270" y="60" width="660" height="430" fill="${fade(ctx, '#fff6d8', '#cfe8f0', DOWN)}"/>`;
  out += '<circle cx="800" cy="150" r="60" fill="#ffe7a3" opacity=".9"/>';
  out += cloud(430, 170, 0.8, '#ffffff', 0.85);
  out +=
    '<rect x="592" y="60" width="16" height="430" fill="#8d6e4f"/><rect x="270" y="266" width="660" height="14" fill="#8d6e4f"/>';
  out += '<path d="M270 490L930 490L1020 675L180 675Z" fill="#fff3c4" opacity=".35"/>';
  // sill and table
  out +=
    '<rect x="200" y="500" width="800" height="30" rx="6" fill="#a37b55"/><rect x="0" y="530" width="1200" height="145" fill="#c9a27a"/>';
  out += stroke('M0 560L1200 560', '#b58d66', 3);
  out += groundShadow(ctx, 600, 528, 130) + place(tulsi(ctx), 600, 522, 0.62);
  // tulsi tea with steam, honey jar and a few picked leaves
  out +=
    '<rect x="850" y="548" width="90" height="80" rx="14" fill="#f7f4ee"/><path d="M940 565q40 0 30 30q-8 20 -30 16" stroke="#f7f4ee" stroke-width="10" fill="none"/>';
  out += '<ellipse cx="895" cy="552" rx="45" ry="8" fill="#b7883b"/>';
  for (const dx of [-16, 6, 26])
    out += stroke(`M${880 + dx} 530q-12 -20 0 -40t0 -40`, '#ffffff', 4, ' opacity=".8"');
  out +=
    '<rect x="300" y="560" width="90" height="100" rx="16" fill="#f0b429" opacity=".9"/><rect x="292" y="540" width="106" height="28" rx="8" fill="#8d6e4f"/>';
  out +=
    '<rect x="310" y="590" width="70" height="40" rx="6" fill="#fbf3dc"/>' +
    text(345, 617, 'MADHU', 14, '#8d6e4f');
  for (let i = 0; i < 6; i++)
    out += leaf(440 + i * 26, 640 + (i % 2) * 8, 70 + i * 25, 34, 14, pick(ctx, ['#4f9e3f', '#5aab46']));
  return out;
}

function compostScene(ctx: Ctx): string {
  let out = `<rect width="${BLOG_W}" height="${BLOG_H}" fill="#f3ecdc"/>`;
  out += '<circle cx="600" cy="250" r="330" fill="#e9dfc5" opacity=".7"/>';
  // cut-away of soil with earthworms
  out += `<rect x="0" y="560" width="${BLOG_W}" height="115" fill="#5a3e2b"/>`;
  out += `<path d="M0 560Q300 540 600 558T1200 552L1200 575L0 575Z" fill="#3f2a1d"/>`;
  for (let i = 0; i < 120; i++) {
    out += `<circle cx="${f(between(ctx, 0, BLOG_W))}" cy="${f(between(ctx, 580, 670))}" r="${f(between(ctx, 2, 5))}" fill="${pick(
      ctx,
      ['#6e4d36', '#47301f', '#7a5a40'],
    )}"/>`;
  }
  for (const [x, y] of [
    [160, 625],
    [520, 645],
    [930, 615],
  ] as P[]) {
    out +=
      stroke(`M${x} ${y}c20 -20 40 20 60 0s40 -20 60 4`, '#d98b8b', 12) +
      stroke(
        `M${x} ${y}c20 -20 40 20 60 0s40 -20 60 4`,
        '#b86a6a',
        12,
        ' stroke-dasharray="2 8" opacity=".6"',
      );
  }
  out += groundShadow(ctx, 330, 566, 150) + place(bagOf(ctx, 'vermicompost-1kg'), 310, 564, 0.7);
  out += groundShadow(ctx, 600, 566, 150) + place(bagOf(ctx, 'mustard-cake-khoil-1kg'), 585, 564, 0.7);
  // a bucket of fermenting khoil liquid
  out +=
    '<path d="M820 400L1010 400L990 560L840 560Z" fill="#78909c"/><ellipse cx="915" cy="400" rx="95" ry="20" fill="#546e7a"/><ellipse cx="915" cy="402" rx="84" ry="15" fill="#6d5030"/>';
  for (let i = 0; i < 12; i++)
    out += `<circle cx="${f(between(ctx, 850, 980))}" cy="${f(between(ctx, 396, 408))}" r="${f(between(ctx, 3, 7))}" fill="#b99a6a" opacity=".8"/>`;
  out +=
    stroke('M880 560L880 420', '#90a4ae', 4, ' opacity=".5"') +
    stroke('M960 560L960 420', '#90a4ae', 4, ' opacity=".5"');
  out += stroke('M860 400Q915 330 970 400', '#546e7a', 5);
  out += stroke('M990 300L930 410', '#a1887f', 10);
  // a rose that is being fed
  out += groundShadow(ctx, 110, 566, 70) + place(rose(ctx), 110, 562, 0.42);
  return out;
}

function indoorScene(ctx: Ctx): string {
  let out = `<rect width="${BLOG_W}" height="${BLOG_H}" fill="#dfe7df"/>`;
  out += `<rect x="0" y="0" width="${BLOG_W}" height="520" fill="${fade(ctx, '#e6ede4', '#cfdccf')}"/>`;
  // window and its pool of light
  out +=
    '<rect x="70" y="70" width="300" height="360" rx="6" fill="#f4f1ea"/><rect x="88" y="88" width="264" height="324" fill="#eaf4f7"/>';
  out +=
    '<rect x="214" y="88" width="12" height="324" fill="#f4f1ea"/><rect x="88" y="244" width="264" height="12" fill="#f4f1ea"/>';
  out +=
    '<path d="M60 60Q110 240 70 440L40 440L40 60Z" fill="#c8a97e"/><path d="M380 60Q330 240 370 440L400 440L400 60Z" fill="#c8a97e"/>';
  out += '<path d="M88 412L352 412L560 675L0 675Z" fill="#fffbe8" opacity=".3"/>';
  // wooden floor
  out += `<rect x="0" y="520" width="${BLOG_W}" height="155" fill="#b98e62"/>`;
  for (let y = 545; y < BLOG_H; y += 28) out += stroke(`M0 ${y}L${BLOG_W} ${y}`, '#a67c52', 2);
  out += '<rect x="0" y="512" width="1200" height="10" fill="#f4f1ea"/>';
  // floating shelf with trailing pothos, floor plants
  out += '<rect x="640" y="300" width="400" height="18" rx="4" fill="#8d6e4f"/>';
  out += place(pothos(ctx), 760, 302, 0.46);
  out +=
    '<rect x="900" y="238" width="70" height="62" rx="4" fill="#f0c36a"/><rect x="974" y="218" width="22" height="82" rx="3" fill="#3b6ea5"/><rect x="1000" y="228" width="18" height="72" rx="3" fill="#c56a3f"/>';
  out += groundShadow(ctx, 250, 600, 110) + place(arecaPalm(ctx), 250, 596, 0.55);
  out += groundShadow(ctx, 560, 632, 90) + place(snakePlant(ctx), 560, 628, 0.5);
  out += groundShadow(ctx, 800, 640, 90) + place(zzPlant(ctx), 800, 636, 0.45);
  // a low armchair corner
  out +=
    '<rect x="930" y="400" width="260" height="150" rx="30" fill="#4f7b6b"/><rect x="950" y="350" width="230" height="110" rx="26" fill="#5f8e7c"/><rect x="950" y="540" width="14" height="60" fill="#6d4c33"/><rect x="1160" y="540" width="14" height="60" fill="#6d4c33"/>';
  return out;
}

function mangoDrumScene(ctx: Ctx): string {
  let out = sky(ctx, '#bfe3f2', '#fff1d6');
  out +=
    '<circle cx="1040" cy="120" r="64" fill="#fde3a7"/><circle cx="1040" cy="120" r="46" fill="#fbd27a"/>';
  out += cloud(220, 120, 0.9, '#ffffff', 0.85) + cloud(560, 80, 0.7, '#ffffff', 0.75);
  out += skyline(ctx, 430, '#bfd0d9', 80, 220, '#dce7ec');
  out += `<rect x="0" y="430" width="${BLOG_W}" height="60" fill="#ece5d6"/><rect x="0" y="430" width="${BLOG_W}" height="8" fill="#f7f2e8"/>`;
  out += `<rect x="0" y="490" width="${BLOG_W}" height="185" fill="#d4cab7"/>`;
  for (let y = 515; y < BLOG_H; y += 40) out += stroke(`M0 ${y}L${BLOG_W} ${y}`, '#c4b9a4', 2);
  // the star: an Amrapali in a cut blue drum raised on bricks
  out += groundShadow(ctx, 560, 655, 200);
  out +=
    '<rect x="430" y="630" width="80" height="30" fill="#a0522d"/><rect x="610" y="630" width="80" height="30" fill="#b5653a"/>';
  out += place(
    mangoSapling(ctx, { kind: 'drum', topW: 290, botW: 270, h: 220, color: '#2f6fb0' }),
    560,
    632,
    0.95,
  );
  out += groundShadow(ctx, 880, 648, 90) + place(bagOf(ctx, 'cow-dung-compost-5kg'), 870, 646, 0.45);
  out += groundShadow(ctx, 1050, 650, 70) + place(bagOf(ctx, 'bone-meal-1kg'), 1040, 648, 0.4);
  out += place(khurpi(ctx), 300, 690, 0.4);
  out += groundShadow(ctx, 160, 640, 80) + place(chiliPlant(ctx), 160, 636, 0.42);
  return out;
}

export const BLOG_ART: Record<string, (ctx: Ctx) => string> = {
  'rooftop-gardening-in-dhaka': rooftopScene,
  'monsoon-plant-care': monsoonScene,
  'growing-tulsi-at-home': tulsiScene,
  'vermicompost-and-mustard-cake': compostScene,
  'indoor-plants-for-low-light': indoorScene,
  'amrapali-mango-in-a-drum': mangoDrumScene,
};
