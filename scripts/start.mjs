// `npm start` starts every part of the product that exists. Until the CMS lands (issue 3),
// there is nothing to run: say so and exit cleanly rather than fail.
console.log('Nutrimenu: nothing to start yet. The nutrition engine is the `core` workspace;');
console.log('run `npm test` for its tests and `npm run bench` for its figures.');
