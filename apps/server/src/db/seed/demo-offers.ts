import type { MenuKind } from '@crust/contract/menu';
import { demoProducts, type CategorySlug } from './demo-catalogue.ts';

/** How an outlet departs from the house offer of demo-catalogue.ts, so the outlets differ as real ones do. */
export interface OutletOffers {
  /** Products the outlet does not sell at all. */
  notSold: string[];
  outOfStock: string[];
  /** In-store price, and online price when given: null drops the house online price, absent keeps it. */
  prices: Record<string, { price: number; onlinePrice?: number | null }>;
  /** Extra "popular" badges, on top of the house ones. */
  popular: string[];
}

/** Keyed by the outlet slugs of demo-outlets.ts. */
export const demoOutletOffers: Record<string, OutletOffers> = {
  'surry-hills': { notSold: [], outOfStock: ['lamb-tzatziki', 'tiramisu'], prices: {}, popular: [] },
  // The late-night vegan-friendly outlet: no seafood, cheaper classics, its own best seller.
  newtown: {
    notSold: ['prawn-chorizo', 'caesar-salad'],
    outOfStock: ['cannoli'],
    prices: { margherita: { price: 1600, onlinePrice: 1700 }, 'garden-vegetarian': { price: 1900, onlinePrice: null } },
    popular: ['vegan-garden'],
  },
  // Beach prices and a smaller kitchen.
  bondi: {
    notSold: ['truffle-mushroom', 'aperol-spritz', 'quattro-formaggi'],
    outOfStock: ['chicken-wings', 'orange-juice'],
    prices: { 'gelato-tub': { price: 1290 }, 'coca-cola-can': { price: 400, onlinePrice: 450 } },
    popular: ['gelato-tub'],
  },
  parramatta: { notSold: [], outOfStock: [], prices: {}, popular: [] },
};

export interface DemoDealComponent {
  name: string;
  quantity: number;
  /** Product slugs allowed in the slot and what each costs on top (cents); an outlet offers those it sells. */
  choices: { products: string[]; upcharge: number }[];
  /** The sizes the slot's pizzas come in, the first in the deal's price (issue 18); none: any size, each at its price. */
  sizes?: string[];
}

export interface DemoDeal {
  slug: string;
  kind: 'deal' | 'combo';
  name: string;
  description: string;
  price: number;
  menus: MenuKind[];
  components: DemoDealComponent[];
}

const inCategory = (category: CategorySlug) => demoProducts.filter((product) => product.category === category).map((product) => product.slug);

export const demoDeals: DemoDeal[] = [
  {
    slug: 'family-feast',
    kind: 'deal',
    name: 'Family Feast',
    description: '2 large pizzas, garlic bread and a 1.25 L drink. Premium pizzas $4 extra each.',
    price: 4990,
    menus: ['main'],
    components: [
      {
        name: 'Large pizzas',
        quantity: 2,
        sizes: ['Large'],
        choices: [
          { products: inCategory('pizzas'), upcharge: 0 },
          { products: inCategory('premium-pizzas'), upcharge: 400 },
        ],
      },
      {
        name: 'Garlic bread',
        quantity: 1,
        choices: [
          { products: ['garlic-bread'], upcharge: 0 },
          { products: ['cheesy-garlic-bread'], upcharge: 150 },
        ],
      },
      { name: '1.25 L drink', quantity: 1, choices: [{ products: ['coca-cola-bottle', 'coke-no-sugar-bottle', 'sprite-bottle'], upcharge: 0 }] },
    ],
  },
  {
    slug: 'lunch-combo',
    kind: 'combo',
    name: 'Lunch Combo',
    description: 'Any classic pizza with a can of drink.',
    price: 1990,
    menus: ['main', 'instore'],
    components: [
      { name: 'Classic pizza', quantity: 1, choices: [{ products: inCategory('pizzas'), upcharge: 0 }] },
      { name: 'Can of drink', quantity: 1, choices: [{ products: ['coca-cola-can', 'limonata-can'], upcharge: 0 }] },
    ],
  },
  {
    slug: 'date-night',
    kind: 'deal',
    name: 'Date Night for Two',
    description: 'Two pizzas, a salad to share and two desserts. Premium pizzas $3 extra each.',
    price: 5490,
    menus: ['main', 'dinein'],
    components: [
      {
        name: 'Pizzas',
        quantity: 2,
        // Medium in the price; a large costs what it costs on its own above a medium.
        sizes: ['Medium', 'Large'],
        choices: [
          { products: inCategory('pizzas'), upcharge: 0 },
          { products: inCategory('premium-pizzas'), upcharge: 300 },
        ],
      },
      { name: 'Salad to share', quantity: 1, choices: [{ products: inCategory('salads'), upcharge: 0 }] },
      { name: 'Desserts', quantity: 2, choices: [{ products: ['tiramisu', 'chocolate-lava-cake', 'cannoli', 'affogato'], upcharge: 0 }] },
    ],
  },
];
