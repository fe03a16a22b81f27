/*
 * Who may do what with sellers (companies): a company signs up pending (auth's register); only an
 * active company shows on the storefront (isActiveCompany). The approval queue will add its rules here.
 */
export {};
