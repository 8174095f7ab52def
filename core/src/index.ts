// Everything in one import. Bundled clients (the widget) import the subpaths instead,
// e.g. '@nutrimenu/core/allergens', so they pull only what they use.
export * from './additives/index';
export * from './allergens/index';
export * from './costing/index';
export * from './html/index';
export * from './locale/index';
export * from './messages/index';
export * from './nutriscore/index';
export * from './nutrition/index';
export * from './recipe/index';
export * from './validation/index';
