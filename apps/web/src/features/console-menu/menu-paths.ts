/** Where the app puts the product form (features do not know the app's routes). */
export type MenuPaths = {
  product: (productId: number) => string;
  /** A new product, filed under `categoryId` when given. */
  newProduct: (categoryId?: number) => string;
};
