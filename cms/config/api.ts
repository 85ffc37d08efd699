export default {
  rest: {
    // The site lists every published post in one request (docs/editors.md, How it works).
    defaultLimit: 100,
    maxLimit: 250,
    withCount: true,
  },
};
