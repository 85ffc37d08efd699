export default {
  rest: {
    // The site lists every published post in one request (specification 7.1 has no paging).
    defaultLimit: 100,
    maxLimit: 250,
    withCount: true,
  },
};
