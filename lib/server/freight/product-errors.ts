import { eq } from 'drizzle-orm';
import type { FieldError } from '../../schemas/errors';
import type { ValidFreightSearchRequest } from '../../schemas/freight';
import type { Database } from '../db/client';
import { productCategories, productTypes } from '../db/schema';

/** The product category and type of a search checked against the code lists (only when given). */
export async function productErrors(db: Database, body: Pick<ValidFreightSearchRequest, 'productCategoryId' | 'productTypeId'>): Promise<FieldError[]> {
  const { productCategoryId, productTypeId } = body;
  const [category, type] = await Promise.all([
    productCategoryId === undefined ? undefined : db.select({ id: productCategories.id }).from(productCategories).where(eq(productCategories.id, productCategoryId)).then((rows) => rows[0] ?? null),
    productTypeId === undefined ? undefined : db.select({ categoryId: productTypes.categoryId }).from(productTypes).where(eq(productTypes.id, productTypeId)).then((rows) => rows[0] ?? null),
  ]);
  const errors: FieldError[] = [];
  if (category === null) errors.push({ field: 'productCategoryId', code: 'freight.productCategory.unknown' });
  if (type === null) errors.push({ field: 'productTypeId', code: 'freight.productType.unknown' });
  else if (type && productCategoryId !== undefined && type.categoryId !== productCategoryId) errors.push({ field: 'productTypeId', code: 'freight.productType.wrongCategory' });
  return errors;
}
