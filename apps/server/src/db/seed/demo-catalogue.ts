import type { MenuKind } from '@crust/contract/menu';

// The demo tenant's catalogue (issue #3): a realistic Sydney pizza shop. Prices are cents; an
// offer's price is the in-store one, onlinePrice what the website charges when it differs.

export const demoCategories = [
  { slug: 'pizzas', name: 'Pizzas' },
  { slug: 'premium-pizzas', name: 'Premium Pizzas' },
  { slug: 'sides', name: 'Sides' },
  { slug: 'salads', name: 'Salads' },
  { slug: 'desserts', name: 'Desserts' },
  { slug: 'drinks', name: 'Drinks' },
  { slug: 'beer-and-wine', name: 'Beer & Wine' },
] as const;
export type CategorySlug = (typeof demoCategories)[number]['slug'];

export const demoAttributes = [
  { name: 'Size', values: ['Small', 'Medium', 'Large'] },
  { name: 'Crust', values: ['Classic', 'Thin & crispy', 'Stuffed crust', 'Gluten-free'] },
  { name: 'Heat', values: ['Mild', 'Hot', 'Fire'] },
] as const;
type DemoAttribute = (typeof demoAttributes)[number];
/** Per product: the values it offers of each attribute, with its own price adjustment in cents. */
export type DemoOptions = { [A in DemoAttribute as A['name']]?: { [V in A['values'][number]]?: number } };

export interface DemoModifierGroup {
  name: string;
  min: number;
  max: number;
  /** [name, online price in cents] */
  modifiers: [string, number][];
}

export const demoModifierGroups = {
  extraToppings: {
    name: 'Extra toppings',
    min: 0,
    max: 5,
    modifiers: [
      ['Extra mozzarella', 250],
      ['Pepperoni', 300],
      ['Leg ham', 300],
      ['Bacon', 300],
      ['Mushrooms', 200],
      ['Kalamata olives', 200],
      ['Jalapeños', 200],
      ['Pineapple', 200],
      ['Rocket', 150],
      ['Garlic prawns', 500],
    ],
  },
  remove: {
    name: 'Remove',
    min: 0,
    max: 3,
    modifiers: [
      ['No onion', 0],
      ['No olives', 0],
      ['No garlic', 0],
      ['No chilli', 0],
      ['No basil', 0],
      ['No cheese', 0],
    ],
  },
  swapBase: {
    name: 'Swap the base sauce',
    min: 0,
    max: 1,
    modifiers: [
      ['Smoky BBQ', 0],
      ['Garlic & olive oil', 0],
      ['Basil pesto', 150],
    ],
  },
  dip: {
    name: 'Choose a dip',
    min: 1,
    max: 1,
    modifiers: [
      ['Garlic aioli', 0],
      ['Smoky BBQ', 0],
      ['Ranch', 0],
      ['Sriracha mayo', 0],
      ['Blue cheese', 100],
    ],
  },
  saladProtein: {
    name: 'Add protein',
    min: 0,
    max: 2,
    modifiers: [
      ['Grilled chicken', 400],
      ['Garlic prawns', 500],
      ['Grilled halloumi', 400],
    ],
  },
  scoop: {
    name: 'Add a scoop',
    min: 0,
    max: 2,
    modifiers: [
      ['Vanilla bean gelato', 300],
      ['Dark chocolate gelato', 300],
    ],
  },
} satisfies Record<string, DemoModifierGroup>;
export type ModifierGroupKey = keyof typeof demoModifierGroups;

export interface DemoProduct {
  /** Names the product's picture, /uploads/products/<slug>.svg, and the outlets' overrides. */
  slug: string;
  category: CategorySlug;
  name: string;
  description: string;
  unit?: string;
  tags?: string[];
  allergens: string[];
  halfAndHalf?: boolean;
  groups?: ModifierGroupKey[];
  options?: DemoOptions;
  /** The house offer, which an outlet may override. */
  price: number;
  onlinePrice?: number;
  /** Defaults to every menu. */
  menus?: MenuKind[];
  popular?: boolean;
  isNew?: boolean;
}

const classicSizes = { Small: -400, Medium: 0, Large: 500 };
const premiumSizes = { Small: -500, Medium: 0, Large: 600 };
const crusts = (glutenFree: boolean, stuffed = true) => ({
  Classic: 0,
  'Thin & crispy': 0,
  ...(stuffed ? { 'Stuffed crust': 350 } : {}),
  ...(glutenFree ? { 'Gluten-free': 400 } : {}),
});
const pizzaGroups: ModifierGroupKey[] = ['extraToppings', 'remove', 'swapBase'];
const GF = 'gluten-free-option';

/** A half-and-half pizza: both halves share the size and crust, so every pizza offers them. */
const pizza = (product: Omit<DemoProduct, 'category' | 'halfAndHalf' | 'groups' | 'options'>): DemoProduct => {
  const glutenFree = product.tags?.includes(GF) ?? false;
  const vegan = product.tags?.includes('vegan') ?? false;
  return {
    ...product,
    category: 'pizzas',
    halfAndHalf: true,
    groups: pizzaGroups,
    options: { Size: classicSizes, Crust: crusts(glutenFree, !vegan) },
  };
};
const premiumPizza = (product: Omit<DemoProduct, 'category' | 'halfAndHalf' | 'groups' | 'options'>): DemoProduct => ({
  ...product,
  category: 'premium-pizzas',
  halfAndHalf: true,
  groups: ['extraToppings', 'remove'],
  options: { Size: premiumSizes, Crust: crusts(product.tags?.includes(GF) ?? false, false) },
});

const takeaway: MenuKind[] = ['main', 'instore'];
const dineInOnly: MenuKind[] = ['dinein'];

export const demoProducts: DemoProduct[] = [
  pizza({
    slug: 'margherita',
    name: 'Margherita',
    description: 'San Marzano tomato, fior di latte, fresh basil and extra-virgin olive oil.',
    tags: ['vegetarian', GF],
    allergens: ['gluten', 'milk'],
    price: 1700,
    onlinePrice: 1800,
    popular: true,
  }),
  pizza({
    slug: 'pepperoni',
    name: 'Pepperoni',
    description: 'Tomato, mozzarella and a double layer of cup-and-char pepperoni.',
    tags: [GF],
    allergens: ['gluten', 'milk'],
    price: 1900,
    onlinePrice: 1990,
    popular: true,
  }),
  pizza({
    slug: 'hawaiian',
    name: 'Hawaiian',
    description: 'Tomato, mozzarella, leg ham and caramelised pineapple.',
    allergens: ['gluten', 'milk'],
    price: 1900,
  }),
  pizza({
    slug: 'supreme',
    name: 'Supreme',
    description: 'Pepperoni, Italian sausage, mushroom, capsicum, red onion and Kalamata olives.',
    tags: [GF],
    allergens: ['gluten', 'milk'],
    price: 2100,
    onlinePrice: 2200,
    popular: true,
  }),
  pizza({
    slug: 'bbq-meatlovers',
    name: 'BBQ Meatlovers',
    description: 'Smoky BBQ base, pepperoni, leg ham, bacon, Italian sausage and ground beef.',
    allergens: ['gluten', 'milk', 'soy'],
    price: 2200,
    popular: true,
  }),
  pizza({
    slug: 'garden-vegetarian',
    name: 'Garden Vegetarian',
    description: 'Tomato, mozzarella, mushroom, capsicum, red onion, olives, baby spinach and feta.',
    tags: ['vegetarian', GF],
    allergens: ['gluten', 'milk'],
    price: 2000,
  }),
  pizza({
    slug: 'vegan-garden',
    name: 'Vegan Garden',
    description: 'Tomato, plant-based mozzarella, roasted pumpkin, mushroom, capsicum, red onion and basil pesto.',
    tags: ['vegan', 'vegetarian', GF],
    allergens: ['gluten', 'soy', 'tree-nuts'],
    price: 2100,
  }),
  pizza({
    slug: 'diavola',
    name: 'Diavola',
    description: 'Tomato, mozzarella, hot salami, fresh chilli and a drizzle of chilli honey.',
    tags: ['spicy', GF],
    allergens: ['gluten', 'milk'],
    price: 2100,
  }),
  pizza({
    slug: 'capricciosa',
    name: 'Capricciosa',
    description: 'Tomato, mozzarella, leg ham, mushroom, artichoke and Kalamata olives.',
    allergens: ['gluten', 'milk'],
    price: 2100,
  }),
  pizza({
    slug: 'quattro-formaggi',
    name: 'Quattro Formaggi',
    description: 'Mozzarella, gorgonzola, parmesan and ricotta on a garlic and olive oil base.',
    tags: ['vegetarian'],
    allergens: ['gluten', 'milk'],
    price: 2100,
  }),
  pizza({
    slug: 'mexicana',
    name: 'Mexicana',
    description: 'Tomato, mozzarella, spiced beef, jalapeños, red onion, capsicum and chipotle sour cream.',
    tags: ['spicy'],
    allergens: ['gluten', 'milk'],
    price: 2100,
  }),
  pizza({
    slug: 'garlic-herb',
    name: 'Garlic & Herb',
    description: 'Garlic butter, mozzarella, rosemary and sea salt: the kids’ favourite.',
    tags: ['vegetarian'],
    allergens: ['gluten', 'milk'],
    price: 1500,
  }),

  premiumPizza({
    slug: 'prawn-chorizo',
    name: 'Prawn & Chorizo',
    description: 'Garlic prawns, chorizo, cherry tomatoes, fresh chilli and rocket.',
    tags: ['spicy', GF],
    allergens: ['gluten', 'milk', 'crustaceans'],
    price: 2700,
    onlinePrice: 2800,
  }),
  premiumPizza({
    slug: 'truffle-mushroom',
    name: 'Truffle Mushroom',
    description: 'Wild mushrooms, truffle oil, thyme, fior di latte and shaved parmesan on a white base.',
    tags: ['vegetarian'],
    allergens: ['gluten', 'milk'],
    price: 2600,
    onlinePrice: 2700,
    isNew: true,
  }),
  premiumPizza({
    slug: 'prosciutto-rocket',
    name: 'Prosciutto & Rocket',
    description: 'Tomato, fior di latte, prosciutto di Parma, rocket and shaved parmesan.',
    tags: [GF],
    allergens: ['gluten', 'milk'],
    price: 2600,
    onlinePrice: 2700,
  }),
  premiumPizza({
    slug: 'peri-peri-chicken',
    name: 'Peri Peri Chicken',
    description: 'Peri peri chicken, roasted capsicum, red onion, feta and lemon aioli.',
    tags: ['spicy'],
    allergens: ['gluten', 'milk', 'eggs'],
    price: 2500,
    isNew: true,
    popular: true,
  }),
  premiumPizza({
    slug: 'lamb-tzatziki',
    name: 'Lamb & Tzatziki',
    description: 'Slow-cooked lamb, baby spinach, red onion, feta, tzatziki and fresh mint.',
    allergens: ['gluten', 'milk'],
    price: 2600,
    isNew: true,
  }),
  premiumPizza({
    slug: 'wagyu-meatball',
    name: 'Wagyu Meatball',
    description: 'Wagyu meatballs, Napoli sauce, ricotta, basil and parmesan.',
    allergens: ['gluten', 'milk', 'eggs'],
    price: 2700,
  }),

  {
    slug: 'garlic-bread',
    category: 'sides',
    name: 'Garlic Bread',
    description: 'Wood-fired bread brushed with garlic butter and parsley.',
    unit: '4 pieces',
    tags: ['vegetarian'],
    allergens: ['gluten', 'milk'],
    price: 700,
    popular: true,
  },
  {
    slug: 'cheesy-garlic-bread',
    category: 'sides',
    name: 'Cheesy Garlic Bread',
    description: 'Our garlic bread under a blanket of melted mozzarella.',
    unit: '4 pieces',
    tags: ['vegetarian'],
    allergens: ['gluten', 'milk'],
    price: 850,
  },
  {
    slug: 'chicken-wings',
    category: 'sides',
    name: 'Chicken Wings',
    description: 'Crispy wings tossed to the heat you like, with a dip.',
    unit: '8 pieces',
    tags: ['spicy'],
    allergens: ['gluten', 'soy'],
    groups: ['dip'],
    options: { Heat: { Mild: 0, Hot: 0, Fire: 0 } },
    price: 1290,
    onlinePrice: 1390,
  },
  {
    slug: 'mozzarella-sticks',
    category: 'sides',
    name: 'Mozzarella Sticks',
    description: 'Crumbed mozzarella, golden outside and stretchy inside, with a dip.',
    unit: '6 pieces',
    tags: ['vegetarian'],
    allergens: ['gluten', 'milk', 'eggs'],
    groups: ['dip'],
    price: 990,
  },
  {
    slug: 'potato-wedges',
    category: 'sides',
    name: 'Potato Wedges',
    description: 'Seasoned skin-on wedges with a dip.',
    tags: ['vegan', 'vegetarian'],
    allergens: [],
    groups: ['dip'],
    price: 850,
  },
  {
    slug: 'pumpkin-arancini',
    category: 'sides',
    name: 'Pumpkin Arancini',
    description: 'Pumpkin and parmesan risotto balls with garlic aioli.',
    unit: '4 pieces',
    tags: ['vegetarian'],
    allergens: ['gluten', 'milk', 'eggs'],
    price: 1100,
  },
  // An online exclusive: on the website's menu only.
  {
    slug: 'garlic-knots',
    category: 'sides',
    name: 'Garlic Knots',
    description: 'Hand-tied dough knots brushed with garlic butter. Online only.',
    unit: '6 pieces',
    tags: ['vegetarian'],
    allergens: ['gluten', 'milk'],
    price: 800,
    menus: ['main'],
    isNew: true,
  },

  {
    slug: 'garden-salad',
    category: 'salads',
    name: 'Garden Salad',
    description: 'Mixed leaves, cucumber, cherry tomato, red onion and balsamic dressing.',
    tags: ['vegan', 'vegetarian'],
    allergens: ['sulphites'],
    groups: ['saladProtein'],
    price: 990,
  },
  {
    slug: 'caesar-salad',
    category: 'salads',
    name: 'Caesar Salad',
    description: 'Cos lettuce, crispy bacon, croutons, parmesan, a soft egg and Caesar dressing.',
    allergens: ['gluten', 'milk', 'eggs', 'fish'],
    groups: ['saladProtein'],
    price: 1390,
  },
  {
    slug: 'greek-salad',
    category: 'salads',
    name: 'Greek Salad',
    description: 'Tomato, cucumber, capsicum, Kalamata olives, red onion and Greek feta.',
    tags: ['vegetarian'],
    allergens: ['milk'],
    groups: ['saladProtein'],
    price: 1290,
  },
  {
    slug: 'rocket-pear-salad',
    category: 'salads',
    name: 'Rocket & Pear Salad',
    description: 'Rocket, poached pear, candied walnuts, parmesan and honey mustard dressing.',
    tags: ['vegetarian'],
    allergens: ['milk', 'tree-nuts', 'mustard'],
    groups: ['saladProtein'],
    price: 1190,
    isNew: true,
  },

  // Small and Large only: there is no medium dessert pizza.
  {
    slug: 'nutella-pizza',
    category: 'desserts',
    name: 'Nutella Pizza',
    description: 'A dessert pizza spread with Nutella, topped with strawberries and icing sugar.',
    tags: ['vegetarian'],
    allergens: ['gluten', 'milk', 'soy', 'tree-nuts'],
    options: { Size: { Small: -300, Large: 400 } },
    price: 1400,
  },
  {
    slug: 'tiramisu',
    category: 'desserts',
    name: 'Tiramisu',
    description: 'Espresso-soaked savoiardi, mascarpone cream and cocoa.',
    tags: ['vegetarian'],
    allergens: ['gluten', 'milk', 'eggs'],
    price: 990,
  },
  {
    slug: 'chocolate-lava-cake',
    category: 'desserts',
    name: 'Chocolate Lava Cake',
    description: 'A warm chocolate pudding with a molten centre.',
    tags: ['vegetarian'],
    allergens: ['gluten', 'milk', 'eggs', 'soy'],
    groups: ['scoop'],
    price: 890,
  },
  {
    slug: 'cannoli',
    category: 'desserts',
    name: 'Cannoli',
    description: 'Crisp shells filled with sweet ricotta and crushed pistachio.',
    unit: '2 pieces',
    tags: ['vegetarian'],
    allergens: ['gluten', 'milk', 'tree-nuts'],
    price: 890,
    isNew: true,
  },
  {
    slug: 'gelato-tub',
    category: 'desserts',
    name: 'Gelato Tub',
    description: 'Vanilla bean gelato to take home.',
    unit: '500 ml',
    tags: ['vegetarian'],
    allergens: ['milk'],
    price: 1090,
    menus: takeaway,
  },
  {
    slug: 'affogato',
    category: 'desserts',
    name: 'Affogato',
    description: 'Vanilla bean gelato drowned in a double shot of espresso.',
    tags: ['vegetarian'],
    allergens: ['milk'],
    price: 790,
    menus: dineInOnly,
  },

  // Big bottles are for taking home, so they are not on the dine-in menu.
  {
    slug: 'coca-cola-bottle',
    category: 'drinks',
    name: 'Coca-Cola',
    description: 'Ice-cold Coca-Cola to share.',
    unit: '1.25 L',
    tags: ['vegan'],
    allergens: [],
    price: 550,
    onlinePrice: 590,
    menus: takeaway,
    popular: true,
  },
  {
    slug: 'coke-no-sugar-bottle',
    category: 'drinks',
    name: 'Coke No Sugar',
    description: 'All the taste, no sugar.',
    unit: '1.25 L',
    tags: ['vegan'],
    allergens: [],
    price: 550,
    onlinePrice: 590,
    menus: takeaway,
  },
  {
    slug: 'sprite-bottle',
    category: 'drinks',
    name: 'Sprite',
    description: 'Lemon-lime and bubbly.',
    unit: '1.25 L',
    tags: ['vegan'],
    allergens: [],
    price: 550,
    onlinePrice: 590,
    menus: takeaway,
  },
  {
    slug: 'coca-cola-can',
    category: 'drinks',
    name: 'Coca-Cola',
    description: 'A cold can of Coca-Cola.',
    unit: '375 ml',
    tags: ['vegan'],
    allergens: [],
    price: 350,
  },
  {
    slug: 'limonata-can',
    category: 'drinks',
    name: 'San Pellegrino Limonata',
    description: 'Sparkling Italian lemonade.',
    unit: '330 ml',
    tags: ['vegan'],
    allergens: [],
    price: 400,
  },
  {
    slug: 'sparkling-water',
    category: 'drinks',
    name: 'Sparkling Mineral Water',
    description: 'Lightly sparkling, from the Dolomites.',
    unit: '750 ml',
    tags: ['vegan'],
    allergens: [],
    price: 500,
  },
  {
    slug: 'orange-juice',
    category: 'drinks',
    name: 'Orange Juice',
    description: 'Freshly squeezed every morning.',
    unit: '350 ml',
    tags: ['vegan'],
    allergens: [],
    price: 550,
  },

  // Licensed for dine-in only.
  {
    slug: 'peroni',
    category: 'beer-and-wine',
    name: 'Peroni Nastro Azzurro',
    description: 'Crisp Italian lager.',
    unit: '330 ml',
    tags: ['vegan'],
    allergens: ['gluten'],
    price: 1100,
    menus: dineInOnly,
  },
  {
    slug: 'house-red',
    category: 'beer-and-wine',
    name: 'House Red',
    description: 'Montepulciano d’Abruzzo by the glass.',
    unit: '150 ml',
    tags: ['vegan'],
    allergens: ['sulphites'],
    price: 1200,
    menus: dineInOnly,
  },
  {
    slug: 'aperol-spritz',
    category: 'beer-and-wine',
    name: 'Aperol Spritz',
    description: 'Aperol, prosecco, soda and a slice of orange.',
    tags: ['vegan'],
    allergens: ['sulphites'],
    price: 1600,
    menus: dineInOnly,
  },
];

export const productImagePath = (slug: string) => `/uploads/products/${slug}.svg`;
export const categoryImagePath = (slug: string) => `/uploads/categories/${slug}.svg`;
export const dealImagePath = (slug: string) => `/uploads/deals/${slug}.svg`;
