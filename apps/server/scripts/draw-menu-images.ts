// Draws the demo menu's pictures as small flat SVGs (issue #3): `npx tsx scripts/draw-menu-images.ts`
// from apps/server rewrites uploads/{products,categories,deals}/*.svg and uploads/placeholder.svg,
// which are committed. Every picture is made here, so the demo needs no external image.
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { demoCategories, demoProducts, type CategorySlug } from '../src/db/seed/demo-catalogue.ts';
import { demoDeals } from '../src/db/seed/demo-offers.ts';

const uploads = fileURLToPath(new URL('../uploads/', import.meta.url));
const MAX_BYTES = 2048;

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const svg = (title: string, background: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" role="img" aria-labelledby="t"><title id="t">${escapeXml(title)}</title><rect width="400" height="300" fill="${background}"/>${body}</svg>\n`;
const at = (x: number, y: number, scale: number, body: string) => `<g transform="translate(${x} ${y})${scale === 1 ? '' : ` scale(${scale})`}">${body}</g>`;

// ---- pizzas: a crust, a sauce, cheese, and toppings scattered on a sunflower spiral ----
// Each topping is drawn once in <defs> and placed with <use>, which keeps a pizza under 2 KB.
const dot = (fill: string, r: number) => `<circle r="${r}" fill="${fill}"/>`;
const ring = (stroke: string, r: number) => `<circle r="${r}" fill="none" stroke="${stroke}" stroke-width="3"/>`;
const chunk = (fill: string, w: number, h: number, turn = 20) =>
  `<rect x="${-w / 2}" y="${-h / 2}" width="${w}" height="${h}" rx="2" fill="${fill}" transform="rotate(${turn})"/>`;
const leaf = (fill: string, rx: number, ry: number, turn = 35) => `<ellipse rx="${rx}" ry="${ry}" fill="${fill}" transform="rotate(${turn})"/>`;
const arc = (stroke: string, width: number) => `<path d="M-7 3q7-9 14 0" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"/>`;

const T = {
  pepperoni: dot('#b91c1c', 11),
  salami: dot('#7f1d1d', 10),
  ham: chunk('#f9a8b8', 14, 10),
  bacon: chunk('#be123c', 16, 7, -25),
  mushroom: leaf('#d6c4a8', 8, 6, 0),
  olive: ring('#1f2937', 4),
  basil: leaf('#15803d', 9, 5),
  pineapple: chunk('#fde047', 10, 10),
  capsicum: arc('#16a34a', 4),
  onion: arc('#a855f7', 3),
  chilli: leaf('#dc2626', 7, 3, -40),
  prawn: arc('#fb923c', 6),
  rocket: leaf('#4d7c0f', 7, 3),
  spinach: leaf('#166534', 8, 5, -30),
  feta: chunk('#f8fafc', 9, 9),
  ricotta: dot('#fffbeb', 8),
  beef: dot('#7c2d12', 6),
  meatball: dot('#78350f', 11),
  pumpkin: chunk('#f97316', 10, 10, 10),
  chicken: chunk('#e7c08f', 14, 9, -15),
  artichoke: leaf('#84cc16', 8, 7),
  jalapeno: ring('#22c55e', 5),
  tomato: dot('#ef4444', 8),
  strawberry: dot('#e11d48', 9),
  truffle: leaf('#44403c', 6, 4),
  lamb: chunk('#92400e', 13, 10, 30),
  garlic: dot('#fefce8', 4),
  rosemary: leaf('#3f6212', 9, 2, 60),
  blue: dot('#cbd5e1', 7),
};
type ToppingName = keyof typeof T;

/** The shapes of the named toppings, once, with ids; then `count` of each placed by `place`. */
function scatter(toppings: [ToppingName, number][], place: (index: number, total: number) => [number, number]): string {
  const names = toppings.flatMap(([name, count]) => Array.from({ length: count }, () => name));
  // Interleave kinds so one topping does not bunch on one side.
  const order = names.map((_, index) => index).sort((a, b) => ((a * 7) % names.length) - ((b * 7) % names.length));
  const defs = toppings.map(([name]) => T[name].replace(/^<(\w+)/, `<$1 id="${name}"`)).join('');
  const uses = order.map((nameIndex, index) => {
    const [x, y] = place(index, names.length);
    return `<use href="#${names[nameIndex]}" x="${x}" y="${y}"/>`;
  });
  return `<defs>${defs}</defs>${uses.join('')}`;
}

const spiral = (index: number, total: number): [number, number] => {
  const radius = 72 * Math.sqrt((index + 0.5) / total);
  const angle = index * 2.39996;
  return [Math.round(radius * Math.cos(angle)), Math.round(radius * Math.sin(angle))];
};

const SAUCE = { tomato: '#dc2626', bbq: '#7c2d12', white: '#fef3c7', nutella: '#5b3417' };
interface PizzaLook {
  sauce: keyof typeof SAUCE;
  cheese?: string;
  toppings: [ToppingName, number][];
}

const pizza = ({ sauce, cheese = '#fde68a', toppings }: PizzaLook) =>
  `<circle r="106" fill="#d97706"/><circle r="94" fill="${SAUCE[sauce]}"/><circle r="84" fill="${cheese}" opacity=".8"/>${scatter(toppings, spiral)}`;

const board = (look: PizzaLook) =>
  `<circle cx="200" cy="150" r="128" fill="#a16207"/><circle cx="200" cy="150" r="118" fill="#ca8a04"/>${at(200, 150, 1, pizza(look))}`;

// ---- sides, salads, desserts and drinks ----
const dip = (x: number, y: number, fill: string) =>
  `<ellipse cx="${x}" cy="${y + 6}" rx="34" ry="14" fill="#e5e7eb"/><ellipse cx="${x}" cy="${y}" rx="30" ry="11" fill="${fill}"/>`;
const plate = '<ellipse cx="200" cy="165" rx="170" ry="105" fill="#f1f5f9"/><ellipse cx="200" cy="165" rx="140" ry="84" fill="#fff"/>';
const repeat = (count: number, draw: (index: number) => string) => Array.from({ length: count }, (_, index) => draw(index)).join('');

const bread = (cheese: boolean) =>
  plate +
  repeat(
    4,
    (i) =>
      `<g transform="translate(${110 + i * 58} 165) rotate(${-18 + i * 9})"><rect x="-26" y="-44" width="52" height="88" rx="14" fill="#b45309"/><rect x="-20" y="-38" width="40" height="76" rx="10" fill="${cheese ? '#fde047' : '#facc15'}"/>${cheese ? '<circle cx="-6" cy="-10" r="9" fill="#fef9c3"/><circle cx="8" cy="14" r="8" fill="#fef9c3"/>' : ''}<circle cx="-8" cy="0" r="3" fill="#15803d"/><circle cx="7" cy="-18" r="3" fill="#15803d"/><circle cx="4" cy="20" r="3" fill="#15803d"/></g>`,
  );
const wings =
  plate +
  repeat(
    5,
    (i) =>
      `<g transform="translate(${120 + (i % 3) * 62} ${135 + Math.floor(i / 3) * 55}) rotate(${i * 33})"><rect x="16" y="-5" width="26" height="10" rx="5" fill="#fef3c7"/><ellipse rx="30" ry="20" fill="#9a3412"/><ellipse cx="-6" cy="-5" rx="14" ry="7" fill="#c2410c"/></g>`,
  ) +
  dip(300, 205, '#fef9c3');
const sticks =
  plate +
  repeat(
    6,
    (i) =>
      `<rect x="${100 + i * 26}" y="${100 + (i % 2) * 16}" width="20" height="96" rx="9" fill="#d97706" transform="rotate(${-10 + i * 4} ${110 + i * 26} 150)"/>`,
  ) +
  dip(290, 205, '#dc2626');
const wedges =
  plate +
  repeat(7, (i) => `<path d="M${100 + i * 26} ${110 + (i % 2) * 20}l40 70-34 6z" fill="#eab308" stroke="#a16207" stroke-width="4" stroke-linejoin="round"/>`) +
  dip(300, 205, '#fef9c3');
const arancini =
  plate +
  repeat(
    4,
    (i) =>
      `<circle cx="${130 + (i % 2) * 70}" cy="${130 + Math.floor(i / 2) * 62}" r="30" fill="#c2410c"/><circle cx="${122 + (i % 2) * 70}" cy="${122 + Math.floor(i / 2) * 62}" r="10" fill="#ea580c"/>`,
  ) +
  dip(300, 200, '#fef9c3');
const knots =
  plate +
  repeat(
    6,
    (i) =>
      `<circle cx="${130 + (i % 3) * 70}" cy="${135 + Math.floor(i / 3) * 60}" r="24" fill="none" stroke="#eab308" stroke-width="14"/><circle cx="${136 + (i % 3) * 70}" cy="${128 + Math.floor(i / 3) * 60}" r="3" fill="#15803d"/>`,
  );

function salad(items: [ToppingName, number][]): string {
  // Heaped above the rim, so everything sits on the greens in front of the bowl's back edge.
  const heap = (index: number): [number, number] => [200 + ((index * 67) % 190) - 95, 82 + ((index * 23) % 44)];
  return `<ellipse cx="200" cy="122" rx="126" ry="56" fill="#86efac"/>${scatter([['spinach', 10], ['rocket', 8], ...items], heap)}<path d="M70 128a130 120 0 0 0 260 0z" fill="#0ea5e9"/><path d="M84 150a118 100 0 0 0 232 0" fill="none" stroke="#e0f2fe" stroke-width="6"/>`;
}

const tiramisu =
  plate +
  '<rect x="110" y="100" width="180" height="110" rx="8" fill="#fef3c7"/><rect x="110" y="128" width="180" height="16" fill="#92400e"/><rect x="110" y="168" width="180" height="16" fill="#92400e"/><rect x="110" y="100" width="180" height="14" rx="7" fill="#78350f"/>';
const lavaCake =
  plate +
  '<ellipse cx="180" cy="150" rx="70" ry="58" fill="#3f1d0b"/><path d="M150 190q30 30 70 4q-20 28-70-4z" fill="#1c0a03"/><circle cx="268" cy="120" r="30" fill="#fef9c3"/>';
const cannoli =
  plate +
  repeat(
    2,
    (i) =>
      `<g transform="rotate(${-15 + i * 30} 200 ${135 + i * 50})"><rect x="110" y="${115 + i * 50}" width="180" height="40" rx="20" fill="#d97706"/><circle cx="110" cy="${135 + i * 50}" r="19" fill="#fffbeb"/><circle cx="290" cy="${135 + i * 50}" r="19" fill="#fffbeb"/><circle cx="104" cy="${133 + i * 50}" r="4" fill="#65a30d"/><circle cx="294" cy="${138 + i * 50}" r="4" fill="#65a30d"/></g>`,
  );
const gelatoTub =
  '<path d="M130 110h140l-16 140h-108z" fill="#fef3c7"/><rect x="122" y="92" width="156" height="24" rx="6" fill="#7c3aed"/><rect x="150" y="150" width="100" height="50" rx="6" fill="#c4b5fd"/><circle cx="200" cy="175" r="14" fill="#fde68a"/>';
const affogato =
  '<ellipse cx="200" cy="255" rx="110" ry="14" fill="#e5e7eb"/><path d="M125 120h150l-20 130h-110z" fill="#e0f2fe" opacity=".9"/><path d="M134 170h132l-12 78h-108z" fill="#7c2d12"/><circle cx="200" cy="150" r="40" fill="#fefce8"/><path d="M170 165q30 20 60 0" fill="#a16207"/>';

function bottle(cap: string, liquid: string, label: string): string {
  return `<path d="M180 40h40v30q30 25 30 60v140h-100v-140q0-35 30-60z" fill="${liquid}"/><rect x="178" y="28" width="44" height="18" rx="4" fill="${cap}"/><rect x="150" y="150" width="100" height="50" fill="${label}"/><path d="M160 175q20-14 40 0t40 0" fill="none" stroke="#fff" stroke-width="5"/>`;
}
const can = (body: string, band: string) =>
  `<rect x="150" y="60" width="100" height="190" rx="14" fill="${body}"/><rect x="158" y="50" width="84" height="16" rx="6" fill="#cbd5e1"/><rect x="150" y="130" width="100" height="44" fill="${band}"/><path d="M165 152q17-12 35 0t35 0" fill="none" stroke="#fff" stroke-width="5"/>`;
const glass = (liquid: string, extra = '') =>
  `<path d="M140 60h120l-14 190h-92z" fill="#e0f2fe"/><path d="M146 100h108l-11 146h-86z" fill="${liquid}"/>${extra}`;
const beer =
  '<path d="M183 30h34v50q22 20 22 50v130h-78v-130q0-30 22-50z" fill="#166534"/><rect x="161" y="150" width="78" height="56" fill="#f8fafc"/><rect x="161" y="168" width="78" height="16" fill="#1e3a8a"/><rect x="181" y="22" width="38" height="14" rx="3" fill="#facc15"/>';
const wine = (liquid: string) =>
  `<path d="M150 50h100q0 110-50 110t-50-110z" fill="#f1f5f9"/><path d="M155 90h90q-6 66-45 66t-45-66z" fill="${liquid}"/><rect x="195" y="158" width="10" height="80" fill="#f1f5f9"/><ellipse cx="200" cy="244" rx="44" ry="10" fill="#f1f5f9"/>`;

// ---- every product's picture, by slug ----
const pizzaLooks: Record<string, PizzaLook> = {
  margherita: {
    sauce: 'tomato',
    toppings: [
      ['basil', 7],
      ['ricotta', 6],
    ],
  },
  pepperoni: { sauce: 'tomato', toppings: [['pepperoni', 16]] },
  hawaiian: {
    sauce: 'tomato',
    toppings: [
      ['ham', 9],
      ['pineapple', 9],
    ],
  },
  supreme: {
    sauce: 'tomato',
    toppings: [
      ['pepperoni', 5],
      ['beef', 5],
      ['mushroom', 4],
      ['capsicum', 4],
      ['onion', 3],
      ['olive', 4],
    ],
  },
  'bbq-meatlovers': {
    sauce: 'bbq',
    toppings: [
      ['pepperoni', 5],
      ['ham', 4],
      ['bacon', 4],
      ['beef', 7],
    ],
  },
  'garden-vegetarian': {
    sauce: 'tomato',
    toppings: [
      ['mushroom', 4],
      ['capsicum', 4],
      ['onion', 3],
      ['olive', 4],
      ['spinach', 4],
      ['feta', 4],
    ],
  },
  'vegan-garden': {
    sauce: 'tomato',
    cheese: '#fef9c3',
    toppings: [
      ['pumpkin', 6],
      ['mushroom', 4],
      ['capsicum', 4],
      ['onion', 3],
      ['basil', 4],
    ],
  },
  diavola: {
    sauce: 'tomato',
    toppings: [
      ['salami', 10],
      ['chilli', 8],
    ],
  },
  capricciosa: {
    sauce: 'tomato',
    toppings: [
      ['ham', 5],
      ['mushroom', 5],
      ['artichoke', 4],
      ['olive', 5],
    ],
  },
  'quattro-formaggi': {
    sauce: 'white',
    cheese: '#fcd34d',
    toppings: [
      ['blue', 6],
      ['ricotta', 6],
      ['feta', 5],
    ],
  },
  mexicana: {
    sauce: 'tomato',
    toppings: [
      ['beef', 9],
      ['jalapeno', 6],
      ['onion', 3],
      ['capsicum', 4],
    ],
  },
  'garlic-herb': {
    sauce: 'white',
    toppings: [
      ['garlic', 12],
      ['rosemary', 8],
    ],
  },
  'prawn-chorizo': {
    sauce: 'tomato',
    toppings: [
      ['prawn', 7],
      ['salami', 5],
      ['tomato', 4],
      ['rocket', 5],
    ],
  },
  'truffle-mushroom': {
    sauce: 'white',
    toppings: [
      ['mushroom', 10],
      ['truffle', 7],
      ['rosemary', 4],
    ],
  },
  'prosciutto-rocket': {
    sauce: 'tomato',
    toppings: [
      ['ham', 8],
      ['rocket', 10],
    ],
  },
  'peri-peri-chicken': {
    sauce: 'tomato',
    toppings: [
      ['chicken', 8],
      ['capsicum', 5],
      ['onion', 3],
      ['feta', 4],
    ],
  },
  'lamb-tzatziki': {
    sauce: 'white',
    toppings: [
      ['lamb', 8],
      ['spinach', 5],
      ['onion', 3],
      ['feta', 4],
    ],
  },
  'wagyu-meatball': {
    sauce: 'tomato',
    toppings: [
      ['meatball', 8],
      ['ricotta', 5],
      ['basil', 4],
    ],
  },
  'nutella-pizza': {
    sauce: 'nutella',
    cheese: '#5b3417',
    toppings: [
      ['strawberry', 9],
      ['ricotta', 5],
    ],
  },
};

const otherPictures: Record<string, string> = {
  'garlic-bread': bread(false),
  'cheesy-garlic-bread': bread(true),
  'chicken-wings': wings,
  'mozzarella-sticks': sticks,
  'potato-wedges': wedges,
  'pumpkin-arancini': arancini,
  'garlic-knots': knots,
  'garden-salad': salad([
    ['tomato', 4],
    ['onion', 3],
    ['capsicum', 3],
  ]),
  'caesar-salad': salad([
    ['bacon', 4],
    ['feta', 4],
    ['ricotta', 2],
  ]),
  'greek-salad': salad([
    ['tomato', 4],
    ['olive', 4],
    ['feta', 4],
  ]),
  'rocket-pear-salad': salad([
    ['pineapple', 3],
    ['beef', 4],
    ['feta', 3],
  ]),
  tiramisu,
  'chocolate-lava-cake': lavaCake,
  cannoli,
  'gelato-tub': gelatoTub,
  affogato,
  'coca-cola-bottle': bottle('#b91c1c', '#3f1d0b', '#dc2626'),
  'coke-no-sugar-bottle': bottle('#111827', '#3f1d0b', '#111827'),
  'sprite-bottle': bottle('#15803d', '#bbf7d0', '#16a34a'),
  'coca-cola-can': can('#dc2626', '#991b1b'),
  'limonata-can': can('#facc15', '#1d4ed8'),
  'sparkling-water': glass(
    '#bae6fd',
    '<circle cx="180" cy="200" r="4" fill="#fff"/><circle cx="210" cy="170" r="3" fill="#fff"/><circle cx="225" cy="215" r="4" fill="#fff"/>',
  ),
  'orange-juice': glass('#fb923c', '<circle cx="250" cy="70" r="30" fill="#f97316"/><circle cx="250" cy="70" r="22" fill="#fdba74"/>'),
  peroni: beer,
  'house-red': wine('#7f1d1d'),
  'aperol-spritz': wine('#f97316') + '<circle cx="238" cy="62" r="18" fill="#fdba74" stroke="#ea580c" stroke-width="4"/>',
};

const BACKGROUND: Record<CategorySlug, string> = {
  pizzas: '#fef3c7',
  'premium-pizzas': '#fde68a',
  sides: '#ffedd5',
  salads: '#dcfce7',
  desserts: '#fce7f3',
  drinks: '#e0f2fe',
  'beer-and-wine': '#ede9fe',
};

function productPicture(slug: string): string {
  const look = pizzaLooks[slug];
  const picture = look ? board(look) : otherPictures[slug];
  if (!picture) throw new Error(`No picture for the product ${slug}`);
  return picture;
}

const categoryPictures: Record<CategorySlug, string> = {
  pizzas: board(pizzaLooks.pepperoni!),
  'premium-pizzas': board(pizzaLooks['prawn-chorizo']!) + '<path d="M330 40l9 20 22 2-17 14 5 22-19-12-19 12 5-22-17-14 22-2z" fill="#f59e0b"/>',
  sides: bread(false),
  salads: salad([
    ['tomato', 4],
    ['feta', 4],
    ['olive', 3],
  ]),
  desserts: lavaCake,
  drinks: at(-70, 0, 1, bottle('#b91c1c', '#3f1d0b', '#dc2626')) + at(70, 40, 0.8, can('#facc15', '#1d4ed8')),
  'beer-and-wine': at(-60, 0, 1, beer) + at(60, 0, 1, wine('#7f1d1d')),
};

// Each pizza of a picture uses toppings of its own: <defs> ids must be unique within one file.
const dealPictures: Record<string, string> = {
  'family-feast':
    at(-40, 30, 0.5, board({ sauce: 'tomato', toppings: [['pepperoni', 8]] })) +
    at(
      100,
      30,
      0.5,
      board({
        sauce: 'tomato',
        toppings: [
          ['mushroom', 4],
          ['olive', 4],
        ],
      }),
    ) +
    at(180, 40, 0.6, bottle('#b91c1c', '#3f1d0b', '#dc2626')),
  'lunch-combo': at(0, 30, 0.7, board(pizzaLooks.margherita!)) + at(170, 70, 0.6, can('#dc2626', '#991b1b')),
  'date-night':
    at(
      -20,
      40,
      0.55,
      board({
        sauce: 'tomato',
        toppings: [
          ['salami', 6],
          ['chilli', 4],
        ],
      }),
    ) +
    at(
      110,
      40,
      0.55,
      board({
        sauce: 'white',
        toppings: [
          ['mushroom', 6],
          ['truffle', 4],
        ],
      }),
    ) +
    '<path d="M200 60c-20-30-60-10-40 20l40 34 40-34c20-30-20-50-40-20z" fill="#e11d48"/>',
};

const placeholder = svg(
  'No picture yet',
  '#f1f5f9',
  plate + '<path d="M120 110v110M110 110v30q10 14 20 0v-30M280 110q-16 20 0 50v60" fill="none" stroke="#94a3b8" stroke-width="8" stroke-linecap="round"/>',
);

function write(folder: string, name: string, content: string): void {
  const bytes = Buffer.byteLength(content);
  if (bytes > MAX_BYTES) throw new Error(`${folder}${name}.svg is ${bytes} bytes, over ${MAX_BYTES}`);
  mkdirSync(`${uploads}${folder}`, { recursive: true });
  writeFileSync(`${uploads}${folder}${name}.svg`, content);
}

for (const product of demoProducts) {
  write('products/', product.slug, svg(`${product.name}: ${product.description}`, BACKGROUND[product.category], productPicture(product.slug)));
}
for (const category of demoCategories) write('categories/', category.slug, svg(category.name, BACKGROUND[category.slug], categoryPictures[category.slug]));
for (const deal of demoDeals) {
  const picture = dealPictures[deal.slug];
  if (!picture) throw new Error(`No picture for the deal ${deal.slug}`);
  write('deals/', deal.slug, svg(`${deal.name}: ${deal.description}`, '#fee2e2', picture));
}
write('', 'placeholder', placeholder);
console.log(`Drew ${demoProducts.length} products, ${demoCategories.length} categories, ${demoDeals.length} deals and the placeholder.`);
