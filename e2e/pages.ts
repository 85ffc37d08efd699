/** The pages of the route table (specification 2.1) that anyone can open. */
export const publicPages = [
  '/',
  '/services/software-factory',
  '/services/process-automation',
  '/services/big-data',
  '/services/cloud-services',
  '/blogs',
  '/odoo-landing-page',
  '/cvss',
  '/login',
] as const;
