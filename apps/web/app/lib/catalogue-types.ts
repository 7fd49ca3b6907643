/** Wire types of the catalogue endpoints, from the shared contracts. */
export type {
  Branch,
  Category,
  Menu,
  MenusResponse,
  Product,
  ProductsResponse,
} from '@hajz/contracts/catalogue';
import type { Branch } from '@hajz/contracts/catalogue';
export type BranchList = { branches: Branch[] };
