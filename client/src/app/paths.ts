/** Routes as data: links are built from here, never by hand. */
export const paths = {
  home: { path: '/', href: () => '/' },
  download: { href: () => '/#dl' },
  features: { path: '/features', href: () => '/features' },
  extensions: { path: '/extensions', href: () => '/extensions' },
  updates: { path: '/updates', href: (v?: number) => (v ? `/updates?v=${v}` : '/updates') },
  sale: { path: '/sale', href: () => '/sale' },
  faq: { path: '/faq', href: () => '/faq' },
  doc: { path: '/doc', href: () => '/doc' },
  exp: { path: '/exp', href: () => '/exp' },
  goExp: { path: '/goExp', href: () => '/goExp' },
  friendLink: { path: '/friendLink', href: () => '/friendlink' },
  signIn: { path: '/signIn', href: () => '/signIn' },
  center: { path: '/center', href: () => '/center' },
  licenseManagement: { path: '/center/licenseManagement', href: () => '/center/licenseManagement' },
  orderManagement: { path: '/center/orderManagement', href: () => '/center/orderManagement' },
} as const;
