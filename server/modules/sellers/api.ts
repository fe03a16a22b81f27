/* What other modules may use of the sellers module (with schema.ts for foreign keys). */
export { createPendingCompany, isStoreNameTaken, sellerPartnerOf } from './registration.ts';
export {
  activeCompanyIdsWithSlugs,
  activeCompanyInfos,
  activeCompanySlugs,
  type CompanyCardInfo,
  companyInfosById,
  findActiveCompanyBySlug,
  isActiveCompany,
  listActiveCompanies,
} from './service.ts';
